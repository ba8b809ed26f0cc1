// The Cache-Status (RFC 9211) a client receives from the response cache, over real HTTP on 127.0.0.1, with a site
// whose answers and clock the test controls: what was kept, sent again, stale, and why an answer was not kept.
import { describe, expect, it } from "vitest";
import { type Answer, site } from "./response-cache.fixture";

const statusOf = (got: { headers: Record<string, string | string[] | undefined> }) =>
  got.headers["cache-status"];

describe("a kept answer", () => {
  it("is a miss that was stored, then a hit with its freshness left", async () => {
    const s = await site(() => ({}));
    expect(statusOf(await s.get("/blog"))).toBe("site; fwd=uri-miss; stored");
    expect(statusOf(await s.get("/blog"))).toBe("site; hit; ttl=300");
    s.advance(30);
    expect(statusOf(await s.get("/blog", { "Accept-Encoding": "br" }))).toBe("site; hit; ttl=270");
    expect(s.renders).toHaveLength(1);
  });

  it("says hit on a 304 and on HEAD, never the miss it was made on", async () => {
    const s = await site(() => ({}));
    const { headers } = await s.get("/");
    const notModified = await s.get("/", { "If-None-Match": headers.etag! });
    expect(notModified.status).toBe(304);
    expect(statusOf(notModified)).toBe("site; hit; ttl=300");
    expect(statusOf(await s.get("/", {}, "HEAD"))).toBe("site; hit; ttl=300");
    expect(s.renders).toHaveLength(1);
  });

  it("past its freshness is a hit with a negative ttl, sent while a new copy is made", async () => {
    const s = await site((_url, n) => ({ body: `version ${n}` }));
    await s.get("/");
    s.advance(310);
    const stale = await s.get("/");
    expect(stale.body.toString()).toBe("version 1");
    expect(statusOf(stale)).toBe("site; hit; ttl=-10");
  });

  it("stands in for a failed render past stale-while-revalidate, and says what the render gave", async () => {
    const s = await site((_url, n) => (n === 1 ? {} : n === 2 ? { fail: true } : { status: 502 }));
    await s.get("/");
    s.advance(300 + 3600 + 1);
    expect(statusOf(await s.get("/"))).toBe("site; fwd=stale; ttl=-3601; detail=stale-if-error");
    expect(statusOf(await s.get("/"))).toBe(
      "site; fwd=stale; fwd-status=502; ttl=-3601; detail=stale-if-error",
    );
  });

  it("a new copy made past stale-while-revalidate says it replaced a stale one", async () => {
    const s = await site(() => ({}));
    await s.get("/");
    s.advance(300 + 3600 + 1);
    expect(statusOf(await s.get("/"))).toBe("site; fwd=stale; stored");
    expect(statusOf(await s.get("/"))).toBe("site; hit; ttl=300");
  });

  it("a client over its renders gets the kept copy it may still be given, and says so", async () => {
    const s = await site(() => ({}), 1 << 20, { rendersPerMinute: 1 });
    await s.get("/");
    s.advance(300 + 3600 + 1);
    expect(statusOf(await s.get("/"))).toBe("site; hit; ttl=-3601; detail=render-limit");
    const refused = await s.get("/other");
    expect(refused.status).toBe(429);
    expect(statusOf(refused)).toBe("site; fwd=uri-miss; detail=render-limit");
  });
});

describe("an answer not kept says why", () => {
  it.each([
    ["no-store", { headers: { "Cache-Control": "no-store" } }, "no-store"],
    [
      "private (a degraded page, a preview)",
      { headers: { "Cache-Control": "private, max-age=10" } },
      "private",
    ],
    ["no-cache", { headers: { "Cache-Control": "no-cache" } }, "no-cache"],
    ["no shared lifetime", { headers: { "Cache-Control": "max-age=60" } }, "no-lifetime"],
    ["a 404", { status: 404 }, "status"],
    ["a 503", { status: 503, headers: { "Cache-Control": "no-store" } }, "status"],
    ["a cookie", { headers: { "Set-Cookie": "a=b" } }, "set-cookie"],
  ])("%s", async (_name, answer, detail) => {
    const s = await site(() => answer as Answer);
    for (let n = 0; n < 2; n++)
      expect(statusOf(await s.get("/x"))).toBe(`site; fwd=uri-miss; detail=${detail}`);
    expect(s.renders).toHaveLength(2);
  });

  it("another method is always the site's to answer", async () => {
    const s = await site(() => ({}));
    expect(statusOf(await s.get("/x", {}, "POST"))).toBe("site; fwd=method");
  });

  it("larger than the whole cache", async () => {
    const s = await site(() => ({}), 2_000);
    expect(statusOf(await s.get("/"))).toBe("site; fwd=uri-miss; detail=too-large");
    expect(statusOf(await s.get("/"))).toBe("site; fwd=uri-miss; detail=too-large");
  });

  it("a change notice came while it was made", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const s = await site(async (_url, n) => {
      if (n === 1) await gate;
      return {};
    });
    const first = s.get("/blog");
    await expect.poll(() => s.renders.length).toBe(1);
    s.purge(["lists"]);
    release();
    expect(statusOf(await first)).toBe("site; fwd=uri-miss; detail=purged");
    expect(statusOf(await s.get("/blog"))).toBe("site; fwd=uri-miss; stored");
  });

  it("the render failed", async () => {
    const s = await site(() => ({ fail: true }));
    const failed = await s.get("/");
    expect(failed.status).toBe(500);
    expect(statusOf(failed)).toBe("site; fwd=uri-miss; detail=error");
  });

  it("the cache is off (RESPONSE_CACHE_MB=0)", async () => {
    const s = await site(() => ({}), 0);
    expect(statusOf(await s.get("/"))).toBe("site; fwd=bypass; detail=disabled");
  });
});
