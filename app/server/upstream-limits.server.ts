// What one client, and all clients together, may cost WordPress. Cached answers cost nothing; these limits
// apply only to requests that would reach the source.
import { MemoryStore } from "express-rate-limit";
import pLimit from "p-limit";

/** What a client refused by a rate limit reads (429). */
export const TOO_MANY_REQUESTS = "Too many requests: please wait a minute and try again.";

/** Too many requests are already waiting for the source: answer 503 with Retry-After instead of queueing. */
export class SourceBusyError extends Error {
  readonly retryAfterSeconds = 5;
  constructor(message = "The content source is busy") {
    super(message);
    this.name = "SourceBusyError";
  }
}

/** This client caused too many requests to the source this minute: answer 429 with Retry-After. */
export class ClientLimitError extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super("Too many requests to the content source from one client");
    this.name = "ClientLimitError";
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export type GateOptions = {
  /** At most this many requests to the source at once. */
  concurrency: number;
  /** At most this many waiting behind them; more are refused at once. */
  maxQueue?: number;
  /** A request that waited this long for its turn is refused instead of sent. */
  maxWaitMs: number;
};

/** Runs source requests a few at a time; the rest wait in a short queue, or are refused when it is full. */
export function createGate({ concurrency, maxQueue = concurrency * 4, maxWaitMs }: GateOptions) {
  const limit = pLimit(concurrency);
  return {
    run<T>(request: () => Promise<T>): Promise<T> {
      if (limit.pendingCount >= maxQueue) return Promise.reject(new SourceBusyError());
      const queuedAt = Date.now();
      return limit(() => {
        if (Date.now() - queuedAt > maxWaitMs)
          throw new SourceBusyError("Waited too long for the content source");
        return request();
      });
    },
    get active() {
      return limit.activeCount;
    },
  };
}

/** Counts, per client and minute, the requests that had to reach the source (or any other costly thing). */
export function createClientBudget(perMinute: number) {
  if (perMinute <= 0) return { charge: async (_client?: string) => {}, spent: async (_client?: string) => 0 };
  const store = new MemoryStore();
  store.init({ windowMs: 60_000 } as Parameters<MemoryStore["init"]>[0]);
  const secondsLeft = (resetTime?: Date) =>
    Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now()) - Date.now()) / 1000));
  return {
    /** Seconds until `client` may try again when it has used up its minute, else 0 (nothing is counted). */
    async spent(client?: string): Promise<number> {
      if (!client) return 0;
      const used = await store.get(client);
      return used && used.totalHits >= perMinute ? secondsLeft(used.resetTime) : 0;
    },
    /** Throws ClientLimitError when `client` has used up its minute. Requests without a client are not counted. */
    async charge(client?: string) {
      if (!client) return;
      const { totalHits, resetTime } = await store.increment(client);
      if (totalHits > perMinute) throw new ClientLimitError(secondsLeft(resetTime));
    },
  };
}
