// Names claimed once across every instance, for a while (decision 062): the first instance to claim a name
// gets it (SET NX with an expiry in Valkey), every other claim of it fails until it expires. The changes room
// claims each signed change notice's signature this way, so a notice sent to every instance, as
// SITE_REVALIDATE_URLS does, is acted on once. Each instance also remembers its own claims, which is all there
// is while Valkey is down.
import type { ValkeyConnection } from "./connection.server";

export type Claims = {
  /** True for the first claim of `name` within `seconds`; false for every later one until then. */
  claim(name: string, seconds: number): Promise<boolean>;
};

export function localClaims(now = Date.now): Claims & { claimNow(name: string, seconds: number): boolean } {
  /** Name -> the moment (ms) it may be claimed again. */
  const claimed = new Map<string, number>();
  const claimNow = (name: string, seconds: number) => {
    const at = now();
    for (const [old, until] of claimed) if (until <= at) claimed.delete(old);
    if (claimed.has(name)) return false;
    claimed.set(name, at + seconds * 1000);
    return true;
  };
  return { claimNow, claim: async (name, seconds) => claimNow(name, seconds) };
}

export function sharedClaims(valkey: ValkeyConnection): Claims {
  const local = localClaims();
  return {
    async claim(name, seconds) {
      if (!local.claimNow(name, seconds)) return false;
      const client = valkey.commands();
      if (!client) return true;
      try {
        return (await client.set(`site:claimed:${name}`, "1", "EX", Math.max(1, seconds), "NX")) === "OK";
      } catch {
        return true;
      }
    },
  };
}
