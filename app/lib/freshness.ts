// How long the blog's posts count as fresh, and how long a stale copy may still be served: one set of lifetimes
// read by the posts cache (app/server/posts/cache.server.ts), the Cache-Control every cache in front reads
// (app/server/http/cache-control.server.ts) and the browser's query cache (components/blog/queries.ts), so they
// all keep a post exactly as long.

/** A list page or a post is fresh this long after it was fetched, on the server and in the browser. */
export const POSTS_FRESH_MS = 5 * 60 * 1000;
/** After freshness ends, how long a copy is still served at once while it is refreshed in the background. */
export const POSTS_STALE_WHILE_REVALIDATE_MS = 60 * 60 * 1000;
/** How long the last good copy is kept to answer while the source fails. */
export const POSTS_STALE_IF_ERROR_MS = 24 * 60 * 60 * 1000;
