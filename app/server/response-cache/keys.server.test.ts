// What the response cache keeps, and for whom it renders: one key per meaning, a per-client limit on renders,
// a size that counts keys, and degraded answers never kept as good ones.
import { describe, expect, it } from "vitest";
import { DEGRADED } from "~/server/http/http.server";
import { cacheKey } from "./key.server";
import { site } from "./response-cache.fixture";

describe("one key per meaning", () => {
  it("tracking parameters and junk are answered from the canonical copy, never rendered or kept apart", async () => {
    const s = await site((url) => ({ body: `made from ${url}` }));
    const variants = Array.from({ length: 300 }, (_, n) => `/blog?utm_source=v${n}&v${n}`);
    for (const variant of variants) expect((await s.get(variant)).body.toString()).toBe("made from /blog");
    expect((await s.get("/blog?fbclid=x&page=2&ref=y")).body.toString()).toBe("made from /blog?page=2");
    expect((await s.get("/products?page=2")).body.toString()).toBe("made from /products");
    expect(s.renders.map((render) => render.url)).toEqual(["/blog", "/blog?page=2", "/products"]);
  });

  it("keeps what routes read: the page number, the proxy's parameters, a preview's token, the data routes", () => {
    expect(cacheKey("/blog?page=1&utm_medium=email")).toBe("/blog");
    expect(cacheKey("/blog/category/news?x=1&page=3")).toBe("/blog/category/news?page=3");
    expect(cacheKey("/cs/blog?utm_source=x&page=2")).toBe("/cs/blog?page=2");
    expect(cacheKey("/cs/blog/kategorie/novinky?page=3&fbclid=1")).toBe("/cs/blog/kategorie/novinky?page=3");
    expect(cacheKey("/blog.data?page=2&_routes=routes%2Fblog&gclid=1")).toBe(
      "/blog.data?page=2&_routes=routes%2Fblog",
    );
    expect(cacheKey("/api/wordpress?utm=1&path=%2Fposts&params=page%3D1")).toBe(
      "/api/wordpress?path=%2Fposts&params=_embed%26per_page%3D9%26page%3D1",
    );
    expect(cacheKey("/blog/preview/7?token=t&expires=9&a=b")).toBe("/blog/preview/7?expires=9&token=t");
    expect(cacheKey("/blog/a-post?page=2")).toBe("/blog/a-post");
    expect(cacheKey("/__manifest?paths=%2Fblog%2Fa&version=abc&x=1")).toBe(
      "/__manifest?paths=%2Fblog%2Fa&version=abc",
    );
    expect(cacheKey("/blog?page=%E0")).toBeUndefined();
    expect(cacheKey("/blog/%E0%A4%A")).toBeUndefined();
  });
});

/** 110 spellings of one proxy request: leading zeros, other orders, lang=en, _embed or not. */
function proxySpellings(): string[] {
  const spellings = new Set<string>();
  for (const perPage of ["100", "0100", "00100", "000100", "0000100"])
    for (const page of [undefined, "1", "01", "001"])
      for (const lang of [[], ["lang=en"]])
        for (const embed of [[], ["_embed"]])
          for (const reversed of [false, true]) {
            const parts = [...embed, `per_page=${perPage}`, ...(page ? [`page=${page}`] : []), ...lang];
            const params = encodeURIComponent((reversed ? parts.reverse() : parts).join("&"));
            spellings.add(
              reversed
                ? `/api/wordpress?params=${params}&path=%2Fposts`
                : `/api/wordpress?path=/posts&params=${params}`,
            );
          }
  return [...spellings].slice(0, 110);
}

