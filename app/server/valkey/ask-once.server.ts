// WordPress asked once for the same thing, however many instances miss it at the same time (decision 062): the
// first to miss takes a short lock in Valkey and asks; the others wait for its answer, which is kept in Valkey
// for SHARED_ANSWER_MS. Only WordPress's JSON answers are shared, never a page the site rendered. Valkey down or
// slow, or the asker gone: each instance asks WordPress itself, as a single instance does.
import type { ValkeyConnection } from "./connection.server";

/** Runs `ask` for `key`, or hands on the answer another instance got for it. */
export type AskOnce = <T>(key: string, ask: () => Promise<T>) => Promise<T>;

/**
 * How long an answer is shared: long enough for every instance's concurrent miss, short enough that a copy
 * taken from Valkey is as fresh as one read from WordPress (each instance keeps it its own 5 minutes).
 */
const SHARED_ANSWER_MS = 30_000;
/** The lock outlives one WordPress request (WORDPRESS_TIMEOUT_MS); then the waiters ask themselves. */
const POLL_MS = 25;
const ANSWERS = "site:wordpress:";

export const askAlone: AskOnce = (_key, ask) => ask();

export function sharedAskOnce(
  valkey: ValkeyConnection,
  lockMs: number,
): AskOnce & { forget(): Promise<void> } {
  const answerKey = (key: string) => `${ANSWERS}answer:${key}`;
  const lockKey = (key: string) => `${ANSWERS}lock:${key}`;

  async function read<T>(key: string): Promise<{ value: T } | undefined> {
    const kept = await valkey.commands()?.get(answerKey(key));
    return kept == null ? undefined : { value: JSON.parse(kept) as T };
  }

  const askOnce = async <T>(key: string, ask: () => Promise<T>): Promise<T> => {
    const client = valkey.commands();
    if (!client) return ask();
    let locked: boolean;
    try {
      const kept = await read<T>(key);
      if (kept) return kept.value;
      locked = (await client.set(lockKey(key), "1", "PX", lockMs, "NX")) === "OK";
      // The lock may be free because the answer just came (it is written as the lock goes): no need to ask.
      const arrived = locked ? await read<T>(key) : undefined;
      if (arrived) {
        await client.del(lockKey(key));
        return arrived.value;
      }
    } catch {
      return ask();
    }
    if (locked) {
      try {
        const value = await ask();
        await valkey
          .commands()
          ?.multi()
          .set(answerKey(key), JSON.stringify(value), "PX", SHARED_ANSWER_MS)
          .del(lockKey(key))
          .exec()
          .catch(() => {});
        return value;
      } catch (error) {
        await valkey
          .commands()
          ?.del(lockKey(key))
          .catch(() => {});
        throw error;
      }
    }
    // Another instance is asking: its answer, as soon as it is there, or our own question once it is gone.
    const until = Date.now() + lockMs;
    try {
      while (Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const kept = await read<T>(key);
        if (kept) return kept.value;
        if (await valkey.commands()?.exists(lockKey(key))) continue;
        // The lock went after the read: its answer may have come with it (they go in one transaction).
        const last = await read<T>(key);
        if (last) return last.value;
        break;
      }
    } catch {
      // Valkey went away meanwhile.
    }
    return ask();
  };

  return Object.assign(askOnce, {
    /** Drops every shared answer (a change notice: what WordPress answered before may be old). */
    async forget() {
      const client = valkey.commands();
      if (!client) return;
      try {
        let cursor = "0";
        do {
          const [next, keys] = await client.scan(cursor, "MATCH", `${ANSWERS}answer:*`, "COUNT", 1000);
          if (keys.length > 0) await client.del(...keys);
          cursor = next;
        } while (cursor !== "0");
      } catch {
        // Each answer ends within SHARED_ANSWER_MS anyway.
      }
    },
  });
}
