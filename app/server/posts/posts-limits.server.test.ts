// What a flood of made-up addresses, a burst of requests and one greedy client can cost: never the good copies,
// never more than a few WordPress requests at once. Against the fake WordPress over real HTTP.
import { beforeEach, describe, expect, it } from "vitest";
import { sanitizePost } from "#tests/support/sanitize-fields";
import { fixturePosts } from "#tests/support/fake-wordpress";
import { withFakeWordPress } from "#tests/support/fake-wordpress-vitest";
import { createPostsService, PostsUnavailableError, type PostsServiceOptions } from "./posts.server";
import { createWordPressSource } from "./sources/wordpress.server";
import type { PostsSource } from "./sources/source.server";

const wp = withFakeWordPress();
let clock: number;
beforeEach(async () => {
  clock = 1_000_000;
});

const MINUTE = 60_000;
/** WordPress's time limit here: long, so that a busy machine never turns an answer into a failure. */
const TIMEOUT_MS = 20_000;
const slugs = fixturePosts("http://x").map((post) => post.slug);

/** The real WordPress source, counting how many of its requests are open at once. */
function countingSource() {
  const real = createWordPressSource({ apiUrl: wp().apiUrl, timeoutMs: TIMEOUT_MS });
  const counter = { open: 0, most: 0 };
  const track = async <T>(request: Promise<T>) => {
    counter.open++;
    counter.most = Math.max(counter.most, counter.open);
    try {
      return await request;
    } finally {
      counter.open--;
    }
  };
  const source: PostsSource = {
    name: real.name,
    list: (page, perPage) => track(real.list(page, perPage)),
    bySlug: (slug) => track(real.bySlug(slug)),
    category: (slug) => track(real.category(slug)),
    listCategory: (category, page, perPage) => track(real.listCategory(category, page, perPage)),
  };
  return { source, counter };
}

function service(options: Partial<PostsServiceOptions> = {}) {
  return createPostsService({
    sanitize: sanitizePost,
    source: createWordPressSource({ apiUrl: wp().apiUrl, timeoutMs: TIMEOUT_MS }),
    now: () => clock,
    log: () => {},
    ...options,
  });
}

describe("a flood of made-up slugs", { timeout: 30_000 }, () => {
  it("cannot push the good copies out: when WordPress then fails, the list and every post are still served", async () => {
    const posts = service({ maxEntries: 500 });
    await posts.listPosts(1);
    for (const slug of slugs) expect((await posts.getPostBySlug(slug)).data).toHaveLength(1);

    for (let i = 0; i < 600; i++) expect((await posts.getPostBySlug(`made-up-${i}`)).data).toEqual([]);

    await wp().setMode("500");
    clock += 120 * MINUTE; // past freshness and stale-while-revalidate: every read asks WordPress, which fails
    const list = await posts.listPostsCached(1);
    expect(list.freshness).toBe("error");
    expect(list.value.data.length).toBeGreaterThan(0);
    for (const slug of slugs) {
      const post = await posts.getPostBySlugCached(slug);
      expect(post.freshness).toBe("error");
      expect(post.value.data[0]?.slug).toBe(slug);
    }
  });

  it("pages past the known end are answered without asking WordPress", async () => {
    const posts = service();
    const first = await posts.listPosts(1);
    wp().clearRequests();
    for (const page of [first.totalPages + 1, 500, 99_999]) {
      expect(await posts.listPosts(page)).toEqual({
        data: [],
        totalPages: first.totalPages,
        totalPosts: first.totalPosts,
      });
    }
    expect(wp().requests).toEqual([]);
  });
});

describe("a flood of pages past an archive's end", () => {
  it("costs a category's or an author's first page, read once, and nothing for pages 2 to 61", async () => {
    const posts = service();
    const archives = {
      category: (page: number) => posts.listCategoryCached("nanofibers", page, { perPage: 3 }),
      author: (page: number) => posts.listAuthorCached("tomas", page, { perPage: 3 }),
    };
    for (const [name, read] of Object.entries(archives)) {
      wp().clearRequests();
      for (let page = 2; page <= 61; page++) await read(page);
      const lists = wp().requests.filter((request) => request.startsWith("/wp-json/wp/v2/posts"));
      // The first page and the real pages after it (at most 4 here), each asked for once.
      expect(lists.length, name).toBeLessThanOrEqual(5);
      expect(
        lists.filter((request) => /[?&]page=1(&|$)/.test(request)),
        name,
      ).toHaveLength(1);
      const past = await read(61);
      expect(past.value.data, name).toEqual([]);
      expect(past.value.totalPages, name).toBeGreaterThan(1);
    }
  });
});

describe("requests to WordPress", () => {
  it("are at most `concurrency` at once; a full queue is refused with 503 and Retry-After", async () => {
    await wp().setMode("slow", { delayMs: 300 });
    const { source, counter } = countingSource();
    const posts = service({ source, gate: { concurrency: 3, maxQueue: 6, maxWaitMs: 5000 } });

    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => posts.getPostBySlug(`burst-${i}`)),
    );

    expect(counter.most).toBe(3);
    const refused = results
      .filter((r) => r.status === "rejected")
      .map((r) => r.reason as PostsUnavailableError);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(9);
    expect(refused).toHaveLength(11);
    for (const error of refused) {
      expect(error.status).toBe(503);
      expect(error.retryAfterSeconds).toBeGreaterThan(0);
    }
    expect(wp().requests).toHaveLength(9);
  });

  it("one client may cause only so many per minute (429); other clients and cached answers are not affected", async () => {
    const posts = service({ clientRequestsPerMinute: 5 });
    for (let i = 0; i < 5; i++) await posts.getPostBySlug(`greedy-${i}`, { client: "client-a" });

    const error = (await posts
      .getPostBySlug("greedy-5", { client: "client-a" })
      .catch((e: unknown) => e)) as PostsUnavailableError;
    expect(error).toBeInstanceOf(PostsUnavailableError);
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(wp().requests.filter((r) => r.includes("greedy-5"))).toEqual([]);

    expect((await posts.getPostBySlug("greedy-0", { client: "client-a" })).data).toEqual([]); // cached: free
    expect((await posts.getPostBySlug(slugs[0]!, { client: "client-b" })).data).toHaveLength(1);
  });
});

describe("previews", () => {
  it("count against the client's budget: past it, 429 without asking WordPress", async () => {
    let asked = 0;
    const draftOf = { ...fixturePosts("http://x")[0]!, id: 7 };
    const posts = service({
      source: {
        ...createWordPressSource({ apiUrl: wp().apiUrl, timeoutMs: TIMEOUT_MS }),
        draft: async () => (asked++, draftOf as never),
      },
      credentials: { user: "editor", appPassword: "secret" },
      clientRequestsPerMinute: 10,
    });
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, () =>
        posts.draft(7, { client: "one-link" }).then(
          () => 200,
          (error: PostsUnavailableError) => error.status,
        ),
      ),
    );
    expect(outcomes.filter((status) => status === 200)).toHaveLength(10);
    expect(outcomes.filter((status) => status === 429)).toHaveLength(90);
    expect(asked).toBe(10);
    await expect(posts.draft(7, { client: "another-editor" })).resolves.toMatchObject({ id: 7 });
  });
});
