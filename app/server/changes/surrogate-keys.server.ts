// The names a cacheable answer carries in Surrogate-Key (Varnish xkey, Fastly) and Cache-Tag (Cloudflare), so a
// change notice can purge exactly what shows a post: from the address, what kind of page it is and its language;
// from the answer itself, every post it shows (a post page's neighbours, a list's cards, the proxy's data).
import {
  authorRoot,
  blogPageCardRoot,
  blogRoot,
  categoryRoot,
  feedPath,
  PROXY_PATH,
  searchPath,
  SOCIAL_ROOT,
} from "~/lib/blog-urls";
import { LOCALES, type Locale, localeOf, pathOf } from "~/content/locales";
import { matchRoute } from "~/route-facts";

/** Every cacheable answer: purging it empties the CDN of the site. */
export const ALL_KEY = "site";
/**
 * Every answer whose content depends on which posts exist (lists, categories, home, feed, sitemap), and every
 * answer showing more posts than its keys can name: any post change purges it.
 */
const LISTS_KEY = "lists";
const postKey = (slug: string) => `post-${slug}`;

/** A key is sent as is: lower-case letters, digits and dashes (what WordPress slugs are made of). */
const KEY_PART = /^[a-z0-9-]{1,200}$/;
/**
 * The longest list of keys sent: a header line past Varnish's http_resp_hdr_len (8 KB by default) fails the
 * fetch, and Fastly and Cloudflare take 16 KB. An answer showing more posts than fit is named by LISTS_KEY instead
 * of its posts' keys, so no post it shows is left out.
 */
const MAX_KEYS_LENGTH = 4000;

/** Surrogate-Key (space-separated: Varnish xkey, Fastly) and Cache-Tag (comma-separated: Cloudflare). */
export function tagWithKeys(url: string, response: Response, body: Buffer): void {
  const type = response.headers.get("content-type") ?? "";
  const text = type.startsWith("image/") ? "" : body.toString("utf8");
  const keys = surrogateKeys(url, type, text, response.headers.get("location") ?? undefined);
  response.headers.set("Surrogate-Key", oneByte(keys.join(" ")));
  response.headers.set("Cache-Tag", oneByte(keys.join(",")));
}

/**
 * The same ASCII text in a string of one byte per character. A slug read out of a page with any character past
 * Latin-1 (Czech, a dash) is stored two bytes per character, and so is every string made with it: as a header,
 * it made Node widen and convert each kept answer's whole header block on every send (docs/benchmarks.md).
 */
const oneByte = (ascii: string): string => Buffer.from(ascii, "latin1").toString("latin1");

/** Whether kept headers name one of these keys in Surrogate-Key. */
export function carriesKey(headers: Record<string, string> | undefined, keys: string[]): boolean {
  const named = new Set(headers?.["surrogate-key"]?.split(" "));
  return keys.some((key) => named.has(key));
}

/** The keys that purge every answer showing one of these posts, or whose list they can join or leave. */
export function keysForChange(slugs: string[]): string[] {
  return [...new Set([...slugs.filter((slug) => KEY_PART.test(slug)).map(postKey), LISTS_KEY])];
}

/**
 * The keys of the answer for `url` (path and query, as kept), with `body` and its content type: what the route
 * shows, read from its address, and the posts found in its answer; for a redirect to `location` on the site,
 * what its target shows too (trashing a renamed post's target purges the redirect to it).
 * @internal
 */
export function surrogateKeys(url: string, contentType: string, body: string, location?: string): string[] {
  const { pathname, searchParams } = new URL(url, "http://site.invalid");
  const keys = new Set<string>([ALL_KEY]);
  const data = pathname === "/_root.data" || pathname.endsWith(".data");
  const path = pathname === "/_root.data" ? "/" : data ? pathname.slice(0, -".data".length) : pathname;
  const lang: Locale = path.startsWith(PROXY_PATH)
    ? searchParams.get("params")?.includes("lang=cs")
      ? "cs"
      : "en"
    : localeOf(path);
  keys.add(`lang-${lang}`);
  for (const key of routeKeys(path, searchParams, lang)) keys.add(key);
  if (location?.startsWith("/") && !location.startsWith("//")) {
    const target = new URL(location, "http://site.invalid");
    for (const key of routeKeys(target.pathname, target.searchParams, localeOf(target.pathname)))
      keys.add(key);
  }
  const ownKeys = [...keys];
  for (const slug of postsShown(contentType, body, data)) keys.add(postKey(slug));
  const all = [...keys];
  if (all.join(" ").length <= MAX_KEYS_LENGTH) return all;
  return ownKeys.includes(LISTS_KEY) ? ownKeys : [...ownKeys, LISTS_KEY];
}

