// The response cache over real HTTP on 127.0.0.1, with a site whose answers and clock the tests control.
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, sharedLifetimes } from "./headers.server";
import { type Answer, PAGE, SHARED, site } from "./response-cache.fixture";

describe("a kept answer", () => {
  it("is answered again without rendering, in the encoding the client accepts", async () => {
    const s = await site(() => ({}));
    const first = await s.get("/blog", { "Accept-Encoding": "br" });
    const again = await s.get("/blog", { "Accept-Encoding": "br" });
    expect(s.renders).toHaveLength(1);
    expect(zlib.brotliDecompressSync(first.body).toString()).toBe(PAGE);
    expect(again.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(again.body).toString()).toBe(PAGE);
    const gzipped = await s.get("/blog", { "Accept-Encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(PAGE);
    const plain = await s.get("/blog");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
    for (const got of [again, gzipped, plain]) {
      expect(got.headers.vary).toBe("Accept-Encoding");
      expect(got.headers["x-content-type-options"]).toBe("nosniff");
      expect(got.headers["cache-control"]).toBe(SHARED);
      expect(got.headers.etag).toBe(first.headers.etag);
      expect(Number(got.headers["content-length"])).toBe(got.body.length);
    }
    expect(s.renders).toHaveLength(1);
  });

  it("is sent at once compressed quickly, then at the best levels: smaller, the same page, and then byte for byte", async () => {
    const s = await site(() => ({}));
    const first = await s.get("/blog", { "Accept-Encoding": "br" });
    // The best pass runs once the first answer is sent: asked until its smaller body is what comes back.
    await expect
      .poll(async () => (await s.get("/blog", { "Accept-Encoding": "br" })).body.length)
      .toBeLessThan(first.body.length);
    const best = await s.get("/blog", { "Accept-Encoding": "br" });
    const again = await s.get("/blog", { "Accept-Encoding": "br" });
    expect(zlib.brotliDecompressSync(best.body).toString()).toBe(PAGE);
    expect(again.body.equals(best.body)).toBe(true);
    expect(Number(best.headers["content-length"])).toBe(best.body.length);
    expect(best.headers.etag).toBe(first.headers.etag);
    expect(s.renders).toHaveLength(1);
  });

  it("may be a renamed post's permanent redirect, kept with its Location; other redirects are not kept", async () => {
    const s = await site((url) => ({
      status: url === "/blog/old-slug" ? 301 : 302,
      body: "",
      headers: { Location: url === "/blog/old-slug" ? "/blog/new-slug" : "/elsewhere" },
    }));
    for (let i = 0; i < 2; i++) {
      const moved = await s.get("/blog/old-slug");
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe("/blog/new-slug");
      await s.get("/blog/found-for-now");
    }
    expect(s.renders.filter((render) => render.url === "/blog/old-slug")).toHaveLength(1);
    expect(s.renders.filter((render) => render.url === "/blog/found-for-now")).toHaveLength(2);
  });

  it("answers 304 to If-None-Match, and HEAD with the headers alone", async () => {
    const s = await site(() => ({}));
    const { headers } = await s.get("/");
    const notModified = await s.get("/", { "If-None-Match": `"x", ${headers.etag!}` });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(headers.etag);
    expect((await s.get("/", { "If-None-Match": 'W/"other"' })).status).toBe(200);
    const head = await s.get("/", { "Accept-Encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("gzip");
    expect(head.body.length).toBe(0);
    expect(s.renders).toHaveLength(1);
  });

  it("carries the answer's own header where it has one, once, instead of the default", async () => {
    const policy = "script-src 'self' 'sha256-abc='";
    const s = await site(() => ({ headers: { "Content-Security-Policy": policy } }));
    await s.get("/");
    const kept = await s.get("/");
    expect(s.renders).toHaveLength(1);
    expect(kept.headers["content-security-policy"]).toBe(policy);
    expect(kept.headers.vary).toBe("Accept-Encoding");
  });

  it("an image is kept as it is, without a second compression", async () => {
    const png =
      "\x89PNG pretend image bytes, long enough that gzip would shrink them: aaaaaaaaaaaaaaaaaaaaaaaaaaaa";
    const s = await site(() => ({ body: png, headers: { "Content-Type": "image/png" } }));
    await s.get("/social/home.png", { "Accept-Encoding": "br, gzip" });
    const kept = await s.get("/social/home.png", { "Accept-Encoding": "br, gzip" });
    expect(s.renders).toHaveLength(1);
    expect(kept.headers["content-encoding"]).toBeUndefined();
    expect(kept.headers["content-type"]).toBe("image/png");
    expect(kept.body.toString()).toBe(png);
  });

  it("is kept per URL, query included", async () => {
    const s = await site((url) => ({ body: url }));
    expect((await s.get("/blog?page=2")).body.toString()).toBe("/blog?page=2");
    expect((await s.get("/blog")).body.toString()).toBe("/blog");
    expect((await s.get("/blog?page=2")).body.toString()).toBe("/blog?page=2");
    expect(s.renders.map((r) => r.url)).toEqual(["/blog?page=2", "/blog"]);
  });

  it("counts its age from the data it was made from", async () => {
    const s = await site(() => ({ headers: { Age: "100" } }));
    await s.get("/");
    s.advance(30);
    expect((await s.get("/")).headers.age).toBe("130");
    s.advance(180); // 310 s old: stale, so a fresh copy is made in the background
    await s.get("/");
    await expect.poll(() => s.renders.length).toBe(2);
  });
});

describe("answers that are not kept", () => {
  it.each([
    ["no-store", { headers: { "Cache-Control": "no-store" } }],
    ["private", { headers: { "Cache-Control": "private, max-age=60" } }],
    ["no shared lifetime", { headers: { "Cache-Control": "max-age=60" } }],
    ["a 404", { status: 404 }],
    ["a 503", { status: 503 }],
    ["a cookie", { headers: { "Set-Cookie": "a=b" } }],
  ])("%s is rendered for every request", async (_name, answer) => {
    const s = await site(() => answer as Answer);
    const first = await s.get("/x");
    await s.get("/x");
    expect(first.status).toBe((answer as Answer).status ?? 200);
    expect(s.renders).toHaveLength(2);
  });

  it("an answer made for one client is never given to another (a refusal, say)", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const s = await site(async (_url, n) => {
      if (n === 1) await gate;
      return n === 1 ? { status: 429, body: "slow down" } : { status: 429, body: "your own" };
    });
    const first = s.get("/x", { "x-client": "a" });
    const second = s.get("/x", { "x-client": "b" });
    // Both asked while a's render waits.
    await expect.poll(() => s.received()).toBe(2);
    release();
    expect((await first).body.toString()).toBe("slow down");
    expect((await second).body.toString()).toBe("your own");
    expect(s.renders.map((r) => r.client)).toEqual(["a", "b"]);
  });
});

describe("freshness", () => {
  it("many requests at once for a URL not yet kept make one render", async () => {
    const s = await site(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return {};
    });
    const all = await Promise.all(Array.from({ length: 20 }, () => s.get("/blog")));
    expect(all.every((got) => got.status === 200)).toBe(true);
    expect(s.renders).toHaveLength(1);
  });

  it("after s-maxage the kept copy is answered at once while one fresh copy is made", async () => {
    const s = await site((_url, n) => ({ body: `version ${n}` }));
    await s.get("/");
    s.advance(301);
    const stale = await s.get("/");
    expect(stale.body.toString()).toBe("version 1");
    await s.get("/");
    await expect.poll(async () => (await s.get("/")).body.toString()).toBe("version 2");
    expect(s.renders).toHaveLength(2);
  });

  it("past stale-while-revalidate a new copy is made first; within stale-if-error a failure gets the old one", async () => {
    const s = await site((_url, n) =>
      n === 1 ? { body: "good" } : n === 2 ? { fail: true } : { status: 502 },
    );
    await s.get("/");
    s.advance(300 + 3600 + 1);
    expect((await s.get("/")).body.toString()).toBe("good");
    expect((await s.get("/")).body.toString()).toBe("good");
    expect(s.renders).toHaveLength(3);
    s.advance(86_400);
    const gone = await s.get("/");
    expect(gone.status).toBe(502);
  });

  it("a refresh that finds the page gone (404) stops answering it", async () => {
    const s = await site((_url, n) => (n === 1 ? {} : { status: 404, body: "gone" }));
    await s.get("/blog/a");
    s.advance(301);
    await s.get("/blog/a");
    await expect.poll(async () => (await s.get("/blog/a")).status).toBe(404);
  });
});

describe("memory", () => {
  it("keeps at most maxBytes, dropping the least recently used", async () => {
    const s = await site((url) => ({ body: url + "x".repeat(20_000) }), 50_000);
    for (const n of [1, 2, 3, 4, 5]) await s.get(`/p${n}`);
    await s.get("/p5");
    expect(s.renders).toHaveLength(5);
    await s.get("/p1");
    expect(s.renders).toHaveLength(6);
  });

  it("maxBytes 0 keeps nothing", async () => {
    const s = await site(() => ({}), 0);
    await s.get("/");
    await s.get("/");
    expect(s.renders).toHaveLength(2);
  });
});

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("identity")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
  });
});

describe("sharedLifetimes", () => {
  it("reads what a shared cache may do from Cache-Control", () => {
    expect(sharedLifetimes(SHARED)).toEqual({
      freshMs: 300_000,
      staleWhileRevalidateMs: 3_600_000,
      staleIfErrorMs: 86_400_000,
    });
    expect(sharedLifetimes("public, max-age=60")?.freshMs).toBe(60_000);
    expect(sharedLifetimes("s-maxage=0")).toBeNull();
    expect(sharedLifetimes(null)).toBeNull();
  });
});
