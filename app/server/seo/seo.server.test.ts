import { createRequire } from "node:module";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HOSTILE_DATES, UNSAFE_SLUG } from "#tests/support/fake-wordpress";
import { withFakeWordPress } from "#tests/support/fake-wordpress-vitest";
import type { Post } from "~/lib/posts";
import { testServices } from "#tests/support/services";
import {
  feedResponse,
  feedXml,
  robotsResponse,
  sitemapResponse,
  sitemapXml,
  STATIC_PATHS,
} from "./seo.server";

const SITE = "https://www.example.com";

// jsdom ships no type declarations; only its DOMParser is used here.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new () => { window: { DOMParser: typeof DOMParser } };
};

/** Parses XML strictly; fails the test on a document that is not well-formed. */
function parseXml(xml: string): Document {
  const doc = new new JSDOM().window.DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

const texts = (doc: Document | Element, tag: string) =>
  [...doc.getElementsByTagName(tag)].map((e) => e.textContent ?? "");

const wp = withFakeWordPress();
beforeEach(() => {
  vi.stubEnv("SITE_URL", SITE);
  vi.stubEnv("WORDPRESS_API_URL", "");
});
afterEach(async () => {
  vi.unstubAllEnvs();
});

/** What a hostile date could leave in a document if it got through. */
const HOSTILE_TEXT = /evil|<script|99:00|2024-13|0000-00|20240101|Invalid Date/;
const hostileLink = (slug: string) => `${SITE}/blog/${slug}`;

/** A post as the sources answer it, for the documents' own tests. */
const aPost = (slug: string, date: string): Post => ({
  id: slug.length,
  slug,
  date,
  title: { rendered: slug },
  excerpt: { rendered: "<p>x</p>" },
  content: { rendered: "<p>x</p>" },
});

describe("/sitemap.xml", () => {
  it("lists every static page and every post of the embedded blog", async () => {
    const response = await sitemapResponse(testServices());
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const locs = texts(parseXml(await response.text()), "loc");
    for (const path of STATIC_PATHS) expect(locs).toContain(SITE + path);
    expect(locs).toContain(`${SITE}/blog/introducing-multispin`);
    expect(locs).toContain(`${SITE}/blog/working-with-czech-universities`);
    expect(locs.filter((l) => l.startsWith(`${SITE}/blog/`)).length).toBeGreaterThanOrEqual(14);
    // Each category with a post, once, without a date of its own.
    expect(locs).toContain(`${SITE}/blog/category/research`);
    expect(locs).toContain(`${SITE}/blog/category/company-news`);
    const categories = locs.filter((l) => l.startsWith(`${SITE}/blog/category/`));
    expect(new Set(categories).size).toBe(categories.length);
  });

  it("pairs each category with its twin in the other language, as the category pages do", async () => {
    const xml = await (await sitemapResponse(testServices())).text();
    const pair = `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/blog/category/research"/><xhtml:link rel="alternate" hreflang="cs" href="${SITE}/cs/blog/kategorie/vyzkum"/><xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/blog/category/research"/>`;
    expect(xml).toContain(`<loc>${SITE}/blog/category/research</loc>${pair}</url>`);
    expect(xml).toContain(`<loc>${SITE}/cs/blog/kategorie/vyzkum</loc>${pair}</url>`);
    const categories = [...parseXml(xml).getElementsByTagName("url")].filter((url) =>
      /\/(category|kategorie)\//.test(url.getElementsByTagName("loc")[0]!.textContent!),
    );
    for (const url of categories) expect(url.getElementsByTagName("xhtml:link")).toHaveLength(3);
  });

  it("lists each author of a published post once per language, with the other language as alternate", async () => {
    const xml = await (await sitemapResponse(testServices())).text();
    const locs = texts(parseXml(xml), "loc");
    const authors = locs.filter((l) => l.startsWith(`${SITE}/blog/author/`)).sort();
    expect(authors).toEqual(
      ["jana-novakova", "martin-kral", "petra-svobodova", "tomas-dvorak"].map(
        (s) => `${SITE}/blog/author/${s}`,
      ),
    );
    // Martin Král has written no Czech post yet: his Czech page is not listed.
    expect(locs.filter((l) => l.startsWith(`${SITE}/cs/blog/autor/`)).sort()).toEqual(
      ["jana-novakova", "petra-svobodova", "tomas-dvorak"].map((s) => `${SITE}/cs/blog/autor/${s}`),
    );
    expect(xml).toContain(
      `<loc>${SITE}/blog/author/jana-novakova</loc><xhtml:link rel="alternate" hreflang="en" href="${SITE}/blog/author/jana-novakova"/><xhtml:link rel="alternate" hreflang="cs" href="${SITE}/cs/blog/autor/jana-novakova"/>`,
    );
  });

  it("lists all 21 posts of WordPress with their dates", async () => {
    vi.stubEnv("WORDPRESS_API_URL", wp().apiUrl);
    const doc = parseXml(await (await sitemapResponse(testServices())).text());
    expect(
      texts(doc, "loc").filter(
        (l) => l.startsWith(`${SITE}/blog/`) && !/\/blog\/(category|author)\//.test(l),
      ),
    ).toHaveLength(21);
    // WordPress's date_gmt (07:30 UTC) printed in the site's zone with its offset.
    expect(texts(doc, "lastmod")).toContain("2025-06-30T09:30:00+02:00");
  });

  it("with hostile dates from WordPress: well-formed, every post listed, only real instants in <lastmod>", async () => {
    vi.stubEnv("WORDPRESS_API_URL", wp().apiUrl);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await wp().setMode("hostile-date");
    const response = await sitemapResponse(testServices());
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).not.toMatch(HOSTILE_TEXT);
    const doc = parseXml(xml);
    expect(
      texts(doc, "loc").filter(
        (l) => l.startsWith(`${SITE}/blog/`) && !/\/blog\/(category|author)\//.test(l),
      ),
    ).toHaveLength(21);
    const lastmods = texts(doc, "lastmod");
    for (const day of lastmods) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
    // 21 posts + /blog, less the posts that have no date any more; in English and in Czech. Then the editors'
    // pages: three English, one Czech (tests/support/fake-wordpress-pages.ts).
    expect(lastmods).toHaveLength(2 * (22 - Object.keys(HOSTILE_DATES).length) + 4);
    for (const url of doc.getElementsByTagName("url")) {
      const loc = url.getElementsByTagName("loc")[0]!.textContent!;
      const dated = url.getElementsByTagName("lastmod").length > 0;
      if (Object.keys(HOSTILE_DATES).some((slug) => loc === hostileLink(slug))) expect(dated).toBe(false);
    }
  });

  it("with absurd totals from WordPress: reads one page and lists the 21 posts", async () => {
    vi.stubEnv("WORDPRESS_API_URL", wp().apiUrl);
    await wp().setMode("absurd-totals", { total: "999999999999", totalPages: "999999999999" });
    wp().clearRequests();
    const doc = parseXml(await (await sitemapResponse(testServices())).text());
    expect(
      texts(doc, "loc").filter(
        (l) => l.startsWith(`${SITE}/blog/`) && !/\/blog\/(category|author)\//.test(l),
      ),
    ).toHaveLength(21);
    // Without a language plugin the Czech blog shows the same posts, each with its English twin.
    expect(
      texts(doc, "loc").filter((l) => l.startsWith(`${SITE}/cs/blog/`) && !/\/(kategorie|autor)\//.test(l)),
    ).toHaveLength(21);
    // And one list of each language's editors' pages (with the slugs of their translations).
    expect([...wp().requests].filter((request) => request.includes("_embed")).sort()).toEqual([
      "/wp-json/wp/v2/pages?_embed&per_page=100&page=1&lang=cs",
      "/wp-json/wp/v2/pages?_embed&per_page=100&page=1&lang=en",
      "/wp-json/wp/v2/posts?_embed&per_page=100&page=1&lang=cs",
      "/wp-json/wp/v2/posts?_embed&per_page=100&page=1&lang=en",
    ]);
  });

  it("dates /blog by the newest post that has a date", () => {
    const doc = parseXml(
      sitemapXml(
        SITE,
        [aPost("undated", ""), aPost("dated", "2025-05-01T10:00:00"), aPost("older", "2025-01-01T10:00:00")],
        "Europe/Prague",
      ),
    );
    const blog = [...doc.getElementsByTagName("url")].find(
      (url) => url.getElementsByTagName("loc")[0]!.textContent === `${SITE}/blog`,
    )!;
    expect(blog.getElementsByTagName("lastmod")[0]!.textContent).toBe("2025-05-01T10:00:00+02:00");
    expect(texts(doc, "lastmod")).toEqual([
      "2025-05-01T10:00:00+02:00",
      "2025-05-01T10:00:00+02:00",
      "2025-01-01T10:00:00+01:00",
    ]);
  });

  it("answers 503 with Retry-After while the posts cannot be read", async () => {
    vi.stubEnv("WORDPRESS_API_URL", wp().apiUrl);
    await wp().setMode("500");
    const response = await sitemapResponse(testServices());
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("300");
  });
});

describe("/robots.txt", () => {
  it("allows everything but the API and names the sitemap", async () => {
    const response = robotsResponse(testServices());
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe(
      `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${SITE}/sitemap.xml\n`,
    );
  });
});

describe("/blog/feed.xml", () => {
  it("is well-formed RSS 2.0 of the newest posts", async () => {
    const response = await feedResponse(testServices());
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const doc = parseXml(await response.text());
    expect(doc.documentElement.tagName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const items = doc.getElementsByTagName("item");
    expect(items.length).toBeGreaterThanOrEqual(14);
    const first = items[0]!;
    expect(first.getElementsByTagName("title")[0]?.textContent).toBe(
      "Company news: a new controlled spinning room in Prague",
    );
    expect(first.getElementsByTagName("link")[0]?.textContent).toBe(
      `${SITE}/blog/new-spinning-room-in-prague`,
    );
    expect(first.getElementsByTagName("pubDate")[0]?.textContent).toBe("Thu, 02 Oct 2025 09:00:00 +0200");
    expect(first.getElementsByTagName("dc:creator")[0]?.textContent).toBe("Ing. Martin Král");
    expect(first.getElementsByTagName("content:encoded")[0]?.textContent).toMatch(
      /<h2 id="user-content-why-we-needed-it">Why we needed it<a class="heading-self-link" href="[^"]*#user-content-why-we-needed-it"/,
    );
  });

  it("escapes titles and content from WordPress; readers get the sanitized HTML as text", async () => {
    vi.stubEnv("WORDPRESS_API_URL", wp().apiUrl);
    const xml = await (await feedResponse(testServices())).text();
    const doc = parseXml(xml);
    const items = [...doc.getElementsByTagName("item")];
    expect(items).toHaveLength(20);
    const unsafe = items.find((i) => i.getElementsByTagName("link")[0]?.textContent?.endsWith(UNSAFE_SLUG))!;
    expect(unsafe.getElementsByTagName("title")[0]?.textContent).toBe("Unsafe markup test");
    expect(unsafe.getElementsByTagName("content:encoded")[0]?.textContent).not.toMatch(
      /<script|onerror|javascript:/,
    );
    expect(texts(doc, "title")).toContain("Fixture post 3 \u2013 \u201cfibres\u201d & scaffolds");
    expect(xml).not.toContain("<script");
  });

  it("with hostile dates from WordPress: well-formed, every post kept, pubDate only where the date is real", async () => {
    vi.stubEnv("WORDPRESS_API_URL", wp().apiUrl);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await wp().setMode("hostile-date");
    const xml = await (await feedResponse(testServices())).text();
    // The unsafe post's iframe is a link to its address (a frame is never kept): that address is no date.
    expect(xml.replaceAll("https://evil.example/", "")).not.toMatch(HOSTILE_TEXT);
    const items = [...parseXml(xml).getElementsByTagName("item")];
    expect(items).toHaveLength(20);
    for (const item of items) {
      const link = item.getElementsByTagName("link")[0]!.textContent!;
      const pubDates = texts(item, "pubDate");
      const hostile = Object.keys(HOSTILE_DATES).some((slug) => link === hostileLink(slug));
      if (hostile) expect(pubDates).toEqual([]);
      else
        expect(pubDates).toEqual([
          expect.stringMatching(/^\w{3}, \d{2} \w{3} 2025 (09:30:00 \+0200|08:30:00 \+0100)$/),
        ]);
    }
  });

  it("a feed whose newest post has no date takes lastBuildDate from the next one", () => {
    const doc = parseXml(
      feedXml(SITE, [aPost("undated", ""), aPost("dated", "2025-01-15T12:00:00")], "Europe/Prague"),
    );
    expect(texts(doc, "lastBuildDate")).toEqual(["Wed, 15 Jan 2025 12:00:00 +0100"]);
    expect(texts(doc, "pubDate")).toEqual(["Wed, 15 Jan 2025 12:00:00 +0100"]);
  });

  it("turns root-relative links into absolute ones and drops characters XML forbids", () => {
    const post: Post = {
      id: 1,
      slug: "a",
      date: "2025-01-15T12:00:00",
      title: { rendered: "A \u0001title &amp; more" },
      excerpt: { rendered: "<p>x</p>" },
      content: {
        rendered:
          '<p><a href="/products">p</a> <img src="/images/a.svg" alt=""> <a href="//cdn.example">c</a></p>',
      },
    };
    const doc = parseXml(feedXml(SITE, [post], "Europe/Prague"));
    expect(texts(doc, "title")).toContain("A title & more");
    const content = texts(doc, "content:encoded")[0];
    expect(content).toContain(`href="${SITE}/products"`);
    expect(content).toContain(`src="${SITE}/images/a.svg"`);
    expect(content).toContain('href="//cdn.example"');
  });

  it("names the same own-origin image addresses as the pages, absolute, srcset candidates too", () => {
    const at = (width: number) => `/image?v=1&amp;w=${width}&amp;src=https%3A%2F%2Fwp.example%2Fa.jpg`;
    const post: Post = {
      id: 1,
      slug: "a",
      date: "2025-01-15T12:00:00",
      title: { rendered: "A" },
      excerpt: { rendered: "<p>x</p>" },
      content: { rendered: `<img src="${at(1080)}" srcset="${at(360)} 360w, ${at(640)} 640w" alt="">` },
    };
    const content = texts(parseXml(feedXml(SITE, [post], "Europe/Prague")), "content:encoded")[0];
    const absolute = (width: number) => `${SITE}${at(width).replaceAll("&amp;", "&")}`;
    expect(content).toContain(`src="${absolute(1080).replaceAll("&", "&amp;")}"`);
    expect(content).toContain(
      `srcset="${absolute(360).replaceAll("&", "&amp;")} 360w, ${absolute(640).replaceAll("&", "&amp;")} 640w"`,
    );
  });
});
