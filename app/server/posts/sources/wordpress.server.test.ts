// The WordPress source against a fake WordPress: pages, posts, failures, Polylang's languages.
import { beforeEach, describe, expect, it } from "vitest";
import { POLYLANG_CZECH } from "#tests/support/fake-wordpress";
import { withFakeWordPress } from "#tests/support/fake-wordpress-vitest";
import { SourceError } from "./source.server";
import { createWordPressSource } from "./wordpress.server";
import { toPost } from "./wordpress-shapes.server";

const wp = withFakeWordPress();
const source = (timeoutMs = 1000, log = (_: string) => {}) =>
  createWordPressSource({ apiUrl: wp().apiUrl, timeoutMs, log });

describe("WordPress source against a fake WordPress 6.1", () => {
  it("reads a page of posts with the totals from X-WP-Total and X-WP-TotalPages", async () => {
    const list = await source().list(1, 9);
    expect(list.totalPosts).toBe(21);
    expect(list.totalPages).toBe(3);
    expect(list.data).toHaveLength(9);
    expect(wp().requests).toEqual(["/wp-json/wp/v2/posts?_embed&per_page=9&page=1"]);
    expect(list.data[0]).toEqual({
      id: 200,
      slug: "electrospinning-at-scale",
      date: "2025-06-30T09:30:00",
      date_gmt: "2025-06-30T07:30:00",
      modified: "2025-06-30T09:30:00",
      modified_gmt: "2025-06-30T07:30:00",
      title: { rendered: "Electrospinning at scale: lessons from the Multispin unit" },
      excerpt: { rendered: expect.stringContaining("<em>multimode</em>") },
      content: { rendered: expect.stringContaining("<h2>Why multimode?</h2>") },
      jetpack_featured_media_url: `${wp().origin}/wp-content/uploads/2025/06/electrospinning-at-scale.png`,
      _embedded: {
        author: [{ id: 2, name: "Dr. Jana Nováková", slug: "director" }],
        "wp:featuredmedia": [
          {
            id: 300,
            source_url: `${wp().origin}/wp-content/uploads/2025/06/electrospinning-at-scale.png`,
            alt_text: "",
            media_details: { width: 1200, height: 630 },
          },
        ],
        "wp:term": [[{ id: 2, name: "Nanofibers", slug: "nanofibers", taxonomy: "category" }], []],
      },
    });
  });

  it("keeps only the fields the site reads", async () => {
    const [post] = (await source().list(1, 1)).data;
    expect(Object.keys(post!).sort()).toEqual(
      [
        "_embedded",
        "content",
        "date",
        "date_gmt",
        "excerpt",
        "id",
        "jetpack_featured_media_url",
        "modified",
        "modified_gmt",
        "slug",
        "title",
      ].sort(),
    );
  });

  it("answers the last page with the remaining posts", async () => {
    const list = await source().list(3, 9);
    expect(list).toMatchObject({ totalPosts: 21, totalPages: 3 });
    expect(list.data.map((p) => p.id)).toEqual([182, 181, 180]);
  });

  it("answers a page past the end with an empty page and the real totals", async () => {
    expect(await source().list(7, 9)).toEqual({ data: [], totalPosts: 21, totalPages: 3 });
    expect(wp().requests).toEqual([
      "/wp-json/wp/v2/posts?_embed&per_page=9&page=7",
      "/wp-json/wp/v2/posts?per_page=1&page=1&_fields=id",
    ]);
  });

  it("finds a post by slug, and nothing for an unknown slug", async () => {
    const post = await source().bySlug("electrospinning-at-scale");
    expect(post?.id).toBe(200);
    expect(wp().requests).toEqual(["/wp-json/wp/v2/posts?slug=electrospinning-at-scale&_embed"]);
    expect(await source().bySlug("no-such-post")).toBeUndefined();
  });

  it("drops an author WordPress embeds as an error object", async () => {
    const post = await source().bySlug("fixture-post-05");
    expect(post?._embedded?.author).toBeUndefined();
  });

  it("with no posts at all answers an empty first page", async () => {
    await wp().setMode("empty");
    expect(await source().list(1, 9)).toEqual({ data: [], totalPosts: 0, totalPages: 0 });
  });
});

