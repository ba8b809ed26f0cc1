import { describe, expect, it } from "vitest";
import { matchRoute } from "~/route-facts";
import { fillParameter } from "./route-patterns";

const answer = (path: string) => {
  const match = matchRoute(path);
  return match && [match.route.file, match.locale ?? null, match.params, match.data];
};

describe("matchRoute: the route React Router would pick", () => {
  it("ranks a word above a parameter and a parameter above the splat", () => {
    expect(answer("/blog/feed.xml")).toEqual(["routes/blog-feed.ts", "en", {}, false]);
    expect(answer("/blog/a-post")).toEqual(["routes/blog-post.tsx", "en", { slug: "a-post" }, false]);
    expect(answer("/cs/blog/kategorie/vyzkum")).toEqual([
      "routes/blog-category.tsx",
      "cs",
      { slug: "vyzkum" },
      false,
    ]);
    expect(answer("/blog/a/b")).toEqual(["routes/not-found.tsx", null, { "*": "blog/a/b" }, false]);
    expect(answer("/")).toEqual(["routes/home.tsx", "en", {}, false]);
  });

  it("reads a page's .data URL as its data, and gives a resource none", () => {
    expect(answer("/_root.data")).toEqual(["routes/home.tsx", "en", {}, true]);
    expect(answer("/blog/preview/7.data")).toEqual(["routes/blog-preview.tsx", null, { id: "7" }, true]);
    expect(answer("/api/wordpress.data")?.[0]).toBe("routes/not-found.tsx");
  });
});

describe("patterns", () => {
  it("take one encoded parameter", () => {
    expect(fillParameter("/blog/:slug", "a b")).toBe("/blog/a%20b");
    expect(() => fillParameter("/products", "x")).toThrow("not one parameter");
  });
});