/** What kind of page `path` is, as keys. */
function routeKeys(path: string, query: URLSearchParams, lang: Locale): string[] {
  const page = Number(query.get("page") ?? "1") || 1;
  if (path === PROXY_PATH) {
    const params = new URLSearchParams(query.get("params") ?? "");
    const slug = params.get("slug");
    if (slug !== null) return KEY_PART.test(slug) ? ["proxy", postKey(slug)] : ["proxy"];
    const listPage = Number(params.get("page") ?? "1") || 1;
    const category = params.get("category");
    return ["proxy", LISTS_KEY, `list-${lang}-${listPage}`].concat(
      category !== null && KEY_PART.test(category) ? [`category-${lang}-${category}`] : [],
    );
  }
  if (path === pathOf("home", lang)) return [LISTS_KEY, `home-${lang}`];
  if (path === blogRoot(lang)) return [LISTS_KEY, `list-${lang}`, `list-${lang}-${page}`];
  if (path === feedPath(lang)) return [LISTS_KEY, `feed-${lang}`];
  if (path === "/sitemap.xml") return [LISTS_KEY, "sitemap"];
  if (path.startsWith(categoryRoot(lang))) {
    const slug = path.slice(categoryRoot(lang).length);
    return [LISTS_KEY, ...(KEY_PART.test(slug) ? [`category-${lang}-${slug}`] : [])];
  }
  // Search results can show any post, a new one too (not a post called "search").
  if (path === searchPath(lang)) return [LISTS_KEY, `search-${lang}`];
  // An author's page lists posts: any change may add one to it or take one away.
  if (path.startsWith(authorRoot(lang))) return [LISTS_KEY];
  if (LOCALES.some((locale) => path.startsWith(blogPageCardRoot(locale)))) return [LISTS_KEY];
  const post = postSlug(path);
  if (post !== undefined) return [postKey(post)];
  // An editor's page is purged by its slug, as a post is (the change notice names either).
  const editorPage = /^(?:\/cs)?\/([a-z0-9-]+)$/.exec(path);
  if (editorPage && matchRoute(path)?.route.file === "routes/editor-page.tsx")
    return [postKey(editorPage[1]!), `page-${lang}`];
  return path.startsWith(SOCIAL_ROOT) ? [] : [`page-${lang}`];
}

/** The slug of a post page, a post's or an editor's page's card or a post's citation files, from its address. */
function postSlug(path: string): string | undefined {
  const match =
    /^(?:\/cs)?\/blog\/([a-z0-9-]+)(?:\/cite\.(?:bib|ris|json))?$/.exec(path) ??
    /^\/social\/(?:cs\/)?(?:blog|page)\/([a-z0-9-]+)\.png$/.exec(path);
  return match?.[1];
}

/** The blog's own addresses that a link can name like a post (the header links every page to the search). */
const NOT_POSTS = new Set(["feed", "category", "kategorie", "search", "hledat"]);

/** The slugs of the posts an answer shows: links to posts in a page or feed, post objects in JSON or a .data. */
function postsShown(contentType: string, body: string, data: boolean): Set<string> {
  const slugs = new Set<string>();
  if (contentType.startsWith("text/html") || contentType.includes("xml")) {
    for (const match of body.matchAll(
      /(?:href="|<link>)(?:https?:\/\/[^/"<]+)?(?:\/cs)?\/blog\/([a-z0-9-]+)["<]/g,
    ))
      if (!NOT_POSTS.has(match[1]!)) slugs.add(match[1]!);
  } else if (contentType.includes("json") && !data) {
    try {
      walk(JSON.parse(body), slugs);
    } catch {
      // not JSON after all: the address's keys stand alone
    }
  } else if (data) {
    for (const slug of turboStreamSlugs(body)) slugs.add(slug);
  }
  return slugs;
}

/** Every `slug` of an object that looks like a post (it has an id and a title too). */
function walk(value: unknown, slugs: Set<string>, depth = 0): void {
  if (depth > 8 || typeof value !== "object" || value === null) return;
  if (Array.isArray(value)) return value.forEach((item) => walk(item, slugs, depth + 1));
  const record = value as Record<string, unknown>;
  if (typeof record.slug === "string" && "id" in record && "title" in record && KEY_PART.test(record.slug))
    slugs.add(record.slug);
  for (const item of Object.values(record)) walk(item, slugs, depth + 1);
}

/**
 * A `.data` answer (React Router's single fetch) is a flat JSON array per line in which an object is written as
 * {"_<index of its key>": <index of its value>}: a post's slug is the value under the key "slug".
 */
function turboStreamSlugs(body: string): string[] {
  const slugs: string[] = [];
  for (const line of body.split("\n")) {
    const json = line.replace(/^P\d+:/, "");
    let values: unknown;
    try {
      values = JSON.parse(json);
    } catch {
      continue;
    }
    if (!Array.isArray(values)) continue;
    const slugAt = values.indexOf("slug");
    if (slugAt === -1) continue;
    for (const item of values) {
      if (typeof item !== "object" || item === null || Array.isArray(item)) continue;
      const at = (item as Record<string, unknown>)[`_${slugAt}`];
      const slug = typeof at === "number" ? values[at] : undefined;
      if (typeof slug === "string" && KEY_PART.test(slug)) slugs.push(slug);
    }
  }
  return slugs;
}
