// Every answer of the whole site says what its caches did in Cache-Status (RFC 9211, decision 067): pages, the
// blog proxy, pictures, social cards, static files, redirects, refusals and errors, as a client receives them.
// The site in this process (tests/support/in-process-site.ts), reading a fake WordPress over HTTP on 127.0.0.1.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendChangeNotice } from "#tests/support/change-notice";
import { withFakeWordPress } from "#tests/support/fake-wordpress-vitest";
import { type InProcessSite, startInProcessSite } from "#tests/support/in-process-site";

const SECRET = "s".repeat(48);
const wp = withFakeWordPress();
let site: InProcessSite;
beforeAll(async () => {
  site = await startInProcessSite({
    WORDPRESS_API_URL: wp().apiUrl,
    REVALIDATE_SECRET: SECRET,
    API_RATE_LIMIT_PER_MINUTE: "0",
  });
}, 60_000);
afterAll(() => site?.stop());

async function statusOf(path: string, init: RequestInit = {}) {
  const response = await fetch(site.url + path, { redirect: "manual", ...init });
  await response.arrayBuffer();
  return { status: response.status, cacheStatus: response.headers.get("cache-status"), response };
}

/**
 * Asks again with the ETag alone, as a browser revalidates its copy (fetch would add `Cache-Control: no-cache`,
 * which makes Express's static files and pictures answer in full).
 */
function revalidate(path: string, etag: string) {
  return new Promise<{ status: number; cacheStatus: string }>((resolve, reject) => {
    http
      .get(site.url + path, { headers: { "If-None-Match": etag } }, (res) => {
        res.resume();
        res.on("end", () =>
          resolve({ status: res.statusCode!, cacheStatus: String(res.headers["cache-status"]) }),
        );
      })
      .on("error", reject);
  });
}

const PROXY = "/api/wordpress?path=%2Fposts&params=_embed%26per_page%3D9%26page%3D2";

describe("answers the response cache makes and keeps", () => {
  // First, before any list is kept: a page made while WordPress fails is degraded, and not kept.
  it("a page made while WordPress fails is not kept: it is private", async () => {
    await wp().setMode("500");
    const home = await statusOf("/");
    expect(home.status).toBe(200);
    expect(home.response.headers.get("cache-control")).toBe("private, max-age=10");
    expect(home.cacheStatus).toBe("site; fwd=uri-miss; detail=private");
    const proxy = await statusOf("/api/wordpress?path=%2Fposts&params=_embed%26per_page%3D9%26page%3D3");
    expect(proxy.status).toBe(502);
    expect(proxy.cacheStatus).toBe("site; fwd=uri-miss; detail=status");
  });

  it.each(["/products", PROXY, "/blog/fixture-post-11", "/social/blog/fixture-post-11.png", "/sitemap.xml"])(
    "%s: a miss that is stored, then a hit, on a 304 too",
    async (path) => {
      expect((await statusOf(path)).cacheStatus).toBe("site; fwd=uri-miss; stored");
      const hit = await statusOf(path);
      expect(hit.status).toBe(200);
      expect(hit.cacheStatus).toMatch(/^site; hit; ttl=\d+$/);
      const etag = hit.response.headers.get("etag")!;
      const notModified = await revalidate(path, etag);
      expect(notModified.status).toBe(304);
      expect(notModified.cacheStatus).toMatch(/^site; hit; ttl=\d+$/);
    },
  );

  it("a page that does not exist is made each time: its status is not kept", async () => {
    for (let n = 0; n < 2; n++) {
      const missing = await statusOf("/no-such-page");
      expect(missing.status).toBe(404);
      expect(missing.cacheStatus).toBe("site; fwd=uri-miss; detail=status");
    }
  });

  it("a proxy request it refuses (400) is not kept either", async () => {
    const refused = await statusOf("/api/wordpress?path=%2Fusers");
    expect(refused.status).toBe(400);
    expect(refused.cacheStatus).toBe("site; fwd=uri-miss; detail=status");
  });
});

describe("answers of steps the response cache does not handle", () => {
  it("a picture: what the image cache did, behind the response cache", async () => {
    const src = encodeURIComponent(`${wp().origin}/wp-content/uploads/2025/07/tissue.jpg`);
    const path = `/image?v=1&w=360&src=${src}`;
    const made = await statusOf(path);
    expect(made.status).toBe(200);
    expect(made.cacheStatus).toBe("site-image; fwd=uri-miss; stored, site; fwd=bypass; detail=image");
    const kept = await statusOf(path);
    expect(kept.cacheStatus).toBe("site-image; hit, site; fwd=bypass; detail=image");
    const etag = kept.response.headers.get("etag")!;
    const notModified = await revalidate(path, etag);
    expect(notModified.status).toBe(304);
    expect(notModified.cacheStatus).toBe("site-image; hit, site; fwd=bypass; detail=image");
    const refused = await statusOf("/image?w=13&src=/images/team.jpg");
    expect(refused.status).toBe(400);
    expect(refused.cacheStatus).toBe("site; fwd=bypass; detail=image");
  });

  it("a static file, also on a 304", async () => {
    const file = await statusOf("/favicon.svg");
    expect(file.status).toBe(200);
    expect(file.cacheStatus).toBe("site; fwd=bypass; detail=static");
    const etag = file.response.headers.get("etag")!;
    const notModified = await revalidate("/favicon.svg", etag);
    expect(notModified.status).toBe(304);
    expect(notModified.cacheStatus).toBe("site; fwd=bypass; detail=static");
  });

  it("a redirect to a path's one spelling", async () => {
    const moved = await statusOf("/Products");
    expect(moved.status).toBe(301);
    expect(moved.cacheStatus).toBe("site; fwd=bypass; detail=redirect");
  });

  it("a POST: a method the cache never keeps", async () => {
    const refused = await statusOf("/api/revalidate", { method: "POST", body: "{}" });
    expect(refused.status).toBe(401);
    expect(refused.cacheStatus).toBe("site; fwd=method");
    const body = JSON.stringify({ event: "update", id: 11, slugs: ["fixture-post-11"] });
    const notice = await sendChangeNotice(site.url, body, { secret: SECRET });
    expect(notice.status).toBe(200);
    expect(notice.headers.get("cache-status")).toBe("site; fwd=method");
    // The notice dropped the kept post: made again, and kept again.
    expect((await statusOf("/blog/fixture-post-11")).cacheStatus).toBe("site; fwd=uri-miss; stored");
  });

  it("the probes and a badly encoded address", async () => {
    expect((await statusOf("/healthz")).cacheStatus).toBe("site; fwd=bypass");
    const bad = await statusOf("/blog/%E0");
    expect(bad.status).toBe(400);
    expect(bad.cacheStatus).toBe("site; fwd=bypass");
  });
});
