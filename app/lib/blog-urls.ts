// Every address of the blog, in both languages, and the query format of the site's proxy to the posts service:
// written here once, read by the links, redirects, canonical and alternate links, the sitemap and feed, the
// social cards, the route table (app/route-facts.ts), and the proxy's own parser.
// Relative: app/routes.ts reads this file through app/route-facts.ts, without the `~/` alias.
import { type Locale, STATIC_PAGES } from "../content/locales";
import { POSTS_PER_PAGE } from "./posts";

/** The blog's root: /blog, /cs/blog. */
export const blogRoot = (locale: Locale): string => STATIC_PAGES.blog[locale];

/** The address of a page of the blog list; page 1 has no query. */
export function blogListPath(locale: Locale, page = 1): string {
  return page <= 1 ? blogRoot(locale) : `${blogRoot(locale)}?page=${page}`;
}

/** The address of a post. */
export const postPath = (slug: string, locale: Locale): string =>
  `${blogRoot(locale)}/${encodeURIComponent(slug)}`;

/** The citation files of a post: /blog/{slug}/cite.bib, .ris, .json. */
export const CITE_FILES = ["bib", "ris", "json"] as const;
export const citePath = (slug: string, locale: Locale, ext: (typeof CITE_FILES)[number]): string =>
  `${postPath(slug, locale)}/cite.${ext}`;

/** The blog's search: /blog/search, /cs/blog/hledat, with the words and the page when given (page 1: none). */
export function searchPath(locale: Locale, query = "", page = 1): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (page > 1) params.set("page", String(page));
  const root = `${blogRoot(locale)}/${locale === "cs" ? "hledat" : "search"}`;
  return params.size > 0 ? `${root}?${params}` : root;
}

/** Where a language's category pages start: /blog/category/, /cs/blog/kategorie/. */
export const categoryRoot = (locale: Locale): string =>
  `${blogRoot(locale)}/${locale === "cs" ? "kategorie" : "category"}/`;

/** The address of a category's list page; page 1 has no query. */
export function categoryPath(slug: string, locale: Locale, page = 1): string {
  const path = `${categoryRoot(locale)}${encodeURIComponent(slug)}`;
  return page <= 1 ? path : `${path}?page=${page}`;
}

/** Where a language's author pages start: /blog/author/, /cs/blog/autor/. */
export const authorRoot = (locale: Locale): string =>
  `${blogRoot(locale)}/${locale === "cs" ? "autor" : "author"}/`;

/** The address of an author's page; page 1 has no query. */
export function authorPath(slug: string, locale: Locale, page = 1): string {
  const path = `${authorRoot(locale)}${encodeURIComponent(slug)}`;
  return page <= 1 ? path : `${path}?page=${page}`;
}

/** The RSS feed of a language's blog. */
export const feedPath = (locale: Locale): string => `${blogRoot(locale)}/feed.xml`;

/** An editor's preview of a draft (English only, never listed). */
export const previewPath = (id: string | number): string => `/blog/preview/${id}`;

/** Where the social cards live: one per page without parameters, per page of the blog list, per post. */
export const SOCIAL_ROOT = "/social/";

/** The card of a page by its card name ("home", "cs-produkty"); the blog list's later pages add their number. */
export const pageCardPath = (name: string, blogPage = 1): string =>
  blogPage > 1 ? `${SOCIAL_ROOT}${name}-page-${blogPage}.png` : `${SOCIAL_ROOT}${name}.png`;

/** Where a language's post cards live: /social/blog/, /social/cs/blog/. */
export const postCardRoot = (locale: Locale): string => `${SOCIAL_ROOT}${locale === "cs" ? "cs/" : ""}blog/`;

/** The card of a post: /social/blog/{slug}.png, /social/cs/blog/{slug}.png. */
export const postCardPath = (slug: string, locale: Locale): string =>
  `${postCardRoot(locale)}${encodeURIComponent(slug)}.png`;

/**
 * An editor's page (WordPress's pages, content/pages/*.md) sits at the top: /{slug}, /cs/{slug}. The site's own
 * routes rank above it, so a page never takes an address the site uses.
 */
export const editorPagePath = (slug: string, locale: Locale): string =>
  `${locale === "cs" ? "/cs/" : "/"}${encodeURIComponent(slug)}`;

/** Where a language's editor page cards live: /social/page/, /social/cs/page/. */
export const editorPageCardRoot = (locale: Locale): string =>
  `${SOCIAL_ROOT}${locale === "cs" ? "cs/" : ""}page/`;

/** The card of an editor's page: /social/page/{slug}.png, /social/cs/page/{slug}.png. */
export const editorPageCardPath = (slug: string, locale: Locale): string =>
  `${editorPageCardRoot(locale)}${encodeURIComponent(slug)}.png`;

/** The language of a post card, read from its address (postCardPath's inverse). */
export const postCardLocale = (pathname: string): Locale =>
  pathname.startsWith(`${SOCIAL_ROOT}cs/`) ? "cs" : "en";

/**
 * The proxy: GET /api/wordpress?path=/posts&params=<WordPress's own query, encoded>. The English blog's
 * queries are WordPress's; the Czech blog's add `lang=cs` (Polylang's name for it).
 */
export const PROXY_PATH = "/api/wordpress";
export const PROXY_POSTS_PATH = "/posts";

export function proxyUrl(params: string): string {
  return `${PROXY_PATH}?path=${encodeURIComponent(PROXY_POSTS_PATH)}&params=${encodeURIComponent(params)}`;
}

/**
 * What one proxy request means: a page of a list (of a category when `category` is set) or one post, in a
 * language (English when absent). app/server/proxy/params.server.ts reads a query into this.
 */
export type ProxyQuery =
  | { kind: "list"; page: number; perPage: number; category?: string; lang?: Locale }
  | { kind: "post"; slug: string; lang?: Locale };

/**
 * The one spelling of a proxy request: the spec's order (`_embed&per_page=9&page=2`, `slug={slug}&_embed`),
 * numbers as plain decimals, then `lang` only for Czech and `category` last. The site's own calls are written
 * by it, and the response cache keys every other spelling on it (docs/decisions/034-one-spelling-of-proxy-params.md).
 * Slugs are already encoded for the query.
 */
export function canonicalProxyParams(query: ProxyQuery): string {
  const lang = query.lang === undefined || query.lang === "en" ? "" : `&lang=${query.lang}`;
  if (query.kind === "post") return `slug=${query.slug}&_embed${lang}`;
  const category = query.category === undefined ? "" : `&category=${query.category}`;
  return `_embed&per_page=${query.perPage}&page=${query.page}${lang}${category}`;
}

/** A page of the list. */
export const listParams = (page: number, lang: Locale = "en") =>
  canonicalProxyParams({ kind: "list", page, perPage: POSTS_PER_PAGE, lang });

/** One post by its slug (already encoded for the query). */
export const slugParams = (slug: string, lang: Locale = "en") =>
  canonicalProxyParams({ kind: "post", slug, lang });

/** A page of a category's list (the slug already encoded for the query). */
export const categoryParams = (slug: string, page: number, lang: Locale = "en") =>
  canonicalProxyParams({ kind: "list", page, perPage: POSTS_PER_PAGE, lang, category: slug });
