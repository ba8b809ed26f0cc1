// WordPress asked once across instances (ask-once.server.ts), against a stand-in for Valkey's commands that
// plays the other instance at a chosen moment: here, the one between a waiter's two looks.
import type { Redis } from "iovalkey";
import { expect, it } from "vitest";
import { sharedAskOnce } from "./ask-once.server";
import type { ValkeyConnection } from "./connection.server";

it("a waiter takes the answer that came with the lock's end between its two looks, and asks no one", async () => {
  const store = new Map<string, string>([["site:wordpress:lock:post", "1"]]);
  const commands = {
    get: async (key: string) => store.get(key) ?? null,
    set: async (key: string, value: string, ...options: unknown[]) => {
      if (options.includes("NX") && store.has(key)) return null;
      store.set(key, value);
      return "OK";
    },
    // The other instance finishes just as the waiter looks for its lock: its answer is kept, its lock gone.
    exists: async (key: string) => {
      store.set("site:wordpress:answer:post", JSON.stringify({ title: "Kept by the other" }));
      store.delete(key);
      return 0;
    },
    del: async (key: string) => Number(store.delete(key)),
  };
  const valkey = { commands: () => commands as unknown as Redis } as ValkeyConnection;
  let asked = 0;
  const answer = await sharedAskOnce(valkey, 5_000)("post", async () => {
    asked += 1;
    return { title: "Asked again" };
  });
  expect(answer).toEqual({ title: "Kept by the other" });
  expect(asked).toBe(0);
});
