// The replay guard (each signed change notice acted on once) shared by every instance: the first instance to
// see a signature claims it in Valkey (SET NX, for as long as the signature is accepted at all), so a notice sent
// to every instance, as SITE_REVALIDATE_URLS does, is still acted on once. Each instance also remembers what it
// saw itself, which is all there is while Valkey is down.
import { createReplayGuard, MAX_CLOCK_SKEW_SECONDS } from "~/server/changes/changes.server";
import type { ValkeyConnection } from "./connection.server";

export type ReplayGuard = {
  /** True the first time a (valid) signature is seen within its window; false for a replay. */
  firstUse(signature: string, timestamp: string): Promise<boolean>;
};

export function localReplayGuard(): ReplayGuard {
  const guard = createReplayGuard();
  return { firstUse: async (signature, timestamp) => guard.firstUse(signature, timestamp) };
}

export function sharedReplayGuard(valkey: ValkeyConnection): ReplayGuard {
  const local = createReplayGuard();
  return {
    async firstUse(signature, timestamp) {
      if (!local.firstUse(signature, timestamp)) return false;
      const client = valkey.commands();
      if (!client) return true;
      // Until the timestamp is refused anyway: up to twice the skew from now.
      const seconds = Math.max(1, Math.ceil(Number(timestamp) + MAX_CLOCK_SKEW_SECONDS - Date.now() / 1000));
      try {
        return (await client.set(`site:revalidated:${signature}`, "1", "EX", seconds, "NX")) === "OK";
      } catch {
        return true;
      }
    },
  };
}
