// What machines read: /sitemap.xml, /robots.txt, the feeds (/blog/feed.xml, /cs/blog/feed.xml) and a post's
// citation (citation-formats.server.ts), built from the posts service
// and SITE_URL. The sitemap lists every page in both languages, each with its alternates (xhtml:link).
export { CITATION_FILES, citationFile, isCitationFile } from "./citation-formats.server";
/** @internal */
export { formatReference } from "./citation-formats.server";
export { createReferences, type References } from "./references.server";
export { type PostTimes, postTimes, referenceOf } from "./post-page.server";
export { cslItem } from "./citation-item.server";
import { categoryAlternates, editorPageAlternates, postAlternates } from "~/lib/post-fields";
import { company } from "~/content/company";
import { messagesFor } from "~/content/messages";
import { isoWithOffset, modifiedAt, publishedAt, rfc822WithOffset } from "./post-instants.server";
import { htmlToText } from "~/lib/html-text";
import { categoryPath, feedPath, postPath } from "~/lib/blog-urls";
import { DEFAULT_LOCALE, type Locale, LOCALES, pathOf } from "~/content/locales";
import { fillParameter, patternsOf } from "~/lib/route-patterns";
import { type Listed, ROUTES } from "~/route-facts";
import { type Alternates } from "~/lib/i18n";
import { FEED_SIZE, type Post } from "~/lib/posts";
import { NO_STORE, RETRY_AFTER_SECONDS, retryAfter, SHARED_FIVE_MINUTES } from "~/server/http/http.server";
import type { Config } from "~/server/config.server";
import { keyOfPage, LISTS_KEY, surrogateKeys } from "~/server/changes/changes.server";
import {
  type EditorPagesService,
  type PostsService,
  PostsUnavailableError,
  SLUG_PATTERN,
} from "~/server/posts/posts.server";
import { xmlEscape } from "./xml.server";

/** A language's patterns of the routes the sitemap lists so (a route without languages counts as English). */
const listed = (how: Listed[], lang: Locale) =>
  ROUTES.filter((route) => route.sitemap !== undefined && how.includes(route.sitemap)).flatMap((route) =>
    patternsOf(route)
      .filter(({ locale = DEFAULT_LOCALE }) => locale === lang)
      .map(({ pattern }) => ({ route, pattern })),
  );
const PAGES: Listed[] = ["page", "page dated by the newest post"];

/**
 * Every page the sitemap lists by its one address, in both languages (app/routes.ts; a test keeps them in step).
 * @internal
 */
export const STATIC_PATHS = LOCALES.flatMap((lang) => listed(PAGES, lang).map(({ pattern }) => pattern));

/** Every category that has a published post, in the order first met (newest post first), once. */
function categorySlugs(posts: Post[]): string[] {
  const slugs = posts.flatMap((post) => (post._embedded?.["wp:term"]?.[0] ?? []).map((term) => term.slug));
  return [...new Set(slugs.filter((slug): slug is string => !!slug && SLUG_PATTERN.test(slug)))];
}

/** Every author of a published post who has a page (a slug), in the order first met, once. */
function authorSlugs(posts: Post[]): string[] {
  const slugs = posts.map((post) => post._embedded?.author?.[0]?.slug);
  return [...new Set(slugs.filter((slug): slug is string => !!slug && SLUG_PATTERN.test(slug)))];
}

