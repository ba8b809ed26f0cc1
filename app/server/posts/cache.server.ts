// In-process cache for the posts service: fresh for 5 minutes, then stale-while-revalidate (serve the copy,
// refresh in the background), stale-if-error (serve the last good copy while the source is down), request
// coalescing (concurrent identical requests share one upstream fetch), bounded size (LRU). Answers without
// content (no such post, a page past the end) live in a small cache of their own: a flood of made-up
// addresses can only push out other made-up addresses, never the good copies that stale-if-error relies on.
import { LRUCache } from "lru-cache";
import { POSTS_FRESH_MS, POSTS_STALE_IF_ERROR_MS, POSTS_STALE_WHILE_REVALIDATE_MS } from "~/lib/freshness";
import { log as siteLog } from "~/server/log/log.server";

/** fresh: younger than 5 minutes. stale: older, served while a background refresh runs. error: the source failed. */
export type Freshness = "fresh" | "stale" | "error";

export type Cached<T> = {
  value: T;
  freshness: Freshness;
  /** When the value was fetched, in the cache's clock (ms). */
  fetchedAt: number;
  /** Whole seconds since then (the HTTP Age header). */
  age: number;
};

/** After a failed refresh, the copy is served without asking the source again for this long. */
const RETRY_AFTER_ERROR_MS = 30 * 1000;

export type CacheOptions = {
  /** The clock, in ms; tests pass their own. */
  now?: () => number;
  freshMs?: number;
  staleWhileRevalidateMs?: number;
  staleIfErrorMs?: number;
  retryAfterErrorMs?: number;
  /** At most this many good copies (pages and posts with content). */
  maxEntries?: number;
  /** At most this many answers without content. */
  maxEmptyEntries?: number;
  /**
   * At most this many characters of JSON in the answers without content together: searches are kept there,
   * and one can hold nine whole posts.
   */
  maxEmptySize?: number;
  /** At most this many characters of JSON in all entries together. */
  maxSize?: number;
  log?: (message: string) => void;
  /** Told of every read: a fresh copy (hit), an old one served (stale), or none usable (miss). */
  counted?: (result: "hit" | "stale" | "miss") => void;
};

type Entry = { value: unknown; fetchedAt: number; size: number; failedAt?: number };

export type GetOptions<T> = {
  /**
   * False for answers no page of the site shows (no such post, a page past the end, an odd page size): they are
   * kept apart from the good copies. Default: every answer is a good copy.
   */
  isGoodCopy?: (value: T) => boolean;
  /** Runs before a fetch this caller has to wait for (nothing usable cached, none in flight); may throw to refuse it. */
  beforeFetch?: () => Promise<void>;
  /**
   * When the oldest data the fetched value was made from was read, in the cache's clock: a value made partly
   * from another kept entry is as old as that entry, so it is refreshed when that one would be. Default: now.
   */
  readSince?: () => number | undefined;
};

