// The changes room's door: what a change notice does to the site. WordPress's site connector signs a POST
// /api/revalidate when a post changes (revalidate-endpoint.server.ts, its signature checked by
// signatures.server.ts); the keys of what changed (surrogate-keys.server.ts: each route names those of what it
// shows) are dropped from the site's caches and purged in front (purge.server.ts); docs/wordpress.md. The room's
// files import each other, never this door.
export * from "./signatures.server";
export { revalidateHandlers } from "./revalidate-endpoint.server";
export {
  carriesKey,
  keyHeaderFor,
  keyOfPage,
  keyOfPost,
  LISTS_KEY,
  surrogateKeys,
  tagWithKeys,
  type KeyHeader,
} from "./surrogate-keys.server";
export { createPurger, type Purger, type PurgerOptions } from "./purge.server";
