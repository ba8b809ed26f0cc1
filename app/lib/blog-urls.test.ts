import { describe, expect, it } from "vitest";
import {
  blogListPath,
  categoryParams,
  categoryPath,
  feedPath,
  postCardLocale,
  postCardPath,
  postPath,
  proxyUrl,
} from "./blog-urls";

describe("the blog's addresses", () => {
  it("are the English ones as they always were, the Czech ones under /cs with Czech words", () => {
    expect([blogListPath("en"), blogListPath("en", 3), blogListPath("cs", 2)]).toEqual([
      "/blog",
      "/blog?page=3",
      "/cs/blog?page=2",
    ]);
    expect([postPath("a-post", "en"), postPath("clanek", "cs")]).toEqual(["/blog/a-post", "/cs/blog/clanek"]);
    expect([categoryPath("research", "en"), categoryPath("vyzkum", "cs", 2)]).toEqual([
      "/blog/category/research",
      "/cs/blog/kategorie/vyzkum?page=2",
    ]);
    expect([feedPath("en"), feedPath("cs")]).toEqual(["/blog/feed.xml", "/cs/blog/feed.xml"]);
  });

  it("name a post card's language so that the card's route reads it back", () => {
    expect(postCardPath("a-post", "en")).toBe("/social/blog/a-post.png");
    expect(postCardPath("clanek", "cs")).toBe("/social/cs/blog/clanek.png");
    for (const locale of ["en", "cs"] as const)
      expect(postCardLocale(postCardPath("x", locale))).toBe(locale);
  });

  it("write the proxy's query as WordPress's own, encoded once, with the language only for Czech", () => {
    expect(proxyUrl(categoryParams("vyzkum", 2, "cs"))).toBe(
      "/api/wordpress?path=%2Fposts&params=_embed%26per_page%3D9%26page%3D2%26lang%3Dcs%26category%3Dvyzkum",
    );
  });
});
