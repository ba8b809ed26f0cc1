import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type FakeWordPress,
  fixturePosts,
  startFakeWordPress,
  UNSAFE_SLUG,
} from "../../tests/fake-wordpress";
import { FIVE_MINUTES } from "~/lib/query";
import {
  createPostsService,
  getPostsService,
  PostsUnavailableError,
  resetPostsService,
} from "./posts.server";
import { createEmbeddedSource } from "./sources/embedded.server";
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
afterEach(() => {
  vi.unstubAllEnvs();
  resetPostsService();
});

const MINUTE = 60_000;

function service(options: { timeoutMs?: number; maxEntries?: number } = {}) {
  return createPostsService({
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

describe("posts service reading WordPress", () => {
  it("lists a page with totals, sanitized", async () => {
    const list = await service().listPosts(1);
    expect(list.totalPosts).toBe(21);
    expect(list.totalPages).toBe(3);
    expect(list.data.map((p) => p.slug).slice(0, 2)).toEqual(["electrospinning-at-scale", UNSAFE_SLUG]);
    const unsafe = list.data[1]!;
    expect(unsafe.title.rendered).toBe("Unsafe <em>markup</em> test");
    expect(unsafe.excerpt.rendered).toBe("<p>Unsafe excerpt link</p>");
    expect(JSON.stringify(list)).not.toMatch(
      /<script|onerror|onmouseover|javascript:|<object|<iframe|<form|display:none|wp-block-file/,
    );
  });

  it("returns one sanitized post by slug with everything the page shows", async () => {
    const { data } = await service().getPostBySlug(UNSAFE_SLUG);
    expect(data).toHaveLength(1);
    expect(data[0]!.content.rendered).toBe(
      [
        "<h2>Safe heading</h2>",
        '<p>Safe paragraph with <a href="https://example.org/paper" rel="noopener noreferrer">a paper</a>.</p>',
        "",
        // An image from a host that is not a WordPress media origin cannot be shown: its alt text stays.
        "Fibres",
        "<p><a>click me</a></p>",
        "",
        "",
        "",
        "",
        "<div>hidden text</div>",
        "<p>Safe closing paragraph.</p>",
      ].join("\n"),
    );
  });

  it("answers {data: []} for an unknown slug, and for an impossible slug without asking WordPress", async () => {
    const posts = service();
    expect(await posts.getPostBySlug("no-such-post")).toEqual({ data: [] });
    expect(await posts.getPostBySlug("../../users")).toEqual({ data: [] });
    expect(wp.requests).toEqual(["/wp-json/wp/v2/posts?slug=no-such-post&lang=en&_embed"]);
  });

  it("answers a page past the end with an empty page and the real totals", async () => {
    expect(await service().listPosts(4)).toEqual({ data: [], totalPosts: 21, totalPages: 3 });
  });

  it("allPosts walks pages in order when there are more than 100 posts", async () => {
    const small = startFakeWordPress({
      posts: (origin) =>
        Array.from({ length: 250 }, (_, i) => ({
          ...fixturePosts(origin)[0]!,
          id: 1000 - i,
          slug: `p-${i}`,
        })),
    });
    const fake = await small;
    try {
      const posts = createPostsService({
        source: createWordPressSource({ apiUrl: fake.apiUrl }),
        log: () => {},
      });
      const all = await posts.allPosts();
      expect(all.map((p) => p.slug)).toEqual(Array.from({ length: 250 }, (_, i) => `p-${i}`));
      expect([...fake.requests].sort()).toEqual(
        [1, 2, 3].map((n) => `/wp-json/wp/v2/posts?_embed&per_page=100&page=${n}&lang=en`),
      );
    } finally {
      await fake.stop();
    }
  });

  it("allPosts walks every page once, 100 at a time", async () => {
    const posts = await service().allPosts();
    expect(posts).toHaveLength(21);
    expect(wp.requests).toEqual(["/wp-json/wp/v2/posts?_embed&per_page=100&page=1&lang=en"]);
  });
});

describe("posts service cache", () => {
  it("a second call within 5 minutes does not reach WordPress", async () => {
    const posts = service();
    const first = await posts.listPostsCached(1);
    clock += FIVE_MINUTES - 1;
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
    clock += FIVE_MINUTES + 1;
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
    clock += FIVE_MINUTES + 1;
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

describe("posts service errors without a cached copy", () => {
  it.each([
    ["500", 502],
    ["non-json", 502],
    ["down", 502],
    ["reset", 502],
    ["timeout", 504],
  ] as const)("WordPress %s -> %i 'Failed to fetch posts' / 'Failed to fetch post'", async (mode, status) => {
    const posts = service({ timeoutMs: 150 });
    await wp.setMode(mode);
    const list = await failure(posts.listPosts(1));
    expect(list.message).toBe("Failed to fetch posts");
    expect(list.status).toBe(status);
    const post = await failure(posts.getPostBySlug("electrospinning-at-scale"));
    expect(post.message).toBe("Failed to fetch post");
    expect(post.status).toBe(status);
  });
});

describe("posts service reading the embedded Markdown", () => {
  it("answers the same shapes from content/posts", async () => {
    const posts = createPostsService({ source: createEmbeddedSource(), now: () => clock });
    const list = await posts.listPosts(1);
    expect(list.data).toHaveLength(9);
    expect(list.totalPosts).toBeGreaterThanOrEqual(14);
    expect(list.totalPages).toBe(Math.ceil(list.totalPosts / 9));
    const slug = list.data[0]!.slug;
    expect((await posts.getPostBySlug(slug)).data[0]).toEqual(list.data[0]);
    expect(await posts.getPostBySlug("no-such-post")).toEqual({ data: [] });
    expect(await posts.allPosts()).toHaveLength(list.totalPosts);
  });
});

describe("the process-wide service", () => {
  it("uses the embedded blog when WORDPRESS_API_URL is unset", async () => {
    vi.stubEnv("WORDPRESS_API_URL", "");
    expect(getPostsService().source).toBe("embedded");
    expect((await getPostsService().listPosts(1)).data).toHaveLength(9);
  });

  it("uses WordPress when WORDPRESS_API_URL is set", async () => {
    vi.stubEnv("WORDPRESS_API_URL", wp.apiUrl);
    expect(getPostsService().source).toBe("wordpress");
    expect((await getPostsService().listPosts(1)).totalPosts).toBe(21);
    expect((await getPostsService().getPostBySlug("fixture-post-03")).data[0]?.id).toBe(198);
    expect(await getPostsService().allPosts()).toHaveLength(21);
  });
});
