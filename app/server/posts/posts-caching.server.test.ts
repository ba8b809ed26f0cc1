// What the posts service keeps, for how long, and what it serves while WordPress fails.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sanitizePost } from "#tests/support/sanitize-fields";
import { type FakeWordPress, startFakeWordPress } from "#tests/support/fake-wordpress";
import { POSTS_FRESH_MS } from "~/lib/freshness";
import { createPostsService, PostsUnavailableError } from "./posts.server";
import { createWordPressSource } from "./sources/wordpress.server";

let wp: FakeWordPress;
let clock: number;
let logs: string[];

beforeAll(async () => {
  wp = await startFakeWordPress();
});
afterAll(() => wp.stop());
beforeEach(async () => {
  await wp.setMode("ok");
  wp.clearRequests();
  clock = 1_000_000;
  logs = [];
});
afterEach(() => vi.unstubAllEnvs());

const MINUTE = 60_000;

function service(options: { timeoutMs?: number; maxEntries?: number } = {}) {
  return createPostsService({
    sanitize: sanitizePost,
    source: createWordPressSource({ apiUrl: wp.apiUrl, timeoutMs: options.timeoutMs ?? 1000 }),
    now: () => clock,
    log: (m) => logs.push(m),
    maxEntries: options.maxEntries,
  });
}

async function failure(promise: Promise<unknown>): Promise<PostsUnavailableError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PostsUnavailableError);
  return error as PostsUnavailableError;
}

describe("posts service cache", () => {
  it("a second call within 5 minutes does not reach WordPress", async () => {
    const posts = service();
    const first = await posts.listPostsCached(1);
    clock += POSTS_FRESH_MS - 1;
    const second = await posts.listPostsCached(1);
    expect(wp.requests).toHaveLength(1);
    expect(second.value).toEqual(first.value);
    expect(second).toMatchObject({ freshness: "fresh", age: 299 });
  });

  it("forgetPosts drops every list page and the named posts, and keeps other posts", async () => {
    const posts = service();
    const { data } = await posts.listPosts(1);
    const [changed, other] = [data[0]!.slug, data[1]!.slug];
    await Promise.all([posts.listPosts(2), posts.getPostBySlug(changed), posts.getPostBySlug(other)]);
    wp.clearRequests();
    expect(posts.forgetPosts([changed, "old-slug-of-it"])).toBe(3);
    await Promise.all([
      posts.listPosts(1),
      posts.listPosts(2),
      posts.getPostBySlug(changed),
      posts.getPostBySlug(other),
    ]);
    expect(wp.requests).toHaveLength(3);
    expect(wp.requests.join(" ")).not.toContain(`slug=${other}`);
  });

  it("a fetch that was running when its entry was forgotten is not kept", async () => {
    const posts = service();
    await wp.setMode("slow", { delayMs: 300 });
    const running = posts.listPosts(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    posts.forgetPosts([]);
    await running;
    await wp.setMode("ok");
    wp.clearRequests();
    await posts.listPosts(1);
    expect(wp.requests).toHaveLength(1);
  });

  it("after 5 minutes serves the copy at once and refreshes it in the background", async () => {
    const posts = service({ timeoutMs: 3000 });
    await posts.getPostBySlug("electrospinning-at-scale");
    clock += POSTS_FRESH_MS + 1;
    await wp.setMode("slow", { delayMs: 1000 });
    const started = Date.now();
    const stale = await posts.getPostBySlugCached("electrospinning-at-scale");
    expect(Date.now() - started).toBeLessThan(500);
    expect(stale.freshness).toBe("stale");
    expect(stale.value.data[0]?.id).toBe(200);
    await posts.idle();
    expect(wp.requests).toHaveLength(2);
    expect((await posts.getPostBySlugCached("electrospinning-at-scale")).freshness).toBe("fresh");
    expect(wp.requests).toHaveLength(2);
  });

  it("serves the last good copy while WordPress fails, and says so", async () => {
    const posts = service();
    const good = await posts.listPosts(1);
    await wp.setMode("500");
    clock += POSTS_FRESH_MS + 1;
    expect((await posts.listPostsCached(1)).freshness).toBe("stale");
    await posts.idle();
    expect(logs.join()).toMatch(/answered 500.*serving the cached copy/);
    // Just failed: answer from the copy without asking again for 30 s.
    const after = await posts.listPostsCached(1);
    expect(after).toMatchObject({ freshness: "error", value: good });
    expect(wp.requests).toHaveLength(2);
    // Long past the stale-while-revalidate window, the source is asked first; it fails, the copy is served.
    clock += 3 * 60 * MINUTE;
    expect(await posts.listPostsCached(1)).toMatchObject({ freshness: "error", value: good });
    expect(wp.requests).toHaveLength(3);
    // Recovered.
    await wp.setMode("ok");
    clock += MINUTE;
    expect((await posts.listPostsCached(1)).freshness).toBe("fresh");
  });

  it("gives the copy up after 24 hours", async () => {
    const posts = service();
    await posts.listPosts(1);
    await wp.setMode("down");
    clock += 24 * 60 * MINUTE + 1;
    expect((await failure(posts.listPosts(1))).status).toBe(502);
  });

  it("coalesces 10 concurrent identical requests into one upstream request", async () => {
    const posts = service();
    await wp.setMode("slow", { delayMs: 100 });
    const lists = await Promise.all(Array.from({ length: 10 }, () => posts.listPosts(2)));
    const single = await Promise.all(
      Array.from({ length: 10 }, () => posts.getPostBySlug("fixture-post-09")),
    );
    expect(wp.requests).toEqual([
      "/wp-json/wp/v2/posts?_embed&per_page=9&page=2&lang=en",
      "/wp-json/wp/v2/posts?slug=fixture-post-09&lang=en&_embed",
    ]);
    expect(new Set(lists.map((l) => JSON.stringify(l))).size).toBe(1);
    expect(single.every((s) => s.data[0]?.slug === "fixture-post-09")).toBe(true);
  });

  it("coalesced callers all see the failure", async () => {
    const posts = service();
    await wp.setMode("500");
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => posts.listPosts(1)));
    expect(
      results.every((r) => r.status === "rejected" && r.reason.message === "Failed to fetch posts"),
    ).toBe(true);
    expect(wp.requests).toHaveLength(1);
  });

  it("keeps a bounded number of entries", async () => {
    const posts = service({ maxEntries: 2 });
    await posts.listPosts(1);
    await posts.listPosts(2);
    await posts.listPosts(3);
    await posts.listPosts(1);
    expect(wp.requests.filter((r) => r.includes("&page=1&"))).toHaveLength(2);
  });
});
