// What the response cache did for one answer, for that request's log line (app/server/log/requests.server.ts).
import type { ServerResponse } from "node:http";

/** hit: a fresh kept copy; stale: a kept copy past its freshness (refreshing, or standing in for a failure); miss: rendered now. */
export type CacheState = "hit" | "stale" | "miss";

// Kept on the response itself: a WeakMap keyed by short-lived responses makes each young-generation
// collection walk its entries, and this is written for every request.
const STATE = Symbol("cache state");
type Noted = ServerResponse & { [STATE]?: CacheState };

export function noteCacheState(res: ServerResponse, state: CacheState) {
  (res as Noted)[STATE] = state;
}

export function cacheStateOf(res: ServerResponse): CacheState | undefined {
  return (res as Noted)[STATE];
}
