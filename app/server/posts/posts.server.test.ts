import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testServices } from "#tests/support/services";
import { sanitizePost } from "#tests/support/sanitize-fields";
import { fixturePosts, startFakeWordPress, UNSAFE_SLUG } from "#tests/support/fake-wordpress";
import { withFakeWordPress } from "#tests/support/fake-wordpress-vitest";
import { SanitizerUnavailableError } from "~/server/sanitize/sanitize.server";
import { createPostsService, PostsUnavailableError } from "./posts.server";
import { createEmbeddedSource } from "./sources/embedded.server";
import { createWordPressSource } from "./sources/wordpress.server";

const wp = withFakeWordPress();
let clock: number;
let logs: string[];
beforeEach(async () => {
  clock = 1_000_000;
  logs = [];
});
afterEach(() => vi.unstubAllEnvs());

function service(options: { timeoutMs?: number; maxEntries?: number } = {}) {
  return createPostsService({
    sanitize: sanitizePost,
    source: createWordPressSource({ apiUrl: wp().apiUrl, timeoutMs: options.timeoutMs ?? 1000 }),
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

describe("a sanitizer that is not running (stopped after SIGTERM, its worker missing)", () => {
  it("fails the read, so the page answers its outage, and keeps nothing: the next read sanitizes the post", async () => {
    let running = false;
    const posts = createPostsService({
      sanitize: (post) =>
        running ? sanitizePost(post) : Promise.reject(new SanitizerUnavailableError("stopped")),
      source: createWordPressSource({ apiUrl: wp().apiUrl, timeoutMs: 5000 }),
      now: () => clock,
      log: () => {},
    });
    const slug = fixturePosts("http://x")[0]!.slug;
    await failure(posts.getPostBySlugCached(slug));
    running = true;
    expect((await posts.getPostBySlugCached(slug)).value.data[0]?.content.rendered).not.toContain(
      "could not be shown in full",
    );
  });
});

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
        '<h2 id="user-content-safe-heading">Safe heading<a class="heading-self-link" href="#user-content-safe-heading" aria-label="Link to the section Safe heading"></a></h2>',
        '<p>Safe paragraph with <a href="https://example.org/paper" rel="noopener noreferrer">a paper</a>.</p>',
        "",
        // An image from a host that is not a WordPress media origin cannot be shown: its alt text stays.
        "Fibres",
        "<p><a>click me</a></p>",
        "",
        "",
        // A frame is a link to its address, never a frame.
        '<a href="https://evil.example/" rel="noopener noreferrer">https://evil.example/</a>',
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
    expect(wp().requests).toEqual(["/wp-json/wp/v2/posts?slug=no-such-post&lang=en&_embed"]);
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
        sanitize: sanitizePost,
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
    expect(wp().requests).toEqual(["/wp-json/wp/v2/posts?_embed&per_page=100&page=1&lang=en"]);
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
    await wp().setMode(mode);
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
    const posts = createPostsService({
      sanitize: sanitizePost,
      source: createEmbeddedSource(),
      now: () => clock,
    });
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

describe("the service the settings ask for", () => {
  it("uses the embedded blog when WORDPRESS_API_URL is unset", async () => {
    const posts = testServices({ WORDPRESS_API_URL: "" }).posts;
    expect(posts.source).toBe("embedded");
    expect((await posts.listPosts(1)).data).toHaveLength(9);
  });

  it("uses WordPress when WORDPRESS_API_URL is set", async () => {
    const posts = testServices({ WORDPRESS_API_URL: wp().apiUrl }).posts;
    expect(posts.source).toBe("wordpress");
    expect((await posts.listPosts(1)).totalPosts).toBe(21);
    expect((await posts.getPostBySlug("fixture-post-03")).data[0]?.id).toBe(198);
    expect(await posts.allPosts()).toHaveLength(21);
  });
});
