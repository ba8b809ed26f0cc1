// What each kind of answer names in Surrogate-Key, as its route declares it: the posts a page
// shows (here read back from its links, the test's own check), what kind of page it is, and its language. The
// whole site in this process on the embedded Markdown blog (tests/support/in-process-site.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InProcessSite, startInProcessSite } from "#tests/support/in-process-site";

let site: InProcessSite;
beforeAll(async () => {
  site = await startInProcessSite();
}, 60_000);
afterAll(() => site?.stop());

async function keysOf(path: string) {
  const response = await fetch(site.url + path, { redirect: "manual" });
  const body = await response.text();
  const named = response.headers.get("surrogate-key");
  // Cache-Tag is Cloudflare's: sent instead, with PURGE_TARGET=cloudflare (app/server/changes).
  expect(response.headers.get("cache-tag"), path).toBeNull();
  return { keys: named?.split(" ").sort() ?? null, body, status: response.status };
}

/** The blog's own addresses that a link can name like a post (the header links every page to the search). */
const NOT_POSTS = new Set(["feed", "category", "kategorie", "search", "hledat", "author", "autor"]);

/** The keys of the posts a page links to (a post's translation and neighbours, a list's cards). */
function linkedPosts(html: string): string[] {
  const slugs = [...html.matchAll(/href="(?:\/cs)?\/blog\/([a-z0-9-]+)"/g)].map((match) => match[1]!);
  return [...new Set(slugs.filter((slug) => !NOT_POSTS.has(slug)))].map((slug) => `post-${slug}`);
}

describe("a page names what its route shows", () => {
  it("a post page: its post, its translation and the posts it links to at its end", async () => {
    const { keys, body } = await keysOf("/blog/hydrogels-and-foams");
    expect(keys).toContain("post-hydrogely-a-peny");
    expect(keys).toEqual(["lang-en", "site", ...linkedPosts(body), "post-hydrogels-and-foams"].sort());
    expect(linkedPosts(body).length).toBeGreaterThan(2);
  });

  it("a navigation's data answer is named as its page", async () => {
    for (const path of ["/cs/blog/hydrogely-a-peny", "/blog/category/research", "/blog/search?q=hydrogel"]) {
      const page = await keysOf(path);
      const [pathname, query] = path.split("?");
      const data = await keysOf(`${pathname}.data${query ? `?${query}` : ""}`);
      expect(data.keys, path).toEqual(page.keys);
    }
  });

  it("a list page: its page number, the list, and each post on it", async () => {
    const { keys, body } = await keysOf("/blog?page=2");
    expect(keys).toEqual(["lang-en", "list-en", "list-en-2", "lists", "site", ...linkedPosts(body)].sort());
    const home = await keysOf("/cs");
    expect(home.keys).toEqual(["home-cs", "lang-cs", "lists", "site", ...linkedPosts(home.body)].sort());
  });

  it("an editor's page and its card by the page's slug, and a page of the site's own by its language", async () => {
    expect((await keysOf("/eu-project")).keys).toEqual(["lang-en", "page-en", "post-eu-project", "site"]);
    expect((await keysOf("/cs/projekt-eu.data")).keys).toContain("post-projekt-eu");
    expect((await keysOf("/social/cs/page/projekt-eu.png")).keys).toContain("post-projekt-eu");
    expect((await keysOf("/products")).keys).toEqual(["lang-en", "page-en", "site"]);
    expect((await keysOf("/cs/produkty")).keys).toEqual(["lang-cs", "page-cs", "site"]);
  });

  it("a category page, the feed and the sitemap as lists", async () => {
    const category = await keysOf("/blog/category/research");
    expect(category.keys).toEqual(
      ["category-en-research", "lang-en", "lists", "site", ...linkedPosts(category.body)].sort(),
    );
    expect((await keysOf("/cs/blog/kategorie/vyzkum.data")).keys).toContain("category-cs-vyzkum");
    const feed = await keysOf("/blog/feed.xml");
    expect(feed.keys).toEqual(expect.arrayContaining(["lists", "feed-en", "post-hydrogels-and-foams"]));
    expect((await keysOf("/sitemap.xml")).keys).toEqual(expect.arrayContaining(["lists", "sitemap"]));
  });

  it("search results, in either language, as a list: a change, a new post's too, purges them", async () => {
    const english = await keysOf("/blog/search?q=hydrogel");
    expect(english.keys).toEqual(
      ["lang-en", "lists", "search-en", "site", ...linkedPosts(english.body)].sort(),
    );
    expect((await keysOf("/cs/blog/hledat?q=vyzkum")).keys).toEqual(
      expect.arrayContaining(["lists", "search-cs"]),
    );
    expect((await keysOf("/blog/search?q=x")).keys).not.toContain("post-search");
  });

  it("an author's page, in either language, as a list", async () => {
    expect((await keysOf("/blog/author/jana-novakova")).keys).toContain("lists");
    expect((await keysOf("/cs/blog/autor/jana-novakova.data")).keys).toContain("lists");
    expect((await keysOf("/blog/author/jana-novakova")).keys).not.toContain("page-en");
  });

  it("the proxy: its posts, read from its data, and a post answer by its slug", async () => {
    const list = await keysOf("/api/wordpress?path=/posts&params=_embed%26per_page%3D9%26page%3D2");
    const posts = (JSON.parse(list.body) as { data: { slug: string }[] }).data.map(
      ({ slug }) => `post-${slug}`,
    );
    expect(posts.length).toBeGreaterThan(0);
    expect(list.keys).toEqual(["lang-en", "list-en-2", "lists", "proxy", "site", ...posts].sort());
    const one = await keysOf(
      "/api/wordpress?path=/posts&params=slug%3Dhydrogely-a-peny%26_embed%26lang%3Dcs",
    );
    expect(one.keys).toEqual(["lang-cs", "post-hydrogely-a-peny", "proxy", "site"]);
  });

  it("a renamed post's redirect by its target too", async () => {
    const moved = await keysOf("/cs/blog/testovani-antimikrobialnich-kryti");
    expect(moved.status).toBe(301);
    expect(moved.keys).toEqual(
      [
        "lang-cs",
        "post-antimikrobialni-kryti-inhibicni-zona",
        "post-testovani-antimikrobialnich-kryti",
        "site",
      ].sort(),
    );
  });

  it("an answer no shared cache keeps names nothing", async () => {
    for (const path of ["/blog/no-such-post", "/no-such-page", "/blog/search?q=" + "x".repeat(401)])
      expect((await keysOf(path)).keys, path).toBeNull();
  });
});
