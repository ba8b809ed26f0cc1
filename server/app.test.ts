// The Express pipeline over real HTTP on 127.0.0.1, with raw request lines (as an attacker sends them).
import { createServices } from "~/server/services.server";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "~/server/config.server";
import { createApp, PERMISSIONS_POLICY } from "./app";
import type { Render } from "~/server/response-cache/response-cache.server";
import { canonicalPath } from "~/server/http/http.server";
import { rawGet } from "./raw-http.fixture";

const API_LIMIT = 3;
let server: Server;
let port: number;
const seen: string[] = [];

beforeAll(async () => {
  const config = parseConfig({ API_RATE_LIMIT_PER_MINUTE: String(API_LIMIT), SITE_URL: "https://site.test" });
  const static_ = express.static("public", { index: false, redirect: false });
  // The site as the pipeline sees it: answers without Cache-Control, so nothing is kept and each request counts.
  const render: Render = async (url) => {
    const path = new URL(url, "https://site.test").pathname;
    seen.push(path);
    if (path === "/boom") throw new Error("boom");
    if (path === "/api/wordpress" || path === "/") return Response.json({ ok: true });
    if (path === "/kept")
      return new Response("kept", { headers: { "Cache-Control": "public, s-maxage=60" } });
    return new Response("Not found", { status: 404 });
  };
  server = http
    .createServer(createApp({ services: createServices(config), render, assets: [static_] }))
    .listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("redirects", () => {
  it.each([
    "//evil.example/",
    "///evil.example/x",
    "/\\evil.example/",
    "/\\/evil.example/",
    "//evil.example/%2e%2e/",
  ])("%s is redirected within the site", async (target) => {
    const { status, headers } = await rawGet(port, target);
    expect(status).toBe(301);
    const location = headers.location!;
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, "https://site.test").origin).toBe("https://site.test");
  });

  it("a trailing slash, repeated slashes and dot segments go to one canonical address, query kept", async () => {
    expect((await rawGet(port, "/blog/?page=2")).headers.location).toBe("/blog?page=2");
    expect((await rawGet(port, "/blog//a/./b")).headers.location).toBe("/blog/a/b");
    expect((await rawGet(port, "/x/%2e%2e/products")).headers.location).toBe("/products");
  });

  it.each([
    ["/Blog/a-post", "/blog/a-post"],
    ["/BLOG", "/blog"],
    ["/Blog/a-post.data?_routes=routes%2Fblog-post", "/blog/a-post.data?_routes=routes%2Fblog-post"],
    ["/Blog/Category/news?page=2", "/blog/category/news?page=2"],
    ["/Blog/Feed.xml", "/blog/feed.xml"],
    ["/CS/Blog", "/cs/blog"],
    ["/cs/blog/Kategorie/Vyzkum.data", "/cs/blog/kategorie/vyzkum.data"],
    ["/Products", "/products"],
    ["/API/WordPress?path=%2Fposts&params=Page%3D1", "/api/wordpress?path=%2Fposts&params=Page%3D1"],
    ["/Social/Blog/a-post.png", "/social/blog/a-post.png"],
    ["/Blog//A-Post/", "/blog/a-post"],
  ])("a route in another letter case, %s, is redirected to its one spelling", async (target, location) => {
    const { status, headers } = await rawGet(port, target);
    expect(status).toBe(301);
    expect(headers.location).toBe(location);
  });

  it("static files keep their case: another spelling of one is not redirected (it is not the file)", async () => {
    expect((await rawGet(port, "/favicon.svg")).status).toBe(200);
    for (const target of ["/Favicon.svg", "/IMAGES/team.svg", "/images/Team.svg"]) {
      const { status, headers } = await rawGet(port, target);
      expect([status, headers.location]).toEqual([404, undefined]);
    }
  });

  it("static folders answer without a redirect of their own (no /images -> /images/ loop)", async () => {
    const { status } = await rawGet(port, "/images");
    expect(status).toBe(404);
  });

  it("the canonical form is stable and never names another host", () => {
    for (const path of ["//a//b/", "/\\x", "/%61pi/", "/%2F%2Fhost", "/a/%2e%2e/%2e%2e/b", "/\t/host"]) {
      const canonical = canonicalPath(path);
      expect(canonicalPath(canonical)).toBe(canonical);
      expect(new URL(canonical, "https://site.test").origin).toBe("https://site.test");
    }
  });
});

