// The rules of the names a cacheable answer carries in Surrogate-Key (or Cache-Tag for Cloudflare), and what a change notice
// purges: every answer that shows the post, and none that does not. What each route names is in
// app/routes/surrogate-keys.test.ts.
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "~/server/config.server";
import { createServices } from "~/server/services.server";
import { sendChangeNotice } from "#tests/support/change-notice";
import { createApp } from "../../../server/app";
import type { Render } from "~/server/response-cache/response-cache.server";
import { keyOfPost, keysForChange, surrogateKeys } from "./surrogate-keys.server";

const named = (shown: Parameters<typeof surrogateKeys>[0]) =>
  surrogateKeys(shown)["Surrogate-Key"]!.split(" ");
const manyPosts = Array.from({ length: 220 }, (_, i) => `a-neighbouring-post-number-${i}`);

describe("surrogateKeys", () => {
  it("names every answer `site` and its language, then what it is, then each post it shows", () => {
    expect(named({ lang: "cs", is: ["lists", "list-cs", "list-cs-2"], posts: ["a", "b"] })).toEqual([
      "site",
      "lang-cs",
      "lists",
      "list-cs",
      "list-cs-2",
      "post-a",
      "post-b",
    ]);
  });

  it("leaves out a name that is not a key, and names a post once", () => {
    expect(
      named({ lang: "en", is: [keyOfPost("Old slug")], posts: ["two", "two", "Nové", undefined] }),
    ).toEqual(["site", "lang-en", "post-two"]);
  });

  it("names an answer showing more posts than its keys can hold by `lists`, which every change purges", () => {
    expect(named({ lang: "en", is: [keyOfPost("one")], posts: manyPosts })).toEqual([
      "site",
      "lang-en",
      "post-one",
      "lists",
    ]);
    expect(named({ lang: "en", is: ["lists", "feed-en"], posts: manyPosts })).toEqual([
      "site",
      "lang-en",
      "lists",
      "feed-en",
    ]);
    expect(keysForChange(["a-neighbouring-post-number-219"])).toContain("lists");
    expect(keysForChange(["one"])).toContain("post-one");
  });

  it("a change purges the post's key and every list", () => {
    expect(keysForChange(["new", "Old slug"])).toEqual(["post-new", "lists"]);
    expect(keysForChange(["a-new-post"])).toContain("lists");
  });
});

describe("the response cache with keys", () => {
  const SECRET = "s".repeat(40);
  let noticeId = 0;
  let server: Server;
  let base: string;
  const renders: string[] = [];
  beforeAll(async () => {
    // Each answer names what it shows, as the site's routes do.
    const render: Render = async (url) => {
      renders.push(url);
      const path = new URL(url, "http://x").pathname;
      const headers = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, s-maxage=60" };
      const slug = path.slice("/blog/".length);
      if (path === "/blog/old-slug")
        return new Response("", {
          status: 301,
          headers: {
            ...headers,
            Location: "/blog/new-slug",
            ...surrogateKeys({ lang: "en", is: [keyOfPost("old-slug"), keyOfPost("new-slug")] }),
          },
        });
      const posts = path === "/blog/one" ? ["two"] : path === "/blog/many-links" ? manyPosts : [];
      const keys = surrogateKeys({ lang: "en", is: [keyOfPost(slug)], posts });
      return new Response("<!DOCTYPE html><p>A post</p>", { headers: { ...headers, ...keys } });
    };
    const config = parseConfig({ SITE_URL: "https://site.test", REVALIDATE_SECRET: SECRET });
    server = http
      .createServer(createApp({ services: createServices(config), render }))
      .listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("sends the keys with every kept answer in Surrogate-Key, space-separated, and no Cache-Tag", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${base}/blog/one`);
      expect(response.headers.get("surrogate-key")).toBe("site lang-en post-one post-two");
      expect(response.headers.get("cache-tag")).toBeNull();
    }
    expect(renders.filter((url) => url === "/blog/one")).toHaveLength(1);
  });

  /** WordPress's signed change notice for a post, as the site connector sends it. */
  async function changeNotice(slug: string) {
    const body = JSON.stringify({ event: "update", id: ++noticeId, slugs: [slug] });
    const response = await sendChangeNotice(base, body, { secret: SECRET });
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
    const post = await fetch(`${base}/blog/one`, { method: "POST" });
    expect(post.headers.get("surrogate-key")).toBeNull();
  });
});
