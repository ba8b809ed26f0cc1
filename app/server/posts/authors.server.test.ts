// Author pages' data from a fake WordPress: the user by slug (/wp/v2/users), their posts (posts?author=), kept
// and dropped like a category's list.
import { beforeEach, describe, expect, it } from "vitest";
import { sanitizePost } from "#tests/support/sanitize-fields";
import { withFakeWordPress } from "#tests/support/fake-wordpress-vitest";
import { createPostsService, PostsUnavailableError } from "./posts.server";
import { createWordPressSource } from "./sources/wordpress.server";

const wp = withFakeWordPress();
let clock = 0;
beforeEach(() => void (clock = 1_000_000));

const service = () =>
  createPostsService({
    sanitize: sanitizePost,
    source: createWordPressSource({ apiUrl: wp().apiUrl, timeoutMs: 1000 }),
    now: () => clock,
    log: () => {},
  });

describe("an author's page from WordPress", () => {
  it("answers the user's name, biography as plain text, checked ORCID iD and a page of their posts", async () => {
    const { value } = await service().listAuthorCached("tomas", 1, { perPage: 3 });
    expect(value.author).toEqual({
      id: 3,
      slug: "tomas",
      name: "Tomáš Dvořák",
      bio: "Tomáš builds our spinning lines & writes about them.",
      orcid: "0000-0002-1825-0097",
    });
    expect(value).toMatchObject({ totalPosts: 7, totalPages: 3 });
    // Every third fixture post is his, from the second on.
    expect(value.data.map((post) => post.slug)).toEqual([
      "unsafe-markup-test",
      "fixture-post-05",
      "fixture-post-08",
    ]);
    expect(value.data[2]?._embedded?.author?.[0]).toMatchObject({ name: "Tomáš Dvořák", slug: "tomas" });
    expect(wp().requests).toEqual([
      "/wp-json/wp/v2/users?slug=tomas&_fields=id,name,slug,description,orcid",
      "/wp-json/wp/v2/posts?_embed&per_page=3&page=1&lang=en&author=3",
    ]);
  });

  it("pages through the author's posts, the last page short", async () => {
    const posts = service();
    const pages = await Promise.all(
      [1, 2, 3].map((page) => posts.listAuthorCached("tomas", page, { perPage: 3 })),
    );
    const slugs = pages.map(({ value }) => value.data.map((post) => post.slug));
    expect(slugs.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(new Set(slugs.flat()).size).toBe(7);
  });

  it("sanitizes the posts it keeps", async () => {
    const { value } = await service().listAuthorCached("tomas", 1, { perPage: 9 });
    const unsafe = value.data.find((post) => post.slug === "unsafe-markup-test");
    expect(unsafe?.content.rendered).not.toContain("<script");
  });

  it("answers no author for an unknown slug or one the site cannot use, asking WordPress only for the first", async () => {
    const posts = service();
    expect((await posts.listAuthorCached("nobody", 1)).value).toEqual({
      data: [],
      totalPages: 0,
      totalPosts: 0,
      author: null,
    });
    expect((await posts.listAuthorCached("../users/1", 1)).value.author).toBeNull();
    expect(wp().requests).toEqual([
      "/wp-json/wp/v2/users?slug=nobody&_fields=id,name,slug,description,orcid",
    ]);
  });

  it("keeps the author and their posts, and a change notice drops their list but not a post's page", async () => {
    const posts = service();
    await posts.listAuthorCached("tomas", 1);
    await posts.listAuthorCached("tomas", 1);
    expect(wp().requests).toHaveLength(2);
    expect(posts.forgetPosts(["fixture-post-05"])).toBeGreaterThanOrEqual(2);
    await posts.listAuthorCached("tomas", 1);
    expect(wp().requests).toHaveLength(4);
  });

  it("says the list is unavailable when WordPress fails and nothing is kept", async () => {
    await wp().setMode("500");
    await expect(service().listAuthorCached("tomas", 1)).rejects.toBeInstanceOf(PostsUnavailableError);
  });
});
