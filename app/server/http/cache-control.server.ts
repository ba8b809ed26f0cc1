// Cache-Control of every answer the site makes, in one place. Browsers, a CDN, nginx (deploy/nginx.conf) and
// the site's own response cache (app/server/response-cache/response-cache.server.ts) all read the same header, so they all keep an
// answer exactly as long as the posts service keeps the data it was made from.
import { POSTS_FRESH_MS, POSTS_STALE_IF_ERROR_MS, POSTS_STALE_WHILE_REVALIDATE_MS } from "~/lib/freshness";

const seconds = (ms: number) => Math.round(ms / 1000);

/**
 * Pages, the proxy's JSON, sitemap, robots and feed: fresh for five minutes, then served while a fresh copy is
 * made (stale-while-revalidate) and while the source fails (stale-if-error).
 */
export const SHARED_FIVE_MINUTES = [
  "public",
  `max-age=${seconds(POSTS_FRESH_MS)}`,
  `s-maxage=${seconds(POSTS_FRESH_MS)}`,
  `stale-while-revalidate=${seconds(POSTS_STALE_WHILE_REVALIDATE_MS)}`,
  `stale-if-error=${seconds(POSTS_STALE_IF_ERROR_MS)}`,
].join(", ");

/** Facts that change only with a release (the web manifest). */
export const SHARED_ONE_DAY = "public, max-age=86400, s-maxage=86400";

/** Errors, refusals, answers for one client only: never kept by anyone. */
export const NO_STORE = "no-store";

/**
 * A page answered without what it normally shows, because WordPress refused, failed or was over budget (the
 * home page without its latest posts): this visitor's browser may keep it for seconds, no shared cache keeps
 * it (no s-maxage, private), so the next visitor gets the real page. The response cache answers its kept good
 * copy instead while it has one (app/server/response-cache/response-cache.server.ts).
 */
export const DEGRADED = "private, max-age=10";

/** The Age of an answer made from data fetched `age` seconds ago, so every cache counts its freshness from then. */
export function ageHeader(cached: { age: number }): Record<string, string> {
  return cached.age > 0 ? { Age: String(cached.age) } : {};
}

/** A page's headers: its parent's (Cache-Control from the root), overridden by what its loader set. */
export function pageHeaders({
  parentHeaders,
  loaderHeaders,
}: {
  parentHeaders: Headers;
  loaderHeaders: Headers;
}) {
  const headers = new Headers(parentHeaders);
  loaderHeaders.forEach((value, name) => headers.set(name, value));
  return headers;
}
