import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it, vi } from "vitest";
import routes from "./routes";
import { sitemapXml } from "~/server/seo/seo.server";
import type { Post } from "~/lib/posts";
import { cacheKey } from "~/server/response-cache/response-cache.server";
import { routeSpelling } from "~/server/http/http.server";

// Two routes added to the table and nowhere else: a page in both languages that reads `page` and lists posts,
// and a page per post. Everything below reads them from the table alone.
vi.mock("~/route-facts", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/route-facts")>();
  const { createMatcher } = await import("~/lib/route-patterns");
  const added: typeof original.ROUTES = [
    {
      file: "routes/news.tsx",
      path: { en: "/news", cs: "/cs/novinky" },
      reads: ["page"],
      sitemap: "page",
    },
    {
      file: "routes/note.tsx",
      path: { en: "/notes/:slug", cs: "/cs/poznamky/:slug" },
      sitemap: "each post",
    },
  ];
  const ROUTES = [...original.ROUTES.slice(0, -1), ...added, ...original.ROUTES.slice(-1)];
  return { ...original, ROUTES, matchRoute: createMatcher(ROUTES) };
});

const leaves = (entries: RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.flatMap((entry) => (entry.children ? leaves(entry.children) : [entry]));

const post: Post = {
  id: 1,
  slug: "a-note",
  date: "2025-03-14T09:30:00",
  title: { rendered: "A note" },
  excerpt: { rendered: "" },
  content: { rendered: "" },
};

describe("a route declared in app/route-facts.ts", () => {
  it("is a route of React Router in both languages, the Czech one under its own id", () => {
    const found = leaves(routes).filter((entry) => /routes\/(news|note)\.tsx/.test(entry.file));
    expect(found.map(({ path, id }) => [path, id])).toEqual([
      ["news", undefined],
      ["cs/novinky", "cs-news"],
      ["notes/:slug", undefined],
      ["cs/poznamky/:slug", "cs-note"],
    ]);
  });

  it("is kept under a key of the parameters it reads, its data URL too", () => {
    expect(cacheKey("/news?utm_source=x&page=2")).toBe("/news?page=2");
    expect(cacheKey("/cs/novinky.data?page=3&_routes=routes%2Fnews&fbclid=1")).toBe(
      "/cs/novinky.data?page=3&_routes=routes%2Fnews",
    );
    expect(cacheKey("/notes/a-note?page=2")).toBe("/notes/a-note");
  });

  it("has one letter case, while a static file beside it keeps its own", () => {
    expect(routeSpelling("/News")).toBe("/news");
    expect(routeSpelling("/Notes/A-Note")).toBe("/notes/a-note");
    expect(routeSpelling("/Newsletter.PDF")).toBe("/Newsletter.PDF");
  });

  it("is listed in the sitemap, each language with the other as its alternate", () => {
    const xml = sitemapXml("https://example.cz", [post], "Europe/Prague", [post]);
    expect(xml).toContain(
      '<url><loc>https://example.cz/news</loc><xhtml:link rel="alternate" hreflang="en" href="https://example.cz/news"/>' +
        '<xhtml:link rel="alternate" hreflang="cs" href="https://example.cz/cs/novinky"/>',
    );
    expect(xml).toContain("<loc>https://example.cz/cs/novinky</loc>");
    expect(xml).toContain("<loc>https://example.cz/notes/a-note</loc>");
    expect(xml).toContain("<loc>https://example.cz/cs/poznamky/a-note</loc>");
  });
});
