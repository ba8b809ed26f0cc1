import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sanitizePost } from "#tests/support/sanitize-fields";
import { testServices } from "#tests/support/services";
import type { Services } from "~/server/services.server";
import { UNSAFE_SLUG } from "#tests/support/fake-wordpress";
import { withFakeWordPress } from "#tests/support/fake-wordpress-vitest";
import type { Route } from "./+types/api.wordpress";
import { action, loader } from "./api.wordpress";
import { POSTS_FRESH_MS } from "~/lib/freshness";
import { createPostsService, createWordPressSource } from "~/server/posts/posts.server";
import { handleProxyRequest } from "~/server/proxy/proxy.server";

/** This test's services, built at first use from the environment the test set (vi.stubEnv). */
let services: Services | undefined;
const siteContext = () => ({ services: (services ??= testServices()) });

const wp = withFakeWordPress();
beforeEach(async () => {
  services = undefined;
});
afterEach(() => {
  vi.unstubAllEnvs();
  services = undefined;
});

const proxyUrl = (params: string, path = "/posts") =>
  `http://localhost/api/wordpress?path=${encodeURIComponent(path)}&params=${encodeURIComponent(params)}`;

async function get(params: string, init: RequestInit = {}, path?: string) {
  const request = new Request(proxyUrl(params, path), init);
  const response = await loader({ request, context: siteContext() } as Route.LoaderArgs);
  const text = await response.text();
  return { response, status: response.status, body: text ? JSON.parse(text) : null };
}

const CACHE_CONTROL = "public, max-age=300, s-maxage=300, stale-while-revalidate=3600, stale-if-error=86400";

describe("GET /api/wordpress with the embedded blog", () => {
  beforeEach(() => vi.stubEnv("WORDPRESS_API_URL", ""));

  it("answers a list page as {data, totalPages, totalPosts} with cache headers", async () => {
    const { response, status, body } = await get("_embed&per_page=9&page=1");
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["data", "totalPages", "totalPosts"]);
    expect(body.data).toHaveLength(9);
    expect(body.totalPages).toBe(Math.ceil(body.totalPosts / 9));
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Cache-Control")).toBe(CACHE_CONTROL);
    expect(response.headers.get("X-Content-Source")).toBe("embedded");
    expect(response.headers.get("X-Content-Stale")).toBeNull();
  });

  it("answers a post as {data: [post]} and an unknown slug as {data: []}", async () => {
    const found = await get("slug=introducing-multispin&_embed");
    expect(found.status).toBe(200);
    expect(found.body.data).toHaveLength(1);
    expect(found.body.data[0].slug).toBe("introducing-multispin");
    const missing = await get("slug=no-such-post&_embed");
    expect(missing).toMatchObject({ status: 200, body: { data: [] } });
  });

  it("answers a page past the end with an empty page and the real totals", async () => {
    const first = await get("_embed&per_page=9&page=1");
    const past = await get("_embed&per_page=9&page=50");
    expect(past).toMatchObject({
      status: 200,
      body: { data: [], totalPages: first.body.totalPages, totalPosts: first.body.totalPosts },
    });
  });

  it.each([
    ["_embed&per_page=9&page=0", "page must be a whole number of at least 1"],
    ["_embed&per_page=500", "per_page must be a whole number from 1 to 100"],
    ["_embed&foo=bar", 'Unknown parameter "foo"'],
    ["slug=<script>&_embed", 'slug must be 1 to 200 characters of lowercase letters a-z, digits and "-"'],
  ])("answers 400 {error} for params %s", async (params, error) => {
    const { response, status, body } = await get(params);
    expect(status).toBe(400);
    expect(body).toEqual({ error });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers 400 for any path but /posts", async () => {
    expect(await get("", {}, "/users")).toMatchObject({
      status: 400,
      body: { error: 'path must be "/posts"' },
    });
  });

  it("HEAD answers the headers without a body", async () => {
    const { response, status, body } = await get("_embed&page=1", { method: "HEAD" });
    expect(status).toBe(200);
    expect(body).toBeNull();
    expect(response.headers.get("Cache-Control")).toBe(CACHE_CONTROL);
  });

  it("other methods answer 405 with Allow", async () => {
    for (const method of ["POST", "PUT", "DELETE"]) {
      const request = new Request(proxyUrl("_embed"), { method, body: method === "DELETE" ? null : "x" });
      const response = await action({ request } as Route.ActionArgs);
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe("GET, HEAD");
      expect(await response.json()).toEqual({ error: `Method ${method} is not allowed; use GET` });
    }
  });
});

