import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sanitizePost } from "#tests/support/sanitize-fields";
import { withFakeWordPress } from "#tests/support/fake-wordpress-vitest";
import { createPostsService, PostsUnavailableError } from "./posts.server";
import { createEmbeddedSource } from "./sources/embedded.server";
import type { Post } from "~/lib/posts";
import type { PostsSource } from "./sources/source.server";
import { createWordPressSource } from "./sources/wordpress.server";

const wp = withFakeWordPress();

const fromWordPress = (clientRequestsPerMinute = 0) =>
  createPostsService({
    sanitize: sanitizePost,
    source: createWordPressSource({ apiUrl: wp().apiUrl, timeoutMs: 1000 }),
    clientRequestsPerMinute,
    log: () => {},
  });
const redirectAsks = () => wp().requests.filter((request) => request.includes("site-connector/v1/redirect"));

describe("a renamed post in WordPress", () => {
  it("is found by its old slug through the site connector, once", async () => {
    const posts = fromWordPress();
    expect(await posts.findMoved("electrospinning-at-scale-lessons")).toBe("electrospinning-at-scale");
    expect(await posts.findMoved("electrospinning-at-scale-lessons")).toBe("electrospinning-at-scale");
    expect(redirectAsks()).toEqual([
      "/wp-json/site-connector/v1/redirect?path=%2Felectrospinning-at-scale-lessons&lang=en",
    ]);
  });

  it("refuses another host, the same address, a post that is gone and what is no post", async () => {
    const posts = fromWordPress();
    for (const slug of [
      "moved-off-site",
      "moved-protocol-relative",
      "moved-to-itself",
      "moved-to-a-gone-post",
      "moved-to-a-page",
    ])
      expect(await posts.findMoved(slug), slug).toBeUndefined();
  });

  it("keeps a 'nowhere' too, and asks nothing for what is no slug", async () => {
    const posts = fromWordPress();
    expect(await posts.findMoved("never-was-a-post")).toBeUndefined();
    expect(await posts.findMoved("never-was-a-post")).toBeUndefined();
    expect(await posts.findMoved("../wp-admin")).toBeUndefined();
    expect(redirectAsks()).toHaveLength(1);
  });

  it("asks again after a change notice", async () => {
    const posts = fromWordPress();
    await posts.findMoved("never-was-a-post");
    posts.forgetPosts(["electrospinning-at-scale"]);
    await posts.findMoved("never-was-a-post");
    expect(redirectAsks()).toHaveLength(2);
  });

  it("costs a flood of unknown slugs no more than the client's upstream budget", async () => {
    const posts = fromWordPress(5);
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => posts.findMoved(`unknown-${i}`, { client: "flooder" })),
    );
    const refused = answers.filter(
      (answer) => answer.status === "rejected" && (answer.reason as PostsUnavailableError).status === 429,
    );
    expect(refused).toHaveLength(15);
    expect(redirectAsks()).toHaveLength(5);
  });
});

describe("searching WordPress", () => {
  it("asks WordPress's own search, in the blog's language, and keeps the answer", async () => {
    const posts = fromWordPress();
    const found = await posts.searchCached("  Multimode\u0000 ", 1, { perPage: 9, lang: "cs" });
    expect(found.value.totalPosts).toBe(20);
    expect(found.value.data).toHaveLength(9);
    await posts.searchCached("Multimode", 1, { perPage: 9, lang: "cs" });
    const asked = wp().requests.filter((request) => request.includes("search="));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain("&lang=cs&search=Multimode");
  });

  it("answers no posts for words no post has", async () => {
    const found = await fromWordPress().searchCached("graphene", 1, { perPage: 9 });
    expect(found.value).toMatchObject({ data: [], totalPosts: 0 });
  });

  it("keeps search answers by their size: at most 10 MB of them, however few", async () => {
    // Nine posts of 100 KB each in every answer, as a WordPress of long posts answers a search of their bodies.
    const big = (id: number): Post => ({
      id,
      slug: `long-${id}`,
      date: "2025-03-14T09:30:00",
      title: { rendered: "Long" },
      excerpt: { rendered: "" },
      content: { rendered: `<p>${"fibre ".repeat(20_000)}</p>` },
    });
    let asked = 0;
    const source: PostsSource = {
      ...createWordPressSource({ apiUrl: wp().apiUrl, timeoutMs: 1000 }),
      search: async () => {
        asked += 1;
        return { data: Array.from({ length: 9 }, (_, i) => big(i)), totalPages: 1, totalPosts: 9 };
      },
    };
    const posts = createPostsService({ sanitize: async (post) => post, source, log: () => {} });
    const words = Array.from({ length: 60 }, (_, i) => `fibre ${i}`);
    for (const query of words) await posts.searchCached(query, 1, { perPage: 9 });
    asked = 0;
    for (const query of words) await posts.searchCached(query, 1, { perPage: 9 });
    // 60 answers of 900 KB are 54 MB: at most 10 MB of them are kept.
    expect(asked).toBeGreaterThanOrEqual(60 - 11);
  });

  it("refuses an empty search and one over 100 characters without asking", async () => {
    const posts = fromWordPress();
    await expect(posts.searchCached(" \u0000 ", 1, { perPage: 9 })).rejects.toThrow(RangeError);
    await expect(posts.searchCached("x".repeat(101), 1, { perPage: 9 })).rejects.toThrow(RangeError);
    expect(wp().requests).toHaveLength(0);
  });
});

describe("the embedded blog", () => {
  const posts = createPostsService({ sanitize: sanitizePost, source: createEmbeddedSource() });

  it("leads a Czech post's old slug (redirect_from) to its new one, in Czech only", async () => {
    expect(await posts.findMoved("testovani-antimikrobialnich-kryti", { lang: "cs" })).toBe(
      "antimikrobialni-kryti-inhibicni-zona",
    );
    expect(await posts.findMoved("testovani-antimikrobialnich-kryti", { lang: "en" })).toBeUndefined();
  });

  it("finds Czech words without their diacritics, and nothing for odd characters", async () => {
    const slugs = async (query: string) =>
      (await posts.searchCached(query, 1, { perPage: 50, lang: "cs" })).value.data.map((post) => post.slug);
    expect(await slugs("nanovlakenny")).toContain("antimikrobialni-kryti-inhibicni-zona");
    expect(await slugs("VYZKUM")).toEqual(await slugs("výzkum"));
    expect((await slugs("vyzkum")).length).toBeGreaterThan(0);
    for (const odd of ["*", "<script>", "%", "zzzzqqq"]) expect(await slugs(odd), odd).toEqual([]);
  });

  it("searches one language's posts, and rebuilds its index when a post changes", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "posts-"));
    const write = (name: string, title: string) =>
      writeFile(path.join(dir, `${name}.md`), `---\ntitle: "${title}"\ndate: 2025-01-01\n---\n\nText.\n`);
    try {
      await write("one", "Chitosan membranes");
      const local = createPostsService({ sanitize: sanitizePost, source: createEmbeddedSource({ dir }) });
      expect((await local.searchCached("chitosan", 1, { perPage: 9 })).value.totalPosts).toBe(1);
      expect((await local.searchCached("chitosan", 1, { perPage: 9, lang: "cs" })).value.totalPosts).toBe(0);
      await write("two", "Chitosan sponges");
      local.forgetPosts(["two"]);
      expect((await local.searchCached("chitosan", 1, { perPage: 9 })).value.totalPosts).toBe(2);
    } finally {
      await rm(dir, { recursive: true });
    }
  });
});
