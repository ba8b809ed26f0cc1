// What a cacheable answer names in Surrogate-Key and Cache-Tag, and what a change notice purges: every answer
// that shows the post, and none that does not.
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "~/server/config.server";
import { createServices } from "~/server/services.server";
import { sign } from "~/server/changes/changes.server";
import { createApp } from "../../../server/app";
import type { Render } from "~/server/response-cache/response-cache.server";
import { keysForChange, surrogateKeys } from "./surrogate-keys.server";

const html = (links: string[]) =>
  `<!DOCTYPE html><html><body>${links.map((href) => `<a href="${href}">x</a>`).join("")}</body></html>`;

describe("surrogateKeys", () => {
  it("names a post page, the posts it links to, and its language", () => {
    const keys = surrogateKeys("/blog/one", "text/html", html(["/blog", "/blog/two", "/blog/feed.xml"]));
    expect(keys.sort()).toEqual(["lang-en", "post-one", "post-two", "site"]);
  });

  it("does not take the header's search link for a post", () => {
    const links = ["/blog/search", "/cs/blog/hledat", "/blog/category/news", "/blog/two"];
    expect(surrogateKeys("/products", "text/html", html(links)).sort()).toEqual([
      "lang-en",
      "page-en",
      "post-two",
      "site",
    ]);
  });

  it("names a Czech list page by its page number, the list, and each post on it", () => {
    const keys = surrogateKeys("/cs/blog?page=2", "text/html", html(["/cs/blog/a", "/cs/blog/b"]));
    expect(keys.sort()).toEqual(["lang-cs", "list-cs", "list-cs-2", "lists", "post-a", "post-b", "site"]);
  });

  it("names an editor's page and its card by the page's slug, and a page of the site's own by its language", () => {
    expect(surrogateKeys("/eu-project", "text/html", "").sort()).toEqual([
      "lang-en",
      "page-en",
      "post-eu-project",
      "site",
    ]);
    expect(surrogateKeys("/cs/projekt-eu.data", "text/x-script", "")).toContain("post-projekt-eu");
    expect(surrogateKeys("/social/cs/page/projekt-eu.png", "image/png", "")).toContain("post-projekt-eu");
    expect(surrogateKeys("/products", "text/html", "").sort()).toEqual(["lang-en", "page-en", "site"]);
  });

  it("names a category page, the feed and the sitemap as lists", () => {
    expect(surrogateKeys("/blog/category/news", "text/html", "")).toContain("category-en-news");
    expect(surrogateKeys("/cs/blog/kategorie/zpravy.data", "text/x-script", "")).toContain(
      "category-cs-zpravy",
    );
    const feed = surrogateKeys("/blog/feed.xml", "application/rss+xml", "<link>https://s.test/blog/a</link>");
    expect(feed).toEqual(expect.arrayContaining(["lists", "feed-en", "post-a"]));
    expect(surrogateKeys("/sitemap.xml", "application/xml", "")).toEqual(
      expect.arrayContaining(["lists", "sitemap"]),
    );
  });

  it("names search results, in either language, as a list: a change, a new post's too, purges them", () => {
    expect(surrogateKeys("/blog/search?q=hydrogel", "text/html", "")).toEqual(
      expect.arrayContaining(["lists", "search-en"]),
    );
    expect(surrogateKeys("/cs/blog/hledat?q=vyzkum", "text/html", "")).toEqual(
      expect.arrayContaining(["lists", "search-cs"]),
    );
    expect(surrogateKeys("/blog/search?q=x", "text/html", "")).not.toContain("post-search");
    expect(keysForChange(["a-new-post"])).toContain("lists");
  });

  it("names an author's page, in either language, as a list", () => {
    expect(surrogateKeys("/blog/author/jana-novakova", "text/html", "")).toContain("lists");
    expect(surrogateKeys("/cs/blog/autor/jana-novakova.data", "text/x-script", "")).toContain("lists");
    expect(surrogateKeys("/blog/author/jana-novakova", "text/html", "")).not.toContain("page-en");
  });

  it("reads the proxy's posts from its JSON, and a post answer by its slug", () => {
    const body = JSON.stringify({
      data: [
        { id: 1, slug: "a", title: {} },
        { id: 2, slug: "b", title: {} },
      ],
    });
    const list = surrogateKeys(
      "/api/wordpress?path=/posts&params=_embed%26per_page%3D9%26page%3D2",
      "application/json",
      body,
    );
    expect(list.sort()).toEqual(["lang-en", "list-en-2", "lists", "post-a", "post-b", "proxy", "site"]);
    const one = surrogateKeys(
      "/api/wordpress?path=/posts&params=slug%3Da%26_embed%26lang%3Dcs",
      "application/json",
      "{}",
    );
    expect(one.sort()).toEqual(["lang-cs", "post-a", "proxy", "site"]);
  });

  it("reads the posts of a .data answer (single fetch's flat encoding)", () => {
    // [{"_1":2}, "routes/blog", {"_3":4,"_5":6}, "list", [7], "page", 2, {"_8":9,"_10":11,"_12":13}, "slug", "a", ...]
    const body = JSON.stringify([
      { _1: 2 },
      "routes/blog",
      { _3: 4, _5: 6 },
      "list",
      [7],
      "page",
      2,
      { _8: 9, _10: 11, _12: 13 },
      "slug",
      "first-post",
      "id",
      1,
      "title",
      "First",
    ]);
    expect(surrogateKeys("/blog.data?page=2", "text/x-script", body)).toContain("post-first-post");
  });

  it("gives other pages their language and page keys only", () => {
    expect(surrogateKeys("/products", "text/html", "").sort()).toEqual(["lang-en", "page-en", "site"]);
  });

  it("names an answer showing more posts than its keys can hold by `lists`, which every change purges", () => {
    const neighbours = Array.from({ length: 220 }, (_, i) => `/blog/a-neighbouring-post-number-${i}`);
    const keys = surrogateKeys("/blog/one", "text/html", html(neighbours));
    expect(keys.sort()).toEqual(["lang-en", "lists", "post-one", "site"]);
    expect(keysForChange(["a-neighbouring-post-number-219"])).toContain("lists");
    expect(keysForChange(["one"])).toContain("post-one");
  });

  it("names a renamed post's redirect by its target too", () => {
    const keys = surrogateKeys("/cs/blog/old-slug", "text/html", "", "/cs/blog/new-slug");
    expect(keys.sort()).toEqual(["lang-cs", "post-new-slug", "post-old-slug", "site"]);
    expect(surrogateKeys("/blog/old", "text/html", "", "//elsewhere.test/blog/x")).not.toContain("post-x");
  });

  it("a change purges the post's key and every list", () => {
    expect(keysForChange(["new", "Old slug"])).toEqual(["post-new", "lists"]);
  });
});

