import { describe, expect, it } from "vitest";
import type { Post } from "~/lib/posts";
import { meta } from "./blog-post";

function metaFor(source_url: string) {
  const post: Post = {
    id: 1,
    slug: "x",
    date: "2025-01-01T10:00:00",
    title: { rendered: "Core&#8211;shell &amp; <em>fibres</em>" },
    excerpt: { rendered: "<p>Short.</p>" },
    content: { rendered: "<p>Body</p>" },
    _embedded: { "wp:featuredmedia": [{ source_url }] },
  };
  const args = {
    matches: [{ id: "root", data: { siteUrl: "https://www.example.com" } }],
    loaderData: { slug: "x", post, state: "ok" },
    params: { slug: "x" },
  };
  return meta(args as unknown as Parameters<typeof meta>[0]);
}

const jsonLd = (tags: ReturnType<typeof metaFor>) =>
  (tags.find((tag) => "script:ld+json" in tag) as { "script:ld+json": Record<string, unknown> })[
    "script:ld+json"
  ];

describe("blog post meta", () => {
  it("names the post in plain text and points JSON-LD at its absolute image", () => {
    const tags = metaFor("/images/blog/x.svg");
    expect(tags).toContainEqual({ title: "Core\u2013shell & fibres | Example Biomaterials" });
    expect(jsonLd(tags).image).toBe("https://www.example.com/images/blog/x.svg");
  });

  it("leaves out an image that only looks local", () => {
    const tags = metaFor("/\\evil.example/x.png");
    expect(jsonLd(tags).image).toBeUndefined();
    expect(tags).toContainEqual({
      property: "og:image",
      content: "https://www.example.com/images/social-card.png",
    });
  });
});
