// Where the end of a post leads (previous, next, same category) and the blog's categories, from both sources,
// through the posts service's cache and its limits on WordPress.
import { describe, expect, it } from "vitest";
import { sanitizePost } from "#tests/support/sanitize-fields";
import { fixturePosts } from "#tests/support/fake-wordpress";
import { withFakeWordPress } from "#tests/support/fake-wordpress-vitest";
import { createPostsService } from "./posts.server";
import { createEmbeddedSource } from "./sources/embedded.server";
import { createWordPressSource } from "./sources/wordpress.server";
import { neighbours } from "./sources/source.server";

const wp = withFakeWordPress();
const wordpress = () =>
  createPostsService({
    sanitize: sanitizePost,
    source: createWordPressSource({ apiUrl: wp().apiUrl, timeoutMs: 2000 }),
    clientRequestsPerMinute: 5,
  });

const categoryOf = (post: Record<string, unknown>) => (post.categories as number[])[0];

describe("the posts around a post, from WordPress", () => {
  it("names the posts just older and newer and others of the same category, as links with plain titles", async () => {
    const posts = fixturePosts(wp().origin);
    const middle = (await wordpress().getPostBySlug(posts[4]!.slug)).data[0]!;
    const { value } = await wordpress().aroundCached(middle);
    expect(value.previous?.slug).toBe(posts[5]!.slug);
    expect(value.next?.slug).toBe(posts[3]!.slug);
    expect(value.previous?.title).not.toMatch(/<|&amp;/);
    const shown = [middle.id, posts[5]!.id, posts[3]!.id];
    const sameCategory = posts.filter(
      (p) => !shown.includes(p.id) && categoryOf(p) === categoryOf(posts[4]!),
    );
    expect(value.related.map((link) => link.slug)).toEqual(sameCategory.slice(0, 3).map((p) => p.slug));
    expect(value.related.length).toBeGreaterThan(0);
  });

  it("has no newer post for the newest and no older for the oldest", async () => {
    const posts = fixturePosts(wp().origin);
    const service = wordpress();
    const newest = (await service.getPostBySlug(posts[0]!.slug)).data[0]!;
    const oldest = (await service.getPostBySlug(posts.at(-1)!.slug)).data[0]!;
    expect((await service.aroundCached(newest)).value.next).toBeNull();
    expect((await service.aroundCached(oldest)).value.previous).toBeNull();
  });

  it("asks WordPress once for the blog's index, then answers every post's end from it, counted per client", async () => {
    const posts = fixturePosts(wp().origin);
    const service = wordpress();
    const found = await Promise.all(
      posts.slice(2, 6).map(async (p) => (await service.getPostBySlug(p.slug)).data[0]!),
    );
    wp().clearRequests();
    for (const post of found) await service.aroundCached(post, { client: "visitor" });
    await service.aroundCached(found[0]!, { client: "visitor" });
    expect(wp().requests).toEqual([
      "/wp-json/wp/v2/posts?per_page=100&lang=en&_fields=id,slug,title,date,lang,categories",
    ]);
    // The one request counted against the client: four more of its misses fit its five a minute, a fifth does not.
    for (const p of posts.slice(10, 14)) await service.getPostBySlug(p.slug, { client: "visitor" });
    await expect(service.getPostBySlug(posts[15]!.slug, { client: "visitor" })).rejects.toMatchObject({
      status: 429,
    });
  });

  it("says the posts cannot be read when WordPress fails and nothing is cached", async () => {
    const posts = fixturePosts(wp().origin);
    const service = wordpress();
    const post = (await service.getPostBySlug(posts[1]!.slug)).data[0]!;
    await wp().setMode("500");
    await expect(service.aroundCached(post)).rejects.toMatchObject({ status: 502 });
  });

  it("lists the blog's categories, the fullest first", async () => {
    const { value } = await wordpress().categoriesCached();
    expect(value.length).toBeGreaterThan(1);
    for (const category of value) expect(category.slug).toMatch(/^[a-z0-9-]+$/);
    const counts = value.map(
      (category) => fixturePosts(wp().origin).filter((post) => categoryOf(post) === category.id).length,
    );
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe("the posts around a post, from the embedded blog", () => {
  const embedded = () => createPostsService({ sanitize: sanitizePost, source: createEmbeddedSource() });

  it("walks the English blog newest to oldest and stays in the post's language", async () => {
    const service = embedded();
    const list = (await service.listPosts(1, { perPage: 100 })).data;
    const [newest, second, third] = list;
    const around = (await service.aroundCached(second!)).value;
    expect(around.next?.slug).toBe(newest!.slug);
    expect(around.previous?.slug).toBe(third!.slug);
    const czech = (await service.listPosts(1, { perPage: 100, lang: "cs" })).data;
    const czechAround = (await service.aroundCached(czech[0]!, { lang: "cs" })).value;
    const czechSlugs = czech.map((post) => post.slug);
    for (const link of [czechAround.previous, ...czechAround.related].filter(Boolean))
      expect(czechSlugs).toContain(link!.slug);
  });

  it("relates posts of the same first category only, never the post itself", async () => {
    const service = embedded();
    for (const post of (await service.listPosts(1, { perPage: 100 })).data) {
      const category = post._embedded?.["wp:term"]?.[0]?.[0];
      const { related } = (await service.aroundCached(post)).value;
      expect(related.length).toBeLessThanOrEqual(3);
      for (const link of related) {
        expect(link.slug).not.toBe(post.slug);
        const other = (await service.getPostBySlug(link.slug)).data[0]!;
        expect(other._embedded?.["wp:term"]?.[0]?.map((term) => term.id)).toContain(category!.id);
      }
    }
  });

  it("never recommends the previous or the next post again among the related ones", async () => {
    const service = embedded();
    for (const lang of ["en", "cs"] as const)
      for (const post of (await service.listPosts(1, { perPage: 100, lang })).data) {
        const { previous, next, related } = (await service.aroundCached(post, { lang })).value;
        const slugs = related.map((link) => link.slug);
        expect(slugs, post.slug).not.toContain(previous?.slug);
        expect(slugs, post.slug).not.toContain(next?.slug);
      }
  });

  it("lists categories with their slugs, the fullest first", async () => {
    const { value } = await embedded().categoriesCached();
    expect(value[0]).toMatchObject({ slug: "research", name: "Research" });
  });
});

describe("the related posts of a post", () => {
  const link = (slug: string) => ({ slug, title: slug, date: "2025-01-01T10:00:00" });

  it("are three of its category's that are neither the previous nor the next post", () => {
    const candidates = ["older", "a", "newer", "b", "c", "d"].map(link);
    const { related } = neighbours(link("older"), link("newer"), candidates);
    expect(related.map((post) => post.slug)).toEqual(["a", "b", "c"]);
  });
});