describe("one key per proxy request", () => {
  it("110 spellings of one request are answered from one copy, made by one render", async () => {
    const s = await site((url) => ({
      body: `made from ${url}`,
      headers: { "Content-Type": "application/json" },
    }));
    const spellings = proxySpellings();
    expect(spellings).toHaveLength(110);
    const bodies = new Set<string>();
    for (const spelling of spellings) {
      const got = await s.get(spelling);
      expect(got.status).toBe(200);
      bodies.add(got.body.toString());
    }
    const canonical = "/api/wordpress?path=%2Fposts&params=_embed%26per_page%3D100%26page%3D1";
    expect([...bodies]).toEqual([`made from ${canonical}`]);
    expect(s.renders.map((render) => render.url)).toEqual([canonical]);
  });

  it("writes every meaning in the spelling the site's own calls use, and leaves an invalid request as it came", () => {
    const key = (params: string) =>
      cacheKey(`/api/wordpress?path=%2Fposts&params=${encodeURIComponent(params)}`);
    expect(key("page=02&lang=cs&_embed&category=vyzkum&per_page=09")).toBe(
      "/api/wordpress?path=%2Fposts&params=_embed%26per_page%3D9%26page%3D2%26lang%3Dcs%26category%3Dvyzkum",
    );
    expect(key("lang=en&slug=a-post")).toBe("/api/wordpress?path=%2Fposts&params=slug%3Da-post%26_embed");
    expect(key("lang=cs&_embed&slug=clanek")).toBe(
      "/api/wordpress?path=%2Fposts&params=slug%3Dclanek%26_embed%26lang%3Dcs",
    );
    // Refused with its own message (400, never kept), so kept under what came.
    expect(key("per_page=0100&page=0")).toBe(
      "/api/wordpress?path=%2Fposts&params=per_page%3D0100%26page%3D0",
    );
  });
});

describe("a per-client limit on renders", () => {
  it("a client past its renders gets 429 with Retry-After; kept answers and other clients are still served", async () => {
    const s = await site(() => ({}), 1 << 20, { rendersPerMinute: 3 });
    const mallory = { "x-client": "mallory" };
    const statuses = [];
    for (const n of [1, 2, 3, 4, 5]) statuses.push((await s.get(`/blog/made-up-${n}`, mallory)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await s.get("/blog/made-up-6", mallory);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect((await s.get("/blog/made-up-1", mallory)).status).toBe(200); // kept: costs nothing
    expect((await s.get("/blog/made-up-7", { "x-client": "alice" })).status).toBe(200);
    expect(s.renders).toHaveLength(4);
  });
});

describe("a per-client limit on renders, with a kept copy", () => {
  it("a client past its renders gets the kept copy, while stale-if-error allows, rather than a 429", async () => {
    const s = await site((_url, n) => ({ body: `version ${n}` }), 1 << 20, { rendersPerMinute: 1 });
    await s.get("/blog");
    s.advance(300 + 3600 + 1); // past stale-while-revalidate: a new copy would be rendered first
    const kept = await s.get("/blog");
    expect(kept.status).toBe(200);
    expect(kept.body.toString()).toBe("version 1");
    expect(s.renders).toHaveLength(1);
  });
});

describe("size", () => {
  it("counts the keys: long addresses with tiny answers cannot hold more than maxBytes", async () => {
    const s = await site(() => ({ body: "ok" }), 20_000);
    const long = (n: number) => `/blog/category/${String(n).repeat(6_000).slice(0, 6_000)}`;
    for (const n of [1, 2, 3, 4]) await s.get(long(n));
    await s.get(long(1));
    expect(s.renders).toHaveLength(5);
  });

  it("keeps at most maxEntries answers", async () => {
    const s = await site(() => ({ body: "ok" }), 1 << 20, { maxEntries: 2 });
    for (const path of ["/a", "/b", "/c", "/a"]) await s.get(path);
    expect(s.renders.map((render) => render.url)).toEqual(["/a", "/b", "/c", "/a"]);
  });
});

describe("degraded answers", () => {
  it("are never kept: the next visitor gets the real page", async () => {
    const s = await site((_url, n) =>
      n === 1 ? { body: "no latest posts", headers: { "Cache-Control": DEGRADED } } : { body: "full" },
    );
    const degraded = await s.get("/");
    expect(degraded.body.toString()).toBe("no latest posts");
    expect(degraded.headers["cache-control"]).toBe(DEGRADED);
    expect((await s.get("/")).body.toString()).toBe("full");
    expect((await s.get("/")).body.toString()).toBe("full");
    expect(s.renders).toHaveLength(2);
  });

  it.each([
    ["degraded", { body: "no latest posts", headers: { "Cache-Control": DEGRADED } }],
    ["refused", { status: 429, body: "slow down", headers: { "Cache-Control": "no-store" } }],
  ])("a %s answer never replaces the last good copy, which is answered instead", async (_name, bad) => {
    const s = await site((_url, n) => (n === 1 ? { body: "good" } : bad));
    await s.get("/");
    s.advance(300 + 3600 + 1); // past stale-while-revalidate, within stale-if-error
    expect((await s.get("/")).body.toString()).toBe("good");
    expect((await s.get("/")).body.toString()).toBe("good");
  });
});
