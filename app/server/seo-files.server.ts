// /sitemap.xml, /robots.txt and /blog/feed.xml, built from the posts service and SITE_URL.
import { company } from "~/content/company";
import { BLOG_SUBTITLE } from "~/content/pages";
import { isoWithOffset, modifiedAt, publishedAt, rfc822WithOffset } from "~/server/post-instants.server";
import { htmlToText } from "~/lib/html-text";
import { FEED_SIZE, type Post } from "~/lib/posts";
import { siteUrl } from "~/lib/site-url.server";
import { NO_STORE, SHARED_FIVE_MINUTES } from "./cache-control.server";
import { config } from "./config.server";
import { allPosts, listPosts, PostsUnavailableError } from "./posts.server";
import { SLUG_PATTERN } from "./sources/source.server";
import { xmlEscape } from "./xml.server";

/** Every page of the site that has no parameter (app/routes.ts; a test keeps the two in step). */
export const STATIC_PATHS = ["/", "/products", "/blog", "/contact", "/privacy-policy", "/accessibility"];

const postPath = (post: Post) => `/blog/${encodeURIComponent(post.slug)}`;

/** Every category that has a published post, in the order first met (newest post first), once. */
function categoryPaths(posts: Post[]): string[] {
  const slugs = posts.flatMap((post) => (post._embedded?.["wp:term"]?.[0] ?? []).map((term) => term.slug));
  return [...new Set(slugs.filter((slug): slug is string => !!slug && SLUG_PATTERN.test(slug)))].map(
    (slug) => `/blog/category/${slug}`,
  );
}

export function sitemapXml(base: string, posts: Post[], timeZone: string): string {
  // A post's last change, with its offset, for <lastmod>; a post without a valid date has none.
  const lastmod = (post: Post) => {
    const instant = modifiedAt(post, timeZone);
    return instant ? isoWithOffset(instant) : undefined;
  };
  const newest = posts
    .map((post) => modifiedAt(post, timeZone))
    .reduce<ReturnType<typeof modifiedAt>>((a, b) => (b && (!a || b > a) ? b : a), null);
  const url = (path: string, day?: string) =>
    `  <url><loc>${xmlEscape(base + path)}</loc>${day ? `<lastmod>${day}</lastmod>` : ""}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_PATHS.map((path) => url(path, path === "/blog" && newest ? isoWithOffset(newest) : undefined)),
    ...categoryPaths(posts).map((path) => url(path)),
    ...posts.map((post) => url(postPath(post), lastmod(post))),
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(base: string): string {
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

export function feedXml(base: string, posts: Post[], timeZone: string): string {
  // pubDate is optional in RSS: a post without a valid date goes without.
  const pubDate = (post: Post) => {
    const instant = publishedAt(post, timeZone);
    return instant ? rfc822WithOffset(instant) : undefined;
  };
  const newest = posts.map(pubDate).find(Boolean);
  const items = posts.map((post) => {
    const link = xmlEscape(base + postPath(post));
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
    `    <title>${xmlEscape(`Research Blog | ${company.brand}`)}</title>`,
    `    <link>${xmlEscape(base)}/blog</link>`,
    `    <atom:link href="${xmlEscape(base)}/blog/feed.xml" rel="self" type="application/rss+xml"/>`,
    `    <description>${xmlEscape(BLOG_SUBTITLE)}</description>`,
    "    <language>en</language>",
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

/** Posts could not be read: 503 so crawlers and feed readers come back later instead of dropping pages. */
function unavailable(error: unknown): Response {
  if (!(error instanceof PostsUnavailableError)) throw error;
  return text("Blog posts are temporarily unavailable.\n", "text/plain", 503, {
    "Cache-Control": NO_STORE,
    "Retry-After": "300",
  });
}

export async function sitemapResponse(): Promise<Response> {
  try {
    return text(sitemapXml(siteUrl(), await allPosts(), config().siteTimeZone), "application/xml");
  } catch (error) {
    return unavailable(error);
  }
}

export function robotsResponse(): Response {
  return text(robotsTxt(siteUrl()), "text/plain");
}

export async function feedResponse(): Promise<Response> {
  try {
    const { data } = await listPosts(1, FEED_SIZE);
    return text(feedXml(siteUrl(), data, config().siteTimeZone), "application/rss+xml");
  } catch (error) {
    return unavailable(error);
  }
}
