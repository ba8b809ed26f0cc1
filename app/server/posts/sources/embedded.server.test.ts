import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Post } from "~/lib/posts";
import { slugify } from "~/lib/slug";
import { createEmbeddedSource, stableId, toWallTime } from "./embedded.server";
import { parsePost } from "./markdown-post.server";
import { SourceError } from "./source.server";

const source = createEmbeddedSource();

async function everyPost(): Promise<Post[]> {
  return (await source.list(1, 100)).data;
}

describe("embedded blog from content/posts", () => {
  it("has at least 14 posts, newest first, with unique ids and slugs", async () => {
    const posts = await everyPost();
    expect(posts.length).toBeGreaterThanOrEqual(14);
    const dates = posts.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(posts.map((p) => p.id)).size).toBe(posts.length);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
  });

  it("answers every post in WordPress's shape", async () => {
    for (const post of await everyPost()) {
      expect(post.slug).toMatch(/^[a-z0-9-]+$/);
      expect(post.date).toMatch(/^20(24|25)-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
      expect(post.title.rendered.length).toBeGreaterThan(10);
      expect(post.excerpt.rendered).toMatch(/^<p>.+<\/p>\n$/s);
      expect(post.content.rendered).toContain("<h2>");
      expect(post._embedded?.author?.[0]?.name).toBeTruthy();
      expect(post._embedded?.["wp:term"]).toHaveLength(2);
    }
  });

  it("has 3 or 4 authors, tables, quotes and lists", async () => {
    const posts = await everyPost();
    const authors = new Set(posts.map((p) => p._embedded?.author?.[0]?.name));
    expect(authors.size).toBeGreaterThanOrEqual(3);
    expect(authors.size).toBeLessThanOrEqual(4);
    expect(posts.some((p) => p.content.rendered.includes("<table>"))).toBe(true);
    expect(posts.some((p) => p.content.rendered.includes("<blockquote>"))).toBe(true);
    expect(posts.every((p) => /<[uo]l>/.test(p.content.rendered))).toBe(true);
  });

  it("exercises the page's fallbacks: image only as jetpack URL, no image, no categories", async () => {
    const posts = await everyPost();
    const jetpackOnly = posts.filter(
      (p) => p.jetpack_featured_media_url && !p._embedded?.["wp:featuredmedia"],
    );
    const noImage = posts.filter((p) => !p.jetpack_featured_media_url && !p._embedded?.["wp:featuredmedia"]);
    const noCategories = posts.filter((p) => p._embedded?.["wp:term"]?.[0]?.length === 0);
    expect(jetpackOnly.map((p) => p.slug)).toEqual(["testing-antimicrobial-dressings"]);
    expect(noImage.map((p) => p.slug)).toEqual(["working-with-czech-universities"]);
    expect(noCategories.map((p) => p.slug)).toEqual(["humidity-and-fiber-morphology"]);
  });

  it("every cover exists in public/, is a 1200x675 SVG under 6 KB", async () => {
    for (const post of await everyPost()) {
      const url = post.jetpack_featured_media_url;
      if (!url) continue;
      expect(url).toBe(`/images/blog/${post.slug}.svg`);
      const file = path.join("public", url);
      expect((await stat(file)).size).toBeLessThan(6 * 1024);
      expect(await readFile(file, "utf8")).toMatch(/^<svg [^>]*width="1200" height="675"/);
      const media = post._embedded?.["wp:featuredmedia"]?.[0];
      if (media)
        expect(media).toMatchObject({ source_url: url, media_details: { width: 1200, height: 675 } });
    }
  });

  it("paginates with totals and answers past the end with an empty page", async () => {
    const total = (await everyPost()).length;
    const first = await source.list(1, 9);
    const second = await source.list(2, 9);
    expect(first).toMatchObject({ totalPosts: total, totalPages: Math.ceil(total / 9) });
    expect(first.data).toHaveLength(9);
    expect(second.data).toHaveLength(Math.min(9, total - 9));
    expect(await source.list(99, 9)).toEqual({
      data: [],
      totalPosts: total,
      totalPages: Math.ceil(total / 9),
    });
  });

  it("finds a post by slug", async () => {
    const post = await source.bySlug("introducing-multispin");
    expect(post?.title.rendered).toBe("Introducing Multispin: one bench unit, three spinning modes");
    expect(post?._embedded?.["wp:term"]?.[0]?.map((t) => t.name)).toEqual(["Company News", "Nanofibers"]);
    expect(await source.bySlug("no-such-post")).toBeUndefined();
  });
});