/** A page's alternates as sitemaps write them (the same as the page's hreflang links), when it has another. */
function alternateLinks(base: string, alternates: Alternates): string {
  if (Object.keys(alternates).length < 2) return "";
  const link = (lang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${lang}" href="${xmlEscape(base + path)}"/>`;
  const links = LOCALES.flatMap((lang) => (alternates[lang] ? [link(lang, alternates[lang])] : []));
  return links.join("") + (alternates.en ? link("x-default", alternates.en) : "");
}

/** Category pages' alternates by their path: each category paired with its twin in the other language. */
type CategoryTwins = Map<string, Alternates>;

/** The twins of every category the sitemap lists; a category that cannot be read now is listed alone. */
async function categoryTwins(posts: PostsService, blogs: Record<Locale, Post[]>): Promise<CategoryTwins> {
  const twins: CategoryTwins = new Map();
  const lookups = LOCALES.flatMap((lang) =>
    categorySlugs(blogs[lang]).map(async (slug) => {
      const category = await posts.categoryCached(slug, { lang }).then(
        (found) => found.value,
        () => null,
      );
      if (category) twins.set(categoryPath(slug, lang), categoryAlternates(category, lang));
    }),
  );
  await Promise.all(lookups);
  return twins;
}

/**
 * `posts`: the English blog's; `czechPosts`: the Czech blog's (the same posts when WordPress has no languages);
 * `pages`: each language's editors' pages; `twins`: the categories' alternates.
 * @internal
 */
export function sitemapXml(
  base: string,
  posts: Post[],
  timeZone: string,
  czechPosts: Post[] = [],
  pages: Partial<Record<Locale, Post[]>> = {},
  twins: CategoryTwins = new Map(),
): string {
  // A post's last change, with its offset, for <lastmod>; a post without a valid date has none.
  const lastmod = (post: Post) => {
    const instant = modifiedAt(post, timeZone);
    return instant ? isoWithOffset(instant) : undefined;
  };
  const newestOf = (list: Post[]) =>
    list
      .map((post) => modifiedAt(post, timeZone))
      .reduce<ReturnType<typeof modifiedAt>>((a, b) => (b && (!a || b > a) ? b : a), null);
  const newest = { en: newestOf(posts), cs: newestOf(czechPosts) };
  const url = (path: string, { day, alternates = {} }: { day?: string; alternates?: Alternates }) =>
    `  <url><loc>${xmlEscape(base + path)}</loc>${day ? `<lastmod>${day}</lastmod>` : ""}${alternateLinks(base, alternates)}</url>`;
  const blogs = { en: posts, cs: czechPosts };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...LOCALES.flatMap((lang) =>
      listed(PAGES, lang).map(({ route, pattern }) => {
        const dated = route.sitemap === "page dated by the newest post" && newest[lang];
        return url(pattern, {
          ...(dated && { day: isoWithOffset(dated) }),
          alternates: typeof route.path === "object" ? route.path : {},
        });
      }),
    ),
    ...LOCALES.flatMap((lang) =>
      listed(["each category"], lang).flatMap(({ pattern }) =>
        categorySlugs(blogs[lang]).map((slug) => {
          const path = fillParameter(pattern, slug);
          return url(path, { alternates: twins.get(path) });
        }),
      ),
    ),
    ...LOCALES.flatMap((lang) =>
      // An author's page answers in both languages (their bio, their posts there): each is the other's alternate.
      listed(["each author"], lang).flatMap(({ route, pattern }) =>
        authorSlugs(blogs[lang]).map((slug) => {
          const paths: Record<string, string> = typeof route.path === "object" ? route.path : {};
          const alternates = Object.fromEntries(
            Object.entries(paths).map(([locale, other]) => [locale, fillParameter(other, slug)]),
          );
          return url(fillParameter(pattern, slug), { alternates });
        }),
      ),
    ),
    ...LOCALES.flatMap((lang) =>
      listed(["each post"], lang).flatMap(({ pattern }) =>
        blogs[lang].map((post) =>
          url(fillParameter(pattern, post.slug), { day: lastmod(post), alternates: postAlternates(post) }),
        ),
      ),
    ),
    ...LOCALES.flatMap((lang) =>
      listed(["each page"], lang).flatMap(({ pattern }) =>
        (pages[lang] ?? []).map((page) =>
          url(fillParameter(pattern, page.slug), {
            day: lastmod(page),
            alternates: editorPageAlternates(page),
          }),
        ),
      ),
    ),
    "</urlset>",
    "",
  ].join("\n");
}

function robotsTxt(base: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${base}/sitemap.xml`, ""].join("\n");
}

/** Root-relative links and images (srcset candidates too) in post HTML made absolute, as feed readers need. */
function absolutize(html: string, base: string): string {
  return html
    .replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${base}/`)
    .replace(/(\ssrcset=")([^"]*)"/g, (_, attribute: string, list: string) => {
      return `${attribute}${list.replace(/(^|,\s*)\/(?!\/)/g, `$1${base}/`)}"`;
    });
}

