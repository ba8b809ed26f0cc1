// The blog proxy in front of a WordPress that misbehaves: every answer a clear status, never a crash.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sanitizePost } from "#tests/support/sanitize-fields";
import { testServices } from "#tests/support/services";
import type { Services } from "~/server/services.server";
import { HOSTILE_DATES, startRedirectTarget, WRONG_TYPES_SKIPPED } from "#tests/support/fake-wordpress";
import { withFakeWordPress } from "#tests/support/fake-wordpress-vitest";
import type { Route } from "./+types/api.wordpress";
import { loader } from "./api.wordpress";
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

describe("GET /api/wordpress reading a hostile WordPress", () => {
  beforeEach(() => {
    vi.stubEnv("WORDPRESS_API_URL", wp().apiUrl);
    vi.stubEnv("WORDPRESS_TIMEOUT_MS", "300");
    vi.spyOn(console, "warn").mockImplementation(() => {}); // skipped posts and failures are logged
  });
  afterEach(() => vi.restoreAllMocks());

  const LIST = "_embed&per_page=9&page=1";

  it("a gzip bomb: 502 {error: 'Failed to fetch posts'}", async () => {
    // The byte limit must stop it, not the clock: a busy machine may take seconds to inflate 10 MB.
    vi.stubEnv("WORDPRESS_TIMEOUT_MS", "20000");
    await wp().setMode("gzip-bomb");
    const { status, body, response } = await get(LIST);
    expect({ status, body }).toEqual({ status: 502, body: { error: "Failed to fetch posts" } });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("a body that never ends: 504 for a list and for a post", async () => {
    await wp().setMode("slow-body");
    expect(await get(LIST)).toMatchObject({ status: 504, body: { error: "Failed to fetch posts" } });
    expect(await get("slug=fixture-post-03&_embed")).toMatchObject({
      status: 504,
      body: { error: "Failed to fetch post" },
    });
  });

  it("a redirect: 502, and nothing is asked of the address it points to", async () => {
    const target = await startRedirectTarget();
    try {
      await wp().setMode("redirect", { redirectTo: target.origin, redirectStatus: 302 });
      expect(await get(LIST)).toMatchObject({ status: 502, body: { error: "Failed to fetch posts" } });
      expect(await get("slug=fixture-post-03&_embed")).toMatchObject({
        status: 502,
        body: { error: "Failed to fetch post" },
      });
      expect(target.connections()).toBe(0);
    } finally {
      await target.stop();
    }
  });

  it("absurd totals: the posts, with totals held to sane bounds", async () => {
    await wp().setMode("absurd-totals", { total: "999999999999", totalPages: "999999999999" });
    const { status, body } = await get(LIST);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(9);
    expect({ totalPosts: body.totalPosts, totalPages: body.totalPages }).toEqual({
      totalPosts: 10_000,
      totalPages: 1112,
    });
    // A short page is the last one: 21 posts, whatever the headers say.
    const all = await get("_embed&per_page=100&page=1");
    expect(all.body).toMatchObject({ totalPosts: 21, totalPages: 1 });
  });

  it("hostile dates: every post, with only real dates", async () => {
    await wp().setMode("hostile-date");
    const { status, body } = await get(LIST);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(9);
    const dates = Object.fromEntries(body.data.map((p: { slug: string; date: string }) => [p.slug, p.date]));
    for (const slug of Object.keys(HOSTILE_DATES)) expect(dates[slug]).toBe("");
    expect(Object.values(dates).filter(Boolean)).toHaveLength(9 - Object.keys(HOSTILE_DATES).length);
    // The unsafe post's iframe is a link to its address (a frame is never kept): that address is no date.
    expect(JSON.stringify(body).replaceAll("https://evil.example/", "")).not.toMatch(
      /evil|<script|99:00|2024-13|0000-00-00|20240101/,
    );
  });

  it("fields of the wrong type: the usable posts; a post with no usable answer is 502, never 500", async () => {
    await wp().setMode("wrong-types");
    const list = await get(LIST);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(9 - WRONG_TYPES_SKIPPED.length);
    expect(list.body).toMatchObject({ totalPosts: 21, totalPages: 3 });
    expect(await get("slug=fixture-post-06&_embed")).toMatchObject({
      status: 502,
      body: { error: "Failed to fetch post" },
    });
    expect(await get("slug=fixture-post-07&_embed")).toMatchObject({ status: 200, body: { data: [] } });
    const kept = await get("slug=fixture-post-04&_embed");
    expect(kept.status).toBe(200);
    expect(kept.body.data[0]).toMatchObject({ slug: "fixture-post-04", _embedded: {} });
  });

  it("a gzip bomb after a good answer: the last good copy, marked stale", async () => {
    let clock = 0;
    const posts = createPostsService({
      sanitize: sanitizePost,
      source: createWordPressSource({ apiUrl: wp().apiUrl, timeoutMs: 2000 }),
      now: () => clock,
      log: () => {},
    });
    const request = () => new Request(proxyUrl(LIST));
    const good = await (await handleProxyRequest(request(), posts)).json();

    await wp().setMode("gzip-bomb");
    clock += POSTS_FRESH_MS + 10_000;
    await handleProxyRequest(request(), posts); // stale: served while the refresh meets the bomb
    await posts.idle();
    const failed = await handleProxyRequest(request(), posts);
    expect(failed.status).toBe(200);
    expect(await failed.json()).toEqual(good);
    expect(failed.headers.get("X-Content-Stale")).toBe("1");
    expect(failed.headers.get("Warning")).toBe('111 - "Revalidation Failed"');
  });
});
