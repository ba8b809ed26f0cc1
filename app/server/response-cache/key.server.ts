// One address per meaning: the key under which the response cache keeps an answer, and the URL the site renders
// it from, hold only what the route reads (its `reads` in app/route-facts.ts: the page number, the proxy's parameters). Tracking parameters
// (?utm_source=..., ?fbclid=...) and junk are left out, so they are answered from the canonical copy instead of
// making, and keeping, a copy of their own (docs/decisions/027-one-cache-key-per-meaning.md). The proxy's
// parameters are read and written back in their one spelling (decision 034).
import { LRUCache } from "lru-cache";
import { canonicalProxyParams, PROXY_PATH, proxyUrl } from "~/lib/blog-urls";
import { parseProxyParams } from "~/server/proxy/proxy.server";
import { matchRoute } from "~/route-facts";

/** React Router's own: the browser asks it for the routes of addresses it is about to visit. */
const MANIFEST_PATH = "/__manifest";
/** @internal */
export const MANIFEST_PARAMETERS = ["paths", "version"];
/**
 * React Router's client names the routes whose data it wants on a .data request (and index routes).
 * @internal
 */
export const DATA_PARAMETERS = ["_routes", "index"];

/** True when every %-escape in `text` is complete and the bytes they make are UTF-8. */
export function wellEncoded(text: string): boolean {
  try {
    // The result is used, so that no bundler drops the call as free of side effects.
    return decodeURIComponent(text).length >= 0;
  } catch {
    return false;
  }
}

/**
 * The canonical form of `url` (a request target: path and query) for rendering and caching: the path as it came
 * (canonicalPaths has already redirected other spellings) and only the parameters its route reads, in a fixed
 * order. Page 1 is the list without `page`. Undefined when the path or query is badly encoded (answered 400).
 */
export function cacheKey(url: string): string | undefined {
  const known = keys.get(url);
  if (known !== undefined) return known === false ? undefined : known;
  const key = readKey(url);
  keys.set(url, key ?? false);
  return key;
}

/**
 * The keys of the addresses asked for lately (false: badly encoded): a kept answer is asked for again and again,
 * and its key is read once, not per request (the proxy's parameters are parsed and written again to find it).
 */
const keys = new LRUCache<string, string | false>({
  max: 1000,
  maxSize: 1_000_000,
  sizeCalculation: (key, url) => url.length + (key === false ? 0 : key.length) + 1,
});

function readKey(url: string): string | undefined {
  const at = url.indexOf("?");
  const path = at === -1 ? url : url.slice(0, at);
  const query = at === -1 ? "" : url.slice(at + 1);
  if (!wellEncoded(path) || !wellEncoded(query.replace(/\+/g, " "))) return undefined;
  // Most requests have no query: nothing to keep or drop, so the route need not be looked up.
  if (query === "") return path;
  const known = path === MANIFEST_PATH ? MANIFEST_PARAMETERS : (matchRoute(path)?.route.reads ?? []);
  const names = path.endsWith(".data") ? [...known, ...DATA_PARAMETERS] : known;
  if (names.length === 0) return path;
  const given = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const name of names) {
    const values = given.getAll(name);
    if (name === "page" && values.length === 1 && values[0] === "1") continue;
    for (const value of values) kept.append(name, value);
  }
  if (path === PROXY_PATH) return proxyKey(kept) ?? `${path}?${kept.toString()}`;
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * A valid proxy request under its one spelling (`per_page=0100`, another order, `lang=en` and `page=01` all
 * name the same answer); undefined for an invalid one, which is refused with its own message and never kept.
 */
function proxyKey(query: URLSearchParams): string | undefined {
  const parsed = parseProxyParams(query);
  return parsed.kind === "invalid" ? undefined : proxyUrl(canonicalProxyParams(parsed));
}
