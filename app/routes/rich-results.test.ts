// What a link preview and a search engine read, checked as they read it: the server's HTML without scripts,
// each page's social card fetched and measured, the sitemap against the sitemaps.org schema, the feed through a
// real feed parser, and one post's time compared across JSON-LD, Open Graph, sitemap and feed. Asked of the
// whole site in this process (tests/support/in-process-site.ts), its pages read by an HTML parser.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseFeed } from "@rowanmanning/feed-parser";
import { imageSize } from "image-size";
import { afterAll, beforeAll, expect, test } from "vitest";
import { validateXML } from "xmllint-wasm";
import { fetchListAt, fetchPostAt, textOf } from "#tests/support/blog-helpers";
import { type Head, readHead as readHeadAt } from "#tests/support/html-head";
import { type InProcessSite, startInProcessSite } from "#tests/support/in-process-site";

/** The sitemaps.org schema (sitemap/schema/sitemap.xsd, shipped by the `sitemap` package, which exports no path to it). */
const SITEMAP_XSD = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve("sitemap")),
  "../../schema/sitemap.xsd",
);

const readHead = (path: string) => readHeadAt(site.url, path);

/** A GET of the site, its headers as one object (lower-case names). */
async function get(url: string) {
  const response = await fetch(new URL(url, site.url));
  return { response, headers: Object.fromEntries(response.headers) };
}