/** @internal */
export function feedXml(base: string, posts: Post[], timeZone: string, lang: Locale = "en"): string {
  const blog = messagesFor(lang).blog;
  const blogPath = pathOf("blog", lang);
  // pubDate is optional in RSS: a post without a valid date goes without.
  const pubDate = (post: Post) => {
    const instant = publishedAt(post, timeZone);
    return instant ? rfc822WithOffset(instant) : undefined;
  };
  const newest = posts.map(pubDate).find(Boolean);
  const items = posts.map((post) => {
    const link = xmlEscape(base + postPath(post.slug, lang));
    const author = post._embedded?.author?.[0]?.name;
    const categories = post._embedded?.["wp:term"]?.[0] ?? [];
    const published = pubDate(post);
    return [
      "    <item>",
      `      <title>${xmlEscape(htmlToText(post.title.rendered))}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      ...(published ? [`      <pubDate>${published}</pubDate>`] : []),
      ...(author ? [`      <dc:creator>${xmlEscape(author)}</dc:creator>`] : []),
      ...categories.map((term) => `      <category>${xmlEscape(term.name)}</category>`),
      `      <description>${xmlEscape(absolutize(post.excerpt.rendered, base))}</description>`,
      `      <content:encoded>${xmlEscape(absolutize(post.content.rendered, base))}</content:encoded>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${xmlEscape(`${blog.title} | ${company.brand}`)}</title>`,
    `    <link>${xmlEscape(base)}${blogPath}</link>`,
    `    <atom:link href="${xmlEscape(base)}${feedPath(lang)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${xmlEscape(blog.subtitle)}</description>`,
    `    <language>${lang}</language>`,
    ...(newest ? [`    <lastBuildDate>${newest}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

function text(body: string, type: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { "Content-Type": `${type}; charset=utf-8`, "Cache-Control": SHARED_FIVE_MINUTES, ...headers },
  });
}

/** What the SEO files read: the settings and the posts. */
type SeoServices = { config: Config; posts: PostsService; pages?: EditorPagesService };

/** Posts could not be read: 503 so crawlers and feed readers come back later instead of dropping pages. */
function unavailable(error: unknown): Response {
  if (!(error instanceof PostsUnavailableError)) throw error;
  return text("Blog posts are temporarily unavailable.\n", "text/plain", 503, {
    "Cache-Control": NO_STORE,
    ...retryAfter(RETRY_AFTER_SECONDS.crawlerFiles),
  });
}

export async function sitemapResponse({ config, posts, pages }: SeoServices): Promise<Response> {
  try {
    const [english, czech, en, cs] = await Promise.all([
      posts.allPosts({ lang: "en" }),
      posts.allPosts({ lang: "cs" }),
      pages ? pages.allPages({ lang: "en" }) : [],
      pages ? pages.allPages({ lang: "cs" }) : [],
    ]);
    const twins = await categoryTwins(posts, { en: english, cs: czech });
    const xml = sitemapXml(config.siteUrl, english, config.siteTimeZone, czech, { en, cs }, twins);
    const listedPosts = [...english, ...czech].map((post) => post.slug);
    return text(
      xml,
      "application/xml",
      200,
      surrogateKeys({ lang: "en", is: [LISTS_KEY, "sitemap"], posts: listedPosts }),
    );
  } catch (error) {
    return unavailable(error);
  }
}

export function robotsResponse({ config }: Pick<SeoServices, "config">): Response {
  return text(
    robotsTxt(config.siteUrl),
    "text/plain",
    200,
    surrogateKeys({ lang: "en", is: [keyOfPage("en")] }),
  );
}

export async function feedResponse({ config, posts }: SeoServices, lang: Locale = "en"): Promise<Response> {
  try {
    const { data } = await posts.listPosts(1, { perPage: FEED_SIZE, lang });
    const keys = surrogateKeys({
      lang,
      is: [LISTS_KEY, `feed-${lang}`],
      posts: data.map((post) => post.slug),
    });
    return text(feedXml(config.siteUrl, data, config.siteTimeZone, lang), "application/rss+xml", 200, keys);
  } catch (error) {
    return unavailable(error);
  }
}
