// Per-client limits counted across every instance (rate-limiter-flexible on Valkey, decision 062): a client has
// its budget per minute on the whole site, not on each instance. When Valkey is down or slow, each instance
// counts on its own (the library's insurance limiter), as a single instance does.
import type { Store } from "express-rate-limit";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { ClientLimitError } from "~/server/http/http.server";
import type { ValkeyConnection } from "./connection.server";

/** What a per-client budget does (app/server/http/limits.server.ts has the single instance's). */
export type ClientBudget = {
  /** Seconds until `client` may try again when it has used up its minute, else 0 (nothing is counted). */
  spent(client?: string): Promise<number>;
  /** Throws ClientLimitError when `client` has used up its minute. Requests without a client are not counted. */
  charge(client?: string): Promise<void>;
};

const secondsLeft = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Counts `name`'s budget of `perMinute` in Valkey while it answers, in this instance meanwhile. */
function sharedLimiter(valkey: ValkeyConnection, name: string, perMinute: number) {
  const settings = { points: perMinute, duration: 60, keyPrefix: `site:limit:${name}` };
  const alone = new RateLimiterMemory(settings);
  let shared: { client: object; limiter: RateLimiterRedis } | undefined;
  return () => {
    const client = valkey.commands();
    if (!client) return alone;
    if (shared?.client !== client)
      shared = {
        client,
        limiter: new RateLimiterRedis({
          ...settings,
          storeClient: client,
          insuranceLimiter: alone,
          rejectIfRedisNotReady: true,
        }),
      };
    return shared.limiter;
  };
}

export function sharedClientBudget(valkey: ValkeyConnection, name: string, perMinute: number): ClientBudget {
  if (perMinute <= 0) return { charge: async () => {}, spent: async () => 0 };
  const limiter = sharedLimiter(valkey, name, perMinute);
  return {
    async spent(client) {
      if (!client) return 0;
      const used = await limiter().get(client);
      return used && used.consumedPoints >= perMinute ? secondsLeft(used.msBeforeNext) : 0;
    },
    async charge(client) {
      if (!client) return;
      try {
        await limiter().consume(client);
      } catch (refused) {
        if (refused instanceof RateLimiterRes) throw new ClientLimitError(secondsLeft(refused.msBeforeNext));
        throw refused;
      }
    },
  };
}

/** express-rate-limit's store (the proxy's limit) counting in Valkey, so its headers and 429 stay as they are. */
export function sharedRateLimitStore(valkey: ValkeyConnection, name: string, perMinute: number): Store {
  const limiter = sharedLimiter(valkey, name, perMinute);
  return {
    async increment(key) {
      const used = await limiter().penalty(key);
      return { totalHits: used.consumedPoints, resetTime: new Date(Date.now() + used.msBeforeNext) };
    },
    async decrement(key) {
      await limiter().reward(key);
    },
    async resetKey(key) {
      await limiter().delete(key);
    },
  };
}