describe("parsePost", () => {
  const md = (front: string, body = "## Heading\n\nText with **bold** & <b>tags</b>.\n") =>
    `---\n${front}\n---\n${body}`;

  it("renders front matter and Markdown into the WordPress shape", () => {
    const post = parsePost(
      md(
        'title: "Fibers & <scaffolds>"\ndate: 2025-03-14 09:30\nauthor: A. Author\ncategories: Research, Tissue Engineering\ntags: [x]',
      ),
      "my-post.md",
    );
    expect(post).toMatchObject({
      id: stableId("my-post"),
      slug: "my-post",
      date: "2025-03-14T09:30:00",
      title: { rendered: "Fibers &amp; &lt;scaffolds&gt;" },
      content: { rendered: "<h2>Heading</h2>\n<p>Text with <strong>bold</strong> &amp; <b>tags</b>.</p>\n" },
      excerpt: { rendered: "<p>Heading Text with bold &amp; tags.</p>\n" },
    });
    expect(post._embedded?.["wp:term"]?.[0]?.map((t) => [t.name, t.slug])).toEqual([
      ["Research", "research"],
      ["Tissue Engineering", "tissue-engineering"],
    ]);
    expect(post.jetpack_featured_media_url).toBeUndefined();
  });

  it("reads YAML dates and rejects bad ones", () => {
    expect(toWallTime(new Date(Date.UTC(2024, 1, 3, 7, 5, 9)), "f")).toBe("2024-02-03T07:05:09");
    expect(toWallTime("2024-02-03", "f")).toBe("2024-02-03T00:00:00");
    expect(() => toWallTime("yesterday", "f")).toThrow(SourceError);
    expect(toWallTime("2024-02-29 23:59", "f")).toBe("2024-02-29T23:59:00");
    for (const impossible of ["2025-02-29", "2024-13-45", "2025-03-14T24:00", "2025-03-14T09:60:00"])
      expect(() => toWallTime(impossible, "f")).toThrow(/date must be a real date/);
    expect(() => toWallTime(new Date(Date.UTC(12025, 0, 1)), "f")).toThrow(SourceError);
  });

  it("rejects a post without a title or with an invalid slug", () => {
    expect(() => parsePost(md("date: 2024-01-01"), "a.md")).toThrow(/title is required/);
    expect(() => parsePost(md('title: T\nslug: "Bad Slug"\ndate: 2024-01-01'), "a.md")).toThrow(/slug/);
  });

  it("slugify folds Czech letters", () => {
    expect(slugify("Tkáňové inženýrství")).toBe("tkanove-inzenyrstvi");
  });
});

describe("embedded source on disk", () => {
  it("picks up a new file and refuses duplicate slugs", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "posts-"));
    try {
      const local = createEmbeddedSource({ dir });
      expect(await local.list(1, 9)).toEqual({ data: [], totalPosts: 0, totalPages: 0 });
      await writeFile(path.join(dir, "one.md"), "---\ntitle: One\ndate: 2024-01-01\n---\nBody\n");
      expect((await local.list(1, 9)).data.map((p) => p.slug)).toEqual(["one"]);
      await writeFile(path.join(dir, "two.md"), "---\ntitle: Two\nslug: one\ndate: 2024-01-02\n---\nBody\n");
      await expect(local.list(1, 9)).rejects.toThrow(/slug "one"/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("answers an empty blog when the folder does not exist", async () => {
    expect(await createEmbeddedSource({ dir: "/nonexistent/posts" }).list(1, 9)).toEqual({
      data: [],
      totalPosts: 0,
      totalPages: 0,
    });
  });
});
