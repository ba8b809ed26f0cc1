// The blog's index (sources/post-index.server.ts) through the posts service, against a fake WordPress over HTTP:
// the end of a post read from it is what WordPress's own questions answer, it is asked once for every post,
// a post it cannot tell about is asked about as before, and translations' slugs are looked up in it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sanitizePost } from "#tests/support/sanitize-fields";
import {
  type FakeWordPress,
  fixturePosts,
  POLYLANG_CZECH,
  startFakeWordPress,
} from "#tests/support/fake-wordpress";
import type { RawPost } from "#tests/support/fake-wordpress-fixtures";
import { createPostsService } from "./posts.server";
import { createWordPressSource } from "./sources/wordpress.server";

/** 130 posts, newest first, two days apart: more than the index holds. */
function manyPosts(origin: string): RawPost[] {
  const base = fixturePosts(origin);
  return Array.from({ length: 130 }, (_, i) => {
    const date = new Date(Date.UTC(2025, 5, 30, 9, 30) - i * 2 * 86_400_000).toISOString().slice(0, 19);
    const from = base[i % base.length]!;
    return { ...from, id: 1000 - i, slug: `post-${i}`, date, date_gmt: date };
  });
}

let wp: FakeWordPress;
beforeAll(async () => {
  wp = await startFakeWordPress({ sites: { many: { posts: manyPosts } } });
});
afterAll(() => wp?.stop());

const sourceOf = (apiUrl: string) => createWordPressSource({ apiUrl, timeoutMs: 2000 });
const serviceOf = (apiUrl: string, now?: () => number) =>
  createPostsService({ sanitize: sanitizePost, source: sourceOf(apiUrl), now });
const requestsOf = async (site: string) =>
  ((await (await fetch(`${wp.origin}/${site}/__control`)).json()) as { paths: string[] }).paths;
const reset = (site: string) => fetch(`${wp.origin}/${site}/__control?reset`, { method: "POST" });

describe("a blog larger than its index", () => {
  const apiUrl = () => `${wp.origin}/many/wp-json/wp/v2`;

  it("gives every post the end WordPress's own questions give it", async () => {
    const service = serviceOf(apiUrl());
    const source = sourceOf(apiUrl());
    for (let i = 0; i < 130; i++) {
      const post = (await service.getPostBySlug(`post-${i}`)).data[0]!;
      const asked = await source.around!(post, "en");
      expect((await service.aroundCached(post)).value, `post-${i}`).toEqual(asked);
    }
  });

  it("asks nothing more for a post the index holds, and only what it cannot tell for an older one", async () => {
    const service = serviceOf(apiUrl());
    const middle = (await service.getPostBySlug("post-50")).data[0]!;
    const oldest = (await service.getPostBySlug("post-129")).data[0]!;
    await reset("many");
    await service.aroundCached(middle);
    await service.aroundCached((await service.getPostBySlug("post-60")).data[0]!);
    expect((await requestsOf("many")).filter((path) => !/[?&]slug=/.test(path))).toEqual([
      "/wp-json/wp/v2/posts?per_page=100&lang=en&_fields=id,slug,title,date,lang,categories",
    ]);
    await reset("many");
    await service.aroundCached(oldest);
    const asked = await requestsOf("many");
    // Older than all the index holds: the posts just older and newer are asked; its category's newest are known.
    expect(asked.some((path) => path.includes("before="))).toBe(true);
    expect(asked.some((path) => path.includes("after="))).toBe(true);
    expect(asked.some((path) => path.includes("categories="))).toBe(false);
  });
});

describe("translations with Polylang", () => {
  it("takes the slugs of a post's translations from the other language's kept index", async () => {
    await wp.setMode("polylang");
    try {
      const [english] = fixturePosts(wp.origin);
      // Without a kept index of the Czech blog, the slug is asked for, as always.
      await serviceOf(wp.apiUrl).getPostBySlug(english!.slug);
      expect(wp.requests.some((path) => path.includes("include="))).toBe(true);
      const service = serviceOf(wp.apiUrl);
      const czech = (await service.getPostBySlug(POLYLANG_CZECH[0]!, { lang: "cs" })).data[0]!;
      await service.aroundCached(czech, { lang: "cs" });
      wp.clearRequests();
      const post = (await service.getPostBySlug(english!.slug)).data[0]!;
      expect(post.translations).toEqual({ cs: POLYLANG_CZECH[0] });
      expect(wp.requests.filter((path) => path.includes("include="))).toEqual([]);
    } finally {
      await wp.setMode("ok");
    }
  });

  it("keeps a post whose translations came from the index only as long as that index", async () => {
    await wp.setMode("polylang");
    try {
      let now = 1_000_000;
      const service = serviceOf(wp.apiUrl, () => now);
      const czech = (await service.getPostBySlug(POLYLANG_CZECH[0]!, { lang: "cs" })).data[0]!;
      await service.aroundCached(czech, { lang: "cs" });
      now += 120_000;
      const english = await service.getPostBySlugCached(fixturePosts(wp.origin)[0]!.slug);
      expect(english.value.data[0]?.translations).toEqual({ cs: POLYLANG_CZECH[0] });
      expect(english.age).toBe(120);
    } finally {
      await wp.setMode("ok");
    }
  });
});
