import { describe, expect, it } from "vitest";
import type { Post } from "~/lib/posts";
import { sanitizePostWith } from "./post.server";
import { siteFiles } from "./site-files.server";

const sanitize = (post: Post) =>
  sanitizePostWith(post, {
    siteUrl: "https://www.example.com",
    mediaOrigins: ["https://media.example.com"],
    siteFiles: siteFiles(),
  });

describe("sanitizePost", () => {
  it("sanitizes every HTML field and reduces names to text", () => {
    const post: Post = {
      id: 1,
      slug: "x",
      date: "2025-01-01T10:00:00",
      title: { rendered: "<img src=x onerror=alert(1)>Title" },
      excerpt: { rendered: '<p onclick="x()">Ex</p>' },
      content: { rendered: "<p>Body</p><script>alert(1)</script>" },
      jetpack_featured_media_url: "javascript:alert(1)",
      _embedded: {
        author: [{ id: 2, name: '<b onmouseover="x()">Eve</b> &amp; Co' }],
        "wp:featuredmedia": [{ id: 3, source_url: "data:image/png;base64,AA", alt_text: "a" }],
        "wp:term": [
          [
            { id: 4, name: "Drug Delivery &amp; Release", slug: "dd", taxonomy: "category" },
            { id: 5, name: "<script>x()</script>", slug: "s", taxonomy: "category" },
          ],
          [],
        ],
      },
    };
    expect(sanitize(post)).toEqual({
      id: 1,
      slug: "x",
      date: "2025-01-01T10:00:00",
      title: { rendered: "Title" },
      excerpt: { rendered: "<p>Ex</p>" },
      content: { rendered: "<p>Body</p>" },
      _embedded: {
        author: [{ id: 2, name: "Eve & Co" }],
        "wp:term": [[{ id: 4, name: "Drug Delivery & Release", slug: "dd", taxonomy: "category" }], []],
      },
    });
  });

  it("keeps a featured image on our origin or the media host, not one that only looks local", () => {
    const withImage = (source_url: string) =>
      sanitize({
        id: 1,
        slug: "x",
        date: "2025-01-01T10:00:00",
        title: { rendered: "T" },
        excerpt: { rendered: "" },
        content: { rendered: "" },
        jetpack_featured_media_url: source_url,
        _embedded: { "wp:featuredmedia": [{ source_url, alt_text: '<img src=x onerror=alert(1)>"Fibres"' }] },
      });
    const kept = withImage("https://media.example.com/a.png");
    expect(kept._embedded?.["wp:featuredmedia"]?.[0]).toEqual({
      source_url: "https://media.example.com/a.png",
      alt_text: '"Fibres"',
    });
    const drawing = "/images/blog/coaxial-electrospinning-core-shell-fibers.svg";
    expect(withImage(drawing).jetpack_featured_media_url).toBe(drawing);
    for (const lookAlike of ["/\\evil.example/a.png", "//evil.example/a.png", "\\\\evil.example/a.png"]) {
      const post = withImage(lookAlike);
      expect(post.jetpack_featured_media_url).toBeUndefined();
      expect(post._embedded?.["wp:featuredmedia"]).toBeUndefined();
    }
  });
});

describe("an SEO plugin's head (yoast_head_json)", () => {
  it("keeps its texts as plain text", () => {
    const post = {
      id: 1,
      slug: "a",
      date: "",
      title: { rendered: "A" },
      excerpt: { rendered: "" },
      content: { rendered: "" },
      yoast_head_json: {
        title: "R&D <script>alert(1)</script>| Site",
        description: "<b>Bold</b> claims",
      },
    } as Post;
    expect(sanitize(post).yoast_head_json).toEqual({ title: "R&D | Site", description: "Bold claims" });
    expect(sanitize({ ...post, yoast_head_json: { title: "<img src=x>" } }).yoast_head_json).toBeUndefined();
  });
});
