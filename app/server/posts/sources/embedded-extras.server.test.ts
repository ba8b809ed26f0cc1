import { describe, expect, it } from "vitest";
import type { Post } from "~/lib/posts";
import { movedPosts, redirectsFrom } from "./embedded-extras.server";
import { createSearchIndex } from "./embedded-search.server";
import { SourceError } from "./source.server";

const post = (id: number, slug: string, title: string, lang: "en" | "cs" = "en", body = "") =>
  ({
    id,
    slug,
    lang,
    date: "2025-01-01T00:00:00",
    title: { rendered: title },
    excerpt: { rendered: "<p>An excerpt.</p>" },
    content: { rendered: `<p>${body}</p>` },
  }) as Post;

describe("redirect_from", () => {
  it("reads a list or one old slug, and refuses anything that is no slug", () => {
    expect(redirectsFrom(undefined, "f.md")).toEqual([]);
    expect(redirectsFrom("old", "f.md")).toEqual(["old"]);
    expect(redirectsFrom(["old", "older"], "f.md")).toEqual(["old", "older"]);
    for (const bad of [["../x"], ["https://evil.example/"], [3], ["Old Slug"]])
      expect(() => redirectsFrom(bad, "f.md")).toThrow(SourceError);
  });

  it("keeps each language's old slugs apart, and refuses one old slug claimed by two posts", () => {
    const moved = movedPosts(
      [
        { post: post(1, "new", "New"), from: ["old"] },
        { post: post(2, "novy", "Nový", "cs"), from: ["old"] },
      ],
      "dir",
    );
    expect(moved.get("en:old")).toBe("new");
    expect(moved.get("cs:old")).toBe("novy");
    expect(() =>
      movedPosts(
        [
          { post: post(1, "a", "A"), from: ["old"] },
          { post: post(2, "b", "B"), from: ["old"] },
        ],
        "dir",
      ),
    ).toThrow(/both name "old"/);
  });
});

describe("the search index", () => {
  const index = createSearchIndex([
    post(1, "vyzkum", "Náš výzkum nanovláken", "cs"),
    post(2, "jine", "Jiné téma", "cs", "Výzkumný ústav a nanovlákenný materiál"),
    post(3, "research", "Our research", "en", "výzkum in Czech"),
  ]);
  const slugs = (query: string, lang: "en" | "cs" = "cs") => index.search(query, lang).map((p) => p.slug);

  it("folds case and diacritics and matches the start of words, titles first", () => {
    expect(slugs("VYZKUM")).toEqual(["vyzkum", "jine"]);
    expect(slugs("nanovlakenny")).toEqual(["jine"]);
  });

  it("needs every word, and answers one language's posts", () => {
    expect(slugs("vyzkum nanovlakenny")).toEqual(["jine"]);
    expect(slugs("vyzkum", "en")).toEqual(["research"]);
    expect(slugs("*")).toEqual([]);
  });
});
