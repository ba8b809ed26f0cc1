// One canonical spelling for every path, so that the rate limits, the router and caches all see the same
// address, and so that no redirect of ours can point at another host.
import { ROUTES } from "~/route-facts";
import { dataUrl, patternsOf } from "~/lib/route-patterns";

const UNRESERVED_ESCAPE = /%(2[DdEe]|3\d|[46][1-9A-Fa-f]|[57][0-9Aa]|5[Ff]|7[Ee])/g;

/**
 * The canonical form of a request's path (without its query): read as browsers and React Router read it
 * (backslashes are slashes, `.` and `..` segments resolved, also when percent-encoded), with repeated slashes
 * collapsed, percent-escapes of unreserved characters decoded (`%61` is `a`) and no trailing slash.
 * The result always starts with exactly one "/", so it can never be read as another host (`//host`, `/\host`).
 */
export function canonicalPath(path: string): string {
  const resolved = new URL(path.replace(/^[/\\]+/, "/"), "http://site.invalid").pathname;
  const collapsed = resolved
    .replace(/\/{2,}/g, "/")
    .replace(UNRESERVED_ESCAPE, (escape) => String.fromCharCode(Number.parseInt(escape.slice(1), 16)));
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, "") || "/" : "/";
}

/** The path as the router matches it (escapes decoded, any case), for deciding which limits apply. */
export function routedPath(path: string): string {
  try {
    return decodeURIComponent(path).toLowerCase();
  } catch {
    return path.toLowerCase();
  }
}

const firstSegment = (path: string) => (path.split("/")[1] ?? "").replace(/\.data$/, "");

/**
 * The first path segments the site's router answers (every route's first word in every language, and the home
 * page's data URL, /_root.data); anything else is a static file, whose name is case-sensitive.
 */
const ROUTE_ROOTS = new Set(
  ROUTES.flatMap((route) => patternsOf(route))
    .filter(({ pattern }) => !/^\/[:*]/.test(pattern))
    .flatMap(({ pattern }) => [pattern, dataUrl(pattern)].map(firstSegment)),
);

/**
 * A route's one spelling: the router matches paths in any letter case, so `/Blog/a-post` would be a page (and a
 * cache entry, never purged) of its own. Every route's words are lowercase, and so are its slugs: WordPress
 * makes them with sanitize_title, which lowercases, and the site accepts no other (SLUG_PATTERN). Static files
 * keep their case.
 */
export function routeSpelling(path: string): string {
  const lower = path.toLowerCase();
  return lower !== path && ROUTE_ROOTS.has(firstSegment(lower)) ? lower : path;
}