describe("GET /api/wordpress reading WordPress", () => {
  beforeEach(() => {
    vi.stubEnv("WORDPRESS_API_URL", wp().apiUrl);
    // Long enough that a busy machine never turns an answer into a timeout; the timeout test sets its own.
    vi.stubEnv("WORDPRESS_TIMEOUT_MS", "10000");
  });

  it("forwards only the validated request and answers with WordPress's totals", async () => {
    const { status, body, response } = await get("_embed&per_page=9&page=2");
    expect(status).toBe(200);
    expect(body.totalPosts).toBe(21);
    expect(body.totalPages).toBe(3);
    expect(body.data.map((p: { id: number }) => p.id)).toEqual([191, 190, 189, 188, 187, 186, 185, 184, 183]);
    expect(wp().requests).toEqual(["/wp-json/wp/v2/posts?_embed&per_page=9&page=2&lang=en"]);
    expect(response.headers.get("X-Content-Source")).toBe("wordpress");
  });

  it("sends sanitized HTML only", async () => {
    const { body } = await get(`slug=${UNSAFE_SLUG}&_embed`);
    const text = JSON.stringify(body);
    expect(body.data[0].content.rendered).toContain('<h2 id="user-content-safe-heading">Safe heading<a ');
    expect(text).not.toMatch(
      /<script|onerror|onmouseover|javascript:|<object|<iframe|<form|display:none|Download/,
    );
  });

  it("answers 502 {error: 'Failed to fetch posts'} when WordPress fails and nothing is cached", async () => {
    await wp().setMode("500");
    const { status, body, response } = await get("_embed&per_page=9&page=1");
    expect(status).toBe(502);
    expect(body).toEqual({ error: "Failed to fetch posts" });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers 502 {error: 'Failed to fetch post'} for a post when WordPress is down", async () => {
    await wp().setMode("down");
    expect(await get("slug=fixture-post-03&_embed")).toMatchObject({
      status: 502,
      body: { error: "Failed to fetch post" },
    });
  });

  it("answers 504 when WordPress does not answer in time", async () => {
    vi.stubEnv("WORDPRESS_TIMEOUT_MS", "200");
    await wp().setMode("timeout");
    expect(await get("_embed&per_page=9&page=1")).toMatchObject({
      status: 504,
      body: { error: "Failed to fetch posts" },
    });
  });

  it("answers 502 for a non-JSON answer", async () => {
    await wp().setMode("non-json");
    expect((await get("slug=fixture-post-03&_embed")).status).toBe(502);
  });
});

describe("the proxy serving stale copies", () => {
  it("marks a copy served while WordPress is down", async () => {
    let clock = 0;
    const posts = createPostsService({
      sanitize: sanitizePost,
      source: createWordPressSource({ apiUrl: wp().apiUrl, timeoutMs: 500 }),
      now: () => clock,
      log: () => {},
    });
    const request = () => new Request(proxyUrl("_embed&per_page=9&page=1"));
    const fresh = await handleProxyRequest(request(), posts);
    const freshBody = await fresh.json();
    expect(fresh.headers.get("X-Content-Stale")).toBeNull();

    await wp().setMode("500");
    clock += POSTS_FRESH_MS + 10_000;
    const stale = await handleProxyRequest(request(), posts);
    expect(stale.status).toBe(200);
    expect(stale.headers.get("X-Content-Stale")).toBe("1");
    expect(stale.headers.get("Warning")).toBe('110 - "Response is Stale"');
    expect(stale.headers.get("Age")).toBe("310");
    await posts.idle();

    const failed = await handleProxyRequest(request(), posts);
    expect(failed.status).toBe(200);
    expect(await failed.json()).toEqual(freshBody);
    expect(failed.headers.get("X-Content-Stale")).toBe("1");
    expect(failed.headers.get("Warning")).toBe('111 - "Revalidation Failed"');
  });
});
