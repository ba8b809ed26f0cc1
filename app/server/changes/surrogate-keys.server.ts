// The names a cacheable answer carries in Surrogate-Key (Varnish xkey, Fastly) or Cache-Tag (Cloudflare), so a
// change notice can purge exactly what shows a post. The route that makes an answer names what it shows
// (`surrogateKeys`: its language, what kind of page it is, every post it shows); the response cache sends the
// names with every answer a shared cache may keep (`tagWithKeys`), and a change purges by them (`keysForChange`).
import type { Locale } from "~/content/locales";

/** Every cacheable answer: purging it empties the CDN of the site. */
export const ALL_KEY = "site";
/**
 * Every answer whose content depends on which posts exist (lists, categories, home, feed, sitemap), and every
 * answer showing more posts than its keys can name: any post change purges it.
 */
export const LISTS_KEY = "lists";
/** Every answer showing the post (or the editor's page) with this slug. */
export const keyOfPost = (slug: string) => `post-${slug}`;
/** A page of the site's own, whose words change only with a release. */
export const keyOfPage = (lang: Locale) => `page-${lang}`;

/** A key is sent as is: lower-case letters, digits and dashes (what WordPress slugs are made of). */
const KEY_PART = /^[a-z0-9-]{1,200}$/;
/**
 * The longest list of keys sent: a header line past Varnish's http_resp_hdr_len (8 KB by default) fails the
 * fetch, and Fastly and Cloudflare take 16 KB. An answer showing more posts than fit is named by LISTS_KEY instead
 * of its posts' keys, so no post it shows is left out.
 */
const MAX_KEYS_LENGTH = 4000;

const SURROGATE_KEY = "Surrogate-Key";

/** The header the cache in front reads the names from: Cloudflare's own, or the one Varnish and Fastly read. */
export type KeyHeader = typeof SURROGATE_KEY | "Cache-Tag";
export const keyHeaderFor = (purgeTarget: string | undefined): KeyHeader =>
  purgeTarget === "cloudflare" ? "Cache-Tag" : SURROGATE_KEY;

/** What an answer shows, as the route that makes it says. */
export type Shown = {
  lang: Locale;
  /** What the answer is, whatever posts it shows: its list, its category, the post of its address. */
  is?: string[];
  /** The slugs of the posts it shows or links to (a post page's translations and neighbours, a list's cards). */
  posts?: Iterable<string | undefined>;
};

/**
 * The Surrogate-Key header of an answer showing this: `site`, its language, what it is, then each post it shows;
 * a name that is not a key (a slug with other characters) is left out.
 */
export function surrogateKeys({ lang, is = [], posts = [] }: Shown): Record<string, string> {
  const own = [...new Set([ALL_KEY, `lang-${lang}`, ...is].filter((key) => KEY_PART.test(key)))];
  const shown = [...posts]
    .filter((slug) => slug !== undefined && KEY_PART.test(slug))
    .map((slug) => keyOfPost(slug!));
  const all = [...new Set([...own, ...shown])];
  const keys =
    all.join(" ").length <= MAX_KEYS_LENGTH ? all : own.includes(LISTS_KEY) ? own : [...own, LISTS_KEY];
  return { [SURROGATE_KEY]: keys.join(" ") };
}

/**
 * An answer a shared cache may keep carries its route's keys (`site` when it named none) in the one header the
 * cache in front reads: Surrogate-Key (space-separated) or Cache-Tag (comma-separated). Any other answer
 * carries none.
 */
export function tagWithKeys(response: Response, shared: boolean, header: KeyHeader = SURROGATE_KEY): void {
  const keys = response.headers.get(SURROGATE_KEY) ?? ALL_KEY;
  response.headers.delete(SURROGATE_KEY);
  if (!shared) return;
  response.headers.set(header, oneByte(header === SURROGATE_KEY ? keys : keys.replaceAll(" ", ",")));
}

/**
 * The same ASCII text in a string of one byte per character. A slug read out of data with any character past
 * Latin-1 (Czech, a dash) may be stored two bytes per character, and so is every string made with it: as a
 * header, it made Node widen and convert each kept answer's whole header block on every send (docs/benchmarks.md).
 */
const oneByte = (ascii: string): string => Buffer.from(ascii, "latin1").toString("latin1");

/** Whether kept headers name one of these keys (in Surrogate-Key or Cache-Tag). */
export function carriesKey(headers: Record<string, string> | undefined, keys: string[]): boolean {
  const named = new Set((headers?.["surrogate-key"] ?? headers?.["cache-tag"])?.split(/[ ,]/));
  return keys.some((key) => named.has(key));
}

/** The keys that purge every answer showing one of these posts, or whose list they can join or leave. */
export function keysForChange(slugs: string[]): string[] {
  return [...new Set([...slugs.filter((slug) => KEY_PART.test(slug)).map(keyOfPost), LISTS_KEY])];
}