describe("the response cache with keys", () => {
  const SECRET = "s".repeat(40);
  let noticeId = 0;
  let server: Server;
  let base: string;
  const renders: string[] = [];
  beforeAll(async () => {
    const render: Render = async (url) => {
      renders.push(url);
      const path = new URL(url, "http://x").pathname;
      const headers = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, s-maxage=60" };
      if (path === "/blog/old-slug")
        return new Response("", { status: 301, headers: { ...headers, Location: "/blog/new-slug" } });
      const links =
        path === "/blog/one"
          ? ["/blog/two"]
          : path === "/blog"
            ? ["/blog/one", "/blog/two"]
            : path === "/blog/many-links"
              ? Array.from({ length: 220 }, (_, i) => `/blog/a-neighbouring-post-number-${i}`)
              : [];
      return new Response(html(links), { headers });
    };
    const config = parseConfig({ SITE_URL: "https://site.test", REVALIDATE_SECRET: SECRET });
    server = http
      .createServer(createApp({ services: createServices(config), render }))
      .listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("sends the keys with every kept answer, space-separated and comma-separated", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${base}/blog/one`);
      expect(response.headers.get("surrogate-key")).toBe("site lang-en post-one post-two");
      expect(response.headers.get("cache-tag")).toBe("site,lang-en,post-one,post-two");
    }
    expect(renders.filter((url) => url === "/blog/one")).toHaveLength(1);
  });

  /** WordPress's signed change notice for a post, as the site connector sends it. */
  async function changeNotice(slug: string) {
    const body = JSON.stringify({ event: "update", id: ++noticeId, slugs: [slug] });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const response = await fetch(`${base}/api/revalidate`, {
      method: "POST",
      headers: {
        "X-Revalidate-Timestamp": timestamp,
        "X-Revalidate-Signature": `sha256=${sign(SECRET, `${timestamp}.${body}`)}`,
      },
      body,
    });
    expect(response.status).toBe(200);
  }

  /** Requests `path` until a change notice for `slug` has dropped it: how many renders it took. */
  async function rendersAround(path: string, slug: string) {
    const count = () => renders.filter((url) => url === path).length;
    for (let i = 0; i < 2; i++) await fetch(base + path, { redirect: "manual" });
    const kept = count();
    await changeNotice(slug);
    await fetch(base + path, { redirect: "manual" });
    return { kept, after: count() };
  }

  it("drops a page showing more posts than its keys can hold when any one of them changes", async () => {
    const response = await fetch(`${base}/blog/many-links`);
    expect(response.headers.get("surrogate-key")).toBe("site lang-en post-many-links lists");
    expect(await rendersAround("/blog/many-links", "a-neighbouring-post-number-219")).toEqual({
      kept: 1,
      after: 2,
    });
  });

  it("drops a renamed post's kept redirect when its target changes", async () => {
    expect(await rendersAround("/blog/old-slug", "new-slug")).toEqual({ kept: 1, after: 2 });
  });

  it("sends none with an answer no cache may keep", async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.headers.get("surrogate-key")).toBeNull();
  });
});
