// What the response cache did for one answer, for that request's log line (server/request-log.ts).
import type { ServerResponse } from "node:http";

/** hit: a fresh kept copy; stale: a kept copy past its freshness (refreshing, or standing in for a failure); miss: rendered now. */
export type CacheState = "hit" | "stale" | "miss";

const states = new WeakMap<ServerResponse, CacheState>();

export function noteCacheState(res: ServerResponse, state: CacheState) {
  states.set(res, state);
}

export function cacheStateOf(res: ServerResponse): CacheState | undefined {
  return states.get(res);
}