describe("the proxy's rate limit", () => {
  it("counts every request to /api/; another letter case is first sent to the canonical path", async () => {
    const spellings = [
      "/api/wordpress",
      "/API/wordpress",
      "/Api/WordPress",
      "/api/wordpress",
      "/aPi/wordpress",
      "/api/wordpress",
      "/api/wordpress",
    ];
    const statuses = [];
    for (const path of spellings) statuses.push((await rawGet(port, `${path}?path=/posts`)).status);
    expect(statuses).toEqual([200, 301, 301, 200, 301, 200, 429]);
  });

  it("encoded spellings are first sent to the canonical path, where the limit applies", async () => {
    for (const path of [
      "/%61pi/wordpress",
      "/%41PI/wordpress",
      "/x/%2e%2e/api/wordpress",
      "//api/wordpress",
    ]) {
      const first = await rawGet(port, `${path}?path=/posts`);
      expect(first.status).toBe(301);
      const followed = await rawGet(port, first.headers.location!);
      expect(followed.status).toBe(429);
      expect(JSON.parse(followed.body)).toEqual({
        error: "Too many requests: please wait a minute and try again.",
      });
    }
    expect(seen.filter((path) => path.toLowerCase() !== "/api/wordpress" && path.includes("pi"))).toEqual([]);
  });
});

describe("security headers", () => {
  const expectHeaders = (headers: Record<string, string>) => {
    expect(headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
    const scripts = headers["content-security-policy"]!.split("; ").find((d) => d.startsWith("script-src"));
    expect(scripts).toBe("script-src 'self'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["x-powered-by"]).toBeUndefined();
  };

  it.each([
    ["a page", "/", 200],
    ["a 404", "/no-such-page", 404],
    ["a redirect", "/blog/", 301],
    ["a static file", "/favicon.svg", 200],
    ["the health check", "/healthz", 200],
    ["a crash", "/boom", 500],
  ])("on %s", async (_name, target, status) => {
    const response = await rawGet(port, target);
    expect(response.status).toBe(status);
    expectHeaders(response.headers);
    expect(response.body).not.toContain("Error: boom");
  });

  it("on an answer kept in memory, answered before Express", async () => {
    await rawGet(port, "/kept");
    const before = seen.length;
    const response = await rawGet(port, "/kept");
    expect(seen.length).toBe(before);
    expect(response.body).toBe("kept");
    expectHeaders(response.headers);
    // Another spelling of the same path is not in memory: it is redirected, as any other.
    expect((await rawGet(port, "//kept")).status).toBe(301);
  });

  it("on a 429", async () => {
    const response = await rawGet(port, "/api/wordpress?path=/posts");
    expect(response.status).toBe(429);
    expectHeaders(response.headers);
  });

  it("switches off every browser feature the site does not use", () => {
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "browsing-topics"])
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
  });
});

describe("Cache-Status on every answer (decision 067)", () => {
  it.each([
    ["a page not kept (no Cache-Control)", "/", 200, "site; fwd=uri-miss; detail=no-lifetime"],
    ["a 404", "/no-such-page", 404, "site; fwd=uri-miss; detail=status"],
    ["a redirect", "/blog/", 301, "site; fwd=bypass; detail=redirect"],
    ["a static file", "/favicon.svg", 200, "site; fwd=bypass; detail=static"],
    ["the health check", "/healthz", 200, "site; fwd=bypass"],
    ["a crash", "/boom", 500, "site; fwd=uri-miss; detail=error"],
    // The proxy's limit was used up by the tests above.
    ["a 429", "/api/wordpress?path=/posts", 429, "site; fwd=bypass"],
    ["a broken escape", "/%E0", 400, "site; fwd=bypass"],
  ])("on %s", async (_name, target, status, cacheStatus) => {
    const response = await rawGet(port, target);
    expect(response.status).toBe(status);
    expect(response.headers["cache-status"]).toBe(cacheStatus);
  });

  it("on an answer kept in memory, as a hit", async () => {
    await rawGet(port, "/kept");
    expect((await rawGet(port, "/kept")).headers["cache-status"]).toMatch(/^site; hit; ttl=\d+$/);
  });
});

describe("GET /healthz", () => {
  it("answers 200 without asking anything else, never cached", async () => {
    const before = seen.length;
    const { status, headers, body } = await rawGet(port, "/healthz");
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ status: "ok" });
    expect(headers["cache-control"]).toBe("no-store");
    expect(seen.length).toBe(before);
  });
});