/** Every address the sitemap lists, as paths, plus the later pages of the blog list. */
async function everyPage(): Promise<string[]> {
  const xml = await (await fetch(`${site.url}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const { totalPages } = await fetchListAt(site.url);
  for (let page = 2; page <= totalPages; page++) paths.push(`/blog?page=${page}`);
  return paths;
}

/** A post's page (not a category's). */
const isPost = (url: string) => /^\/blog\/(?!category\/)[^/?]+$/.test(url);

const byType = (head: Head, type: string) => head.jsonLd.find((block) => block["@type"] === type);
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;

/** Fetches an image and returns its type and size, failing on anything but a PNG or JPEG. */
async function measure(url: string) {
  const { response, headers } = await get(url);
  expect(response.status, url).toBe(200);
  const body = new Uint8Array(await response.arrayBuffer());
  const { type, width, height } = imageSize(body);
  expect(["png", "jpg"], url).toContain(type);
  expect(headers["content-type"], url).toBe(type === "png" ? "image/png" : "image/jpeg");
  return { type, width, height, bytes: body.length, cacheControl: headers["cache-control"] };
}

// The pages are read once, then each test looks at them.
let site: InProcessSite;
let baseURL: string;
let heads: Head[] = [];
beforeAll(async () => {
  site = await startInProcessSite();
  baseURL = site.url;
  // Every post, page, category and author in both languages: well over a hundred addresses.
  const paths = await everyPage();
  // Read four at once, each reader taking the next address; kept in the sitemap's order.
  const read: Head[] = [];
  let next = 0;
  const reader = async () => {
    for (let at = next++; at < paths.length; at = next++) read[at] = await readHead(paths[at]!);
  };
  await Promise.all([reader(), reader(), reader(), reader()]);
  heads = read;
}, 300_000);
afterAll(() => site?.stop());

test("every page and every post has a description of 50-160 characters, unique to its address", async () => {
  expect(heads.length).toBeGreaterThan(15);
  const seen = new Map<string, string>();
  for (const head of heads) {
    expect(head.status, head.url).toBe(200);
    expect(head.description.length, `${head.url}: "${head.description}"`).toBeGreaterThanOrEqual(50);
    expect(head.description.length, `${head.url}: "${head.description}"`).toBeLessThanOrEqual(160);
    expect(seen.get(head.description), `${head.url} repeats ${seen.get(head.description)}`).toBeUndefined();
    seen.set(head.description, head.url);
    expect(head.meta["og:description"], head.url).toBe(head.description);
  }
  const titles = new Set(heads.map((head) => head.title));
  expect(titles.size).toBe(heads.length);
});

test("a post's description is its excerpt, whole when it fits, else cut on a word boundary", async () => {
  const posts = heads.filter((h) => isPost(h.url));
  for (const head of posts) {
    const post = await fetchPostAt(site.url, head.url.split("/").pop()!);
    const excerpt = textOf(post!.excerpt.rendered)
      .replace(/\s+/g, " ")
      .replace(/\s*\[…\]$/, "");
    const { description } = head;
    if (excerpt.length >= 50 && excerpt.length <= 160) expect(description, head.url).toBe(excerpt);
    else if (excerpt.length > 160) {
      expect(description.endsWith("…"), head.url).toBe(true);
      const cut = description.slice(0, -1);
      expect(excerpt.startsWith(cut), head.url).toBe(true);
      // The cut falls between words: the excerpt goes on with a space or punctuation, not inside a word.
      expect(excerpt.charAt(cut.length), head.url).toMatch(/[\s,.;:!?–—-]/);
    } else expect(description, head.url).toContain(excerpt);
  }
});

// Each card is drawn on request, here in this process: one for every post and page, tens of seconds on a busy
// machine.
test("every page's social card is a 1200x630 PNG or JPEG under 300 KB, on our origin, with its tags", async () => {
  const measured = new Map<string, Awaited<ReturnType<typeof measure>>>();
  for (const head of heads) {
    const image = head.meta["og:image"]!;
    expect(new URL(image).origin, head.url).toBe(new URL(baseURL).origin);
    expect(head.meta["twitter:image"], head.url).toBe(image);
    expect(head.meta["twitter:card"], head.url).toBe("summary_large_image");
    expect(head.meta["og:image:width"], head.url).toBe("1200");
    expect(head.meta["og:image:height"], head.url).toBe("630");
    expect(head.meta["og:image:alt"]?.length, head.url).toBeGreaterThan(10);
    const card = measured.get(image) ?? (await measure(image));
    measured.set(image, card);
    expect([card.width, card.height], image).toEqual([1200, 630]);
    expect(card.bytes, image).toBeLessThanOrEqual(300 * 1024);
    expect(card.cacheControl, image).toMatch(/public, max-age=\d+/);
  }
  // Each post and each page of the list has a card of its own.
  const posts = heads.filter((h) => isPost(h.url));
  expect(new Set(posts.map((h) => h.meta["og:image"])).size).toBe(posts.length);
  expect(posts.every((h) => /\/social\/blog\/[a-z0-9-]+\.png$/.test(h.meta["og:image"]!))).toBe(true);
}, 120_000);

test("every page's JSON-LD has what rich results require", async () => {
  const logos = new Set<string>();
  for (const head of heads) {
    const organization = byType(head, "Organization") as { name: string; url: string; logo: { url: string } };
    expect(organization, head.url).toBeDefined();
    expect(organization.name, head.url).toBeTruthy();
    expect(organization.url, head.url).toMatch(/^https?:\/\//);
    logos.add(organization.logo.url);
    if (!isPost(head.url)) continue;

    const posting = byType(head, "BlogPosting") as Record<string, unknown> & {
      image: (string | { url: string; width: number; height: number })[];
      author: { name: string; url?: string };
      publisher: { name: string; logo: { url: string } };
    };
    expect(posting, head.url).toBeDefined();
    expect(posting.headline, head.url).toBeTruthy();
    expect((posting.headline as string).length, head.url).toBeLessThanOrEqual(110);
    expect(posting.datePublished, head.url).toMatch(ISO_WITH_OFFSET);
    expect(posting.dateModified, head.url).toMatch(ISO_WITH_OFFSET);
    expect(Date.parse(posting.dateModified as string)).toBeGreaterThanOrEqual(
      Date.parse(posting.datePublished as string),
    );
    expect(posting.author.name, head.url).toBeTruthy();
    expect(posting.publisher.name, head.url).toBeTruthy();
    logos.add(posting.publisher.logo.url);
    expect(posting.mainEntityOfPage, head.url).toMatchObject({ "@id": head.canonical });
    // Its images: the card (1200x630) always, the cover beside it when the post has one.
    expect(posting.image.length, head.url).toBeGreaterThanOrEqual(1);
    const card = posting.image.find((image) => typeof image !== "string") as { url: string };
    expect(card.url, head.url).toBe(head.meta["og:image"]);
    for (const image of posting.image) {
      const { response } = await get(typeof image === "string" ? image : image.url);
      await response.arrayBuffer();
      expect(response.status, head.url).toBe(200);
    }

    const trail = byType(head, "BreadcrumbList") as { itemListElement: Record<string, unknown>[] };
    for (const crumb of trail.itemListElement)
      expect(Object.keys(crumb)).toEqual(["@type", "position", "name", "item"]);
  }
  // One logo for the company everywhere: a PNG of at least 112x112.
  expect(logos.size).toBe(1);
  const logo = await measure([...logos][0]!);
  expect(logo.type).toBe("png");
  expect(logo.width).toBeGreaterThanOrEqual(112);
  expect(logo.height).toBeGreaterThanOrEqual(112);
});

test("/sitemap.xml is valid against the sitemaps.org schema", async () => {
  const xml = await (await fetch(`${site.url}/sitemap.xml`)).text();
  // Language alternates (xhtml:link) are checked too: the sitemaps.org schema validates them strictly.
  expect(xml).toContain('<xhtml:link rel="alternate" hreflang="cs"');
  const schemas = (file: string) => fileURLToPath(new URL(`../../tests/support/${file}`, import.meta.url));
  const result = await validateXML({
    xml: [{ fileName: "sitemap.xml", contents: xml }],
    schema: [
      {
        fileName: "sitemap-with-alternates.xsd",
        contents: await readFile(schemas("sitemap-with-alternates.xsd"), "utf8"),
      },
    ],
    preload: [
      { fileName: "sitemap.xsd", contents: await readFile(SITEMAP_XSD, "utf8") },
      { fileName: "xhtml-link.xsd", contents: await readFile(schemas("xhtml-link.xsd"), "utf8") },
    ],
  });
  expect(result.errors).toEqual([]);
  expect(result.valid).toBe(true);
  // lastmod carries a time and its offset, not a bare day.
  const lastmods = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]!);
  expect(lastmods.length).toBeGreaterThan(10);
  for (const lastmod of lastmods) expect(lastmod).toMatch(ISO_WITH_OFFSET);
});

test("the feed reads in a real feed parser, every item dated and linked", async () => {
  const { response, headers } = await get("/blog/feed.xml");
  expect(headers["content-type"]).toContain("application/rss+xml");
  const feed = parseFeed(await response.text());
  expect(feed.meta.type).toBe("rss");
  expect(feed.title).toMatch(/Research Blog/);
  expect(feed.items.length).toBeGreaterThan(10);
  for (const item of feed.items) {
    expect(item.title).toBeTruthy();
    expect(item.url).toMatch(new RegExp(`^${baseURL}/blog/[a-z0-9-]+$`));
    expect(item.published?.getTime()).not.toBeNaN();
  }
});

test("one post's time is the same instant with the same offset in JSON-LD, Open Graph, sitemap and feed", async () => {
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
  const feedXml = await (await fetch(`${site.url}/blog/feed.xml`)).text();
  const feed = parseFeed(feedXml);
  const posts = heads.filter((h) => isPost(h.url));
  expect(posts.length).toBeGreaterThan(10);
  for (const head of posts) {
    const posting = byType(head, "BlogPosting") as { datePublished: string; dateModified: string };
    const published = posting.datePublished;
    const lastmod = new RegExp(`<loc>${baseURL}${head.url}</loc><lastmod>([^<]+)</lastmod>`).exec(
      sitemap,
    )?.[1];
    const item = feed.items.find((entry) => entry.url === baseURL + head.url);
    const pubDate = item
      ? new RegExp(`<link>${baseURL}${head.url}</link>[\\s\\S]*?<pubDate>([^<]+)</pubDate>`).exec(
          feedXml,
        )?.[1]
      : undefined;

    // JSON-LD and Open Graph print the very same strings.
    expect(head.meta["article:published_time"], head.url).toBe(published);
    expect(head.meta["article:modified_time"], head.url).toBe(posting.dateModified);
    // The sitemap's lastmod is the post's last change, printed the same way.
    expect(lastmod, head.url).toBe(posting.dateModified);
    if (!pubDate) continue; // older posts than the feed holds
    // The feed's RFC 822 date is the same instant with the same offset (+02:00 there is +0200 here).
    expect(item!.published!.getTime(), head.url).toBe(Date.parse(published));
    expect(pubDate.slice(-5), head.url).toBe(published.slice(-6).replace(":", ""));
    expect(pubDate, head.url).toContain(published.slice(11, 19));
  }
});