describe("WordPress source failures", () => {
  it.each([
    ["500", /answered 500/],
    ["non-json", /not JSON/],
    ["reset", /could not be reached/],
    ["down", /could not be reached/],
  ] as const)("mode %s fails with a SourceError (not a timeout)", async (mode, message) => {
    await wp().setMode(mode);
    const error = await source()
      .list(1, 9)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceError);
    expect((error as SourceError).message).toMatch(message);
    expect((error as SourceError).timeout).toBe(false);
  });

  it("a WordPress that never answers times out", async () => {
    await wp().setMode("timeout");
    const started = Date.now();
    const error = await source(200)
      .bySlug("electrospinning-at-scale")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceError);
    expect((error as SourceError).timeout).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("a slow WordPress within the timeout is fine", async () => {
    await wp().setMode("slow", { delayMs: 100 });
    expect((await source(2000).list(1, 9)).data).toHaveLength(9);
  });

  it("rejects a list that is not an array and items that are not posts", () => {
    expect(() => toPost({ id: "1" })).toThrow(SourceError);
    expect(() => toPost(null)).toThrow(SourceError);
  });

  it("keeps Yoast SEO's texts, only those of the right type", () => {
    const raw = { id: 1, slug: "a", date: "2025-01-01T00:00:00" };
    const head = {
      title: "T | Site",
      description: "D",
      og_title: 5,
      og_image: [{ url: "https://wp().example.com/a.jpg", width: 1200, height: "630", type: "image/jpeg" }],
      schema: { "@graph": [] },
    };
    expect(toPost({ ...raw, yoast_head_json: head }).yoast_head_json).toEqual({
      title: "T | Site",
      description: "D",
      og_image: { url: "https://wp().example.com/a.jpg" },
    });
    expect(toPost({ ...raw, yoast_head_json: "nope" }).yoast_head_json).toBeUndefined();
  });

  it("refuses a WORDPRESS_API_URL that is not http(s)", () => {
    expect(() => createWordPressSource({ apiUrl: "file:///etc/passwd" })).toThrow(/http/);
    expect(() => createWordPressSource({ apiUrl: "not a url" })).toThrow(/not a valid URL/);
  });
});

describe("WordPress source with Polylang's REST fields", () => {
  beforeEach(() => wp().setMode("polylang"));

  it("asks for one language and keeps each post's language and its translations, by slug", async () => {
    const czech = await source().list(1, 9, "cs");
    expect(czech.data.map((post) => post.slug)).toEqual(POLYLANG_CZECH);
    expect(czech.totalPosts).toBe(3);
    expect(czech.data[0]).toMatchObject({ lang: "cs", translations: { en: "electrospinning-at-scale" } });
    const english = await source().list(1, 9, "en");
    expect(english.totalPosts).toBe(21);
    expect(english.data.every((post) => post.lang === "en")).toBe(true);
    expect(english.data[0]!.translations).toEqual({ cs: POLYLANG_CZECH[0] });
    expect(english.data[1]!.translations).toBeUndefined();
    // The translations' slugs: one request for the page, not one per post.
    expect(wp().requests.filter((request) => request.includes("include="))).toHaveLength(2);
  });

  it("finds a post by slug in its own language only", async () => {
    const post = await source().bySlug(POLYLANG_CZECH[1]!, "cs");
    expect(post).toMatchObject({ lang: "cs", translations: { en: "fixture-post-03" } });
    expect(await source().bySlug(POLYLANG_CZECH[1]!, "en")).toBeUndefined();
    expect(wp().requests[0]).toBe(`/wp-json/wp/v2/posts?slug=${POLYLANG_CZECH[1]}&lang=cs&_embed`);
  });

  it("without the plugin (every other mode) posts have no language: the same posts in both blogs", async () => {
    await wp().setMode("ok");
    const czech = await source().list(1, 9, "cs");
    expect(czech.totalPosts).toBe(21);
    expect(czech.data[0]!.lang).toBeUndefined();
    expect(czech.data[0]!.translations).toBeUndefined();
  });
});

describe("categories paired by Polylang's term translations", () => {
  beforeEach(() => wp().setMode("polylang"));

  it("a category names its twin's slug in the other language, both ways", async () => {
    expect(await source().category("nanofibers", "en")).toMatchObject({
      id: 2,
      name: "Nanofibers",
      slug: "nanofibers",
      translations: { cs: "nanovlakna" },
    });
    expect(await source().category("nanovlakna", "cs")).toMatchObject({
      id: 12,
      name: "Nanovlákna",
      slug: "nanovlakna",
      translations: { en: "nanofibers" },
    });
  });

  it("a category without a Czech twin names none; without Polylang nothing is asked beyond the category", async () => {
    expect((await source().category("drug-delivery", "en"))?.translations).toBeUndefined();
    await wp().setMode("ok");
    wp().clearRequests();
    expect((await source().category("nanofibers", "en"))?.translations).toBeUndefined();
    expect(wp().requests).toHaveLength(1);
  });
});
