// What one client, and all clients together, may cost WordPress. Cached answers cost nothing; these limits
// apply only to requests that would reach the source.
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

/**
 * Counts, per client and minute, the requests that had to reach the source (or any other costly thing). Counted
 * at once, in the same tick, so a burst of requests in parallel is counted as exactly as one after another.
 */
export function createClientBudget(perMinute: number, now: () => number = Date.now) {
  if (perMinute <= 0) return { charge: async (_client?: string) => {}, spent: async (_client?: string) => 0 };
  const windows = new Map<string, { hits: number; resetAt: number }>();
  let sweptAt = now();
  /** This client's current minute; minutes that ended are forgotten once a minute. */
  function windowOf(client: string) {
    const at = now();
    if (at - sweptAt >= MINUTE_MS) {
      for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
      sweptAt = at;
    }
    let window = windows.get(client);
    if (!window || window.resetAt <= at) {
      window = { hits: 0, resetAt: at + MINUTE_MS };
      windows.set(client, window);
    }
    return window;
  }
  const secondsLeft = (resetAt: number) => Math.max(1, Math.ceil((resetAt - now()) / 1000));
  return {
    /** Seconds until `client` may try again when it has used up its minute, else 0 (nothing is counted). */
    async spent(client?: string): Promise<number> {
      if (!client) return 0;
      const window = windowOf(client);
      return window.hits >= perMinute ? secondsLeft(window.resetAt) : 0;
    },
    /** Throws ClientLimitError when `client` has used up its minute. Requests without a client are not counted. */
    async charge(client?: string) {
      if (!client) return;
      const window = windowOf(client);
      window.hits += 1;
      if (window.hits > perMinute) throw new ClientLimitError(secondsLeft(window.resetAt));
    },
  };
}

const MINUTE_MS = 60_000;