export function createCache(options: CacheOptions = {}) {
  const now = options.now ?? Date.now;
  const freshMs = options.freshMs ?? POSTS_FRESH_MS;
  const swrMs = options.staleWhileRevalidateMs ?? POSTS_STALE_WHILE_REVALIDATE_MS;
  const sieMs = options.staleIfErrorMs ?? POSTS_STALE_IF_ERROR_MS;
  const retryMs = options.retryAfterErrorMs ?? RETRY_AFTER_ERROR_MS;
  const log = options.log ?? ((message: string) => siteLog.warn(message));
  const counted = <T>(lookup: "hit" | "stale" | "miss", answer: Cached<T>): Cached<T> => {
    options.counted?.(lookup);
    return answer;
  };
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries ?? 2000,
    maxSize: options.maxSize ?? 50_000_000,
    sizeCalculation: (entry) => Math.max(1, entry.size),
  });
  const empties = new LRUCache<string, Entry>({
    max: options.maxEmptyEntries ?? 200,
    maxSize: options.maxEmptySize ?? 10_000_000,
    sizeCalculation: (entry) => Math.max(1, entry.size),
  });
  const inflight = new Map<string, Promise<Entry>>();
  /** Counts drop() calls: a fetch that started before one may hold what was dropped, and is not stored. */
  let generation = 0;

  function store(key: string, entry: Entry, good: boolean) {
    (good ? empties : entries).delete(key);
    (good ? entries : empties).set(key, entry);
  }

  function lookup(key: string): Entry | undefined {
    return entries.get(key) ?? empties.get(key);
  }

  function result<T>(entry: Entry, freshness: Freshness): Cached<T> {
    const age = Math.max(0, Math.floor((now() - entry.fetchedAt) / 1000));
    return { value: entry.value as T, freshness, fetchedAt: entry.fetchedAt, age };
  }

  /** One upstream fetch per key at a time: concurrent callers share its promise. */
  function refresh<T>(key: string, load: () => Promise<T>, options: GetOptions<T>): Promise<Entry> {
    const running = inflight.get(key);
    if (running) return running;
    const startedIn = generation;
    const self: { promise?: Promise<Entry> } = {};
    const promise = (async (): Promise<Entry> => {
      try {
        const value = await load();
        const fetchedAt = Math.min(now(), options.readSince?.() ?? Number.POSITIVE_INFINITY);
        const entry: Entry = { value, fetchedAt, size: JSON.stringify(value).length };
        if (startedIn === generation) store(key, entry, options.isGoodCopy?.(value) ?? true);
        return entry;
      } catch (error) {
        const old = entries.peek(key) ?? empties.peek(key);
        if (old) old.failedAt = now();
        log(
          `Posts source failed for ${key}: ${(error as Error).message}${old ? " (serving the cached copy)" : ""}`,
        );
        throw error;
      } finally {
        if (inflight.get(key) === self.promise) inflight.delete(key);
      }
    })();
    self.promise = promise;
    inflight.set(key, promise);
    return promise;
  }

  function current(key: string): Entry | undefined {
    const entry = lookup(key);
    if (entry && now() - entry.fetchedAt > sieMs) {
      entries.delete(key);
      empties.delete(key);
      return undefined;
    }
    return entry;
  }

  /** The fresh copy under `key` with when it was fetched, without fetching or counting as a use. */
  function peekFreshCached<T>(key: string): Cached<T> | undefined {
    const entry = entries.peek(key) ?? empties.peek(key);
    return entry && now() - entry.fetchedAt < freshMs ? result<T>(entry, "fresh") : undefined;
  }

  return {
    async get<T>(key: string, load: () => Promise<T>, options: GetOptions<T> = {}): Promise<Cached<T>> {
      const entry = current(key);
      if (entry) {
        const age = now() - entry.fetchedAt;
        if (age < freshMs) return counted("hit", result(entry, "fresh"));
        if (entry.failedAt !== undefined && now() - entry.failedAt < retryMs)
          return counted("stale", result(entry, "error"));
        if (age < freshMs + swrMs) {
          refresh(key, load, options).catch(() => {}); // logged in refresh; the copy keeps being served
          return counted("stale", result(entry, "stale"));
        }
      }
      try {
        if (!inflight.has(key)) await options.beforeFetch?.();
        return counted("miss", result(await refresh(key, load, options), "fresh"));
      } catch (error) {
        const fallback = current(key);
        if (fallback) return counted("stale", result(fallback, "error"));
        throw error;
      }
    },

    /** The value under `key` while it is fresh, without fetching or counting as a use. */
    peekFresh: <T>(key: string): T | undefined => peekFreshCached<T>(key)?.value,

    peekFreshCached,

    /** Resolves once no fetch is in flight. */
    async idle(): Promise<void> {
      while (inflight.size > 0) await Promise.allSettled([...inflight.values()]);
    },

    clear(): void {
      entries.clear();
      empties.clear();
    },

    /**
     * Forgets every entry whose key matches (the source changed them): the next read asks the source. Fetches
     * already running for them are not waited for, and what they bring is not kept.
     */
    drop(matches: (key: string) => boolean): number {
      generation += 1;
      let dropped = 0;
      for (const cache of [entries, empties])
        for (const key of [...cache.keys()])
          if (matches(key)) {
            cache.delete(key);
            dropped += 1;
          }
      for (const key of [...inflight.keys()]) if (matches(key)) inflight.delete(key);
      return dropped;
    },
  };
}
