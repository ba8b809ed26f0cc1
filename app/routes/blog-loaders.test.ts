import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testServices } from "#tests/support/services";
import type { Services } from "~/server/services.server";
import type { Post } from "~/lib/posts";

/** This test's services, built at first use from the environment the test set (vi.stubEnv). */
let services: Services | undefined;
const siteContext = () => ({ services: (services ??= testServices()) });

const posts = {
  listPostsCached: vi.fn(),
  getPostBySlugCached: vi.fn(),
  categoriesCached: vi.fn(),
  aroundCached: vi.fn(),
  findMoved: vi.fn(async () => undefined),
};

const { loader: listLoader } = await import("./blog");
const { loader: postLoader } = await import("./blog-post");

type Init = { data: unknown; init: { status?: number; headers?: Record<string, string> } | null };
/** What the posts service answers: `value`, fetched `age` seconds ago. */
const cached = (value: unknown, age = 0) => ({ value, age, freshness: "fresh", fetchedAt: 0 });
const listArgs = (url: string) =>
  ({ request: new Request(`http://site${url}`), params: {}, context: siteContext() }) as never;
const postArgs = (slug: string) =>
  ({ request: new Request(`http://site/blog/${slug}`), params: { slug }, context: siteContext() }) as never;

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown Response");
}

const aPost = {
  id: 1,
  slug: "a",
  date: "2025-01-01T00:00:00",
  title: { rendered: "A post" },
  _embedded: { author: [{ name: "Jana Nováková" }] },
} as Post;

beforeEach(() => {
  services = testServices({}, { posts: posts });
  posts.listPostsCached.mockReset();
  posts.getPostBySlugCached.mockReset();
  posts.categoriesCached.mockResolvedValue(cached([]));
  posts.aroundCached.mockResolvedValue(cached(null));
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => (services = undefined));

describe("blog list loader", () => {
  it("reads the page from ?page= and answers the list", async () => {
    posts.listPostsCached.mockResolvedValue(cached({ data: [aPost], totalPages: 2, totalPosts: 10 }, 42));
    const result = (await listLoader(listArgs("/blog?page=2"))) as unknown as Init;
    expect(posts.listPostsCached).toHaveBeenCalledWith(2, { client: undefined, lang: "en" });
    // Caches count the page's freshness from when its posts were fetched; a change to its posts drops it.
    expect(result.init?.headers).toEqual({
      Age: "42",
      "Surrogate-Key": "site lang-en lists list-en list-en-2 post-a",
    });
    expect(result.data).toEqual({
      page: 2,
      list: { data: [aPost], totalPages: 2, totalPosts: 10 },
      failed: false,
      lang: "en",
      nav: { categories: [] },
    });
  });

  it("sends in the page's data only what a card shows of each post: no body, terms, translations or links", async () => {
    const whole = {
      id: 7,
      slug: "whole",
      date: "2025-02-01T09:00:00",
      date_gmt: "2025-02-01T08:00:00",
      modified: "2025-02-03T09:00:00",
      title: { rendered: "A <em>whole</em> post" },
      excerpt: { rendered: "<p>What it says.</p>" },
      content: { rendered: "<p>The whole article.</p>" },
      jetpack_featured_media_url: "/images/whole.jpg",
      lang: "en",
      translations: { cs: "cely" },
      doi: "10.5555/1",
      yoast_head_json: { title: "SEO" },
      _embedded: {
        author: [
          {
            id: 3,
            name: "Jana Nováková",
            url: "https://example.org",
            orcid: "0000-0002-1825-0097",
            slug: "jana",
          },
        ],
        "wp:featuredmedia": [
          {
            id: 9,
            source_url: "/images/whole.jpg",
            alt_text: "Fibres",
            media_details: { width: 1200, height: 675 },
          },
        ],
        "wp:term": [[{ id: 1, name: "Methods" }], [{ id: 2, name: "a tag", taxonomy: "post_tag" }]],
      },
    } as Post;
    posts.listPostsCached.mockResolvedValue(cached({ data: [whole], totalPages: 1, totalPosts: 1 }));
    const result = (await listLoader(listArgs("/blog"))) as unknown as Init;
    const { list } = result.data as { list: { data: unknown[] } };
    expect(list.data).toStrictEqual([
      {
        id: 7,
        slug: "whole",
        date: "2025-02-01T09:00:00",
        title: { rendered: "A <em>whole</em> post" },
        excerpt: { rendered: "<p>What it says.</p>" },
        jetpack_featured_media_url: "/images/whole.jpg",
        lang: "en",
        _embedded: {
          author: [{ name: "Jana Nováková" }],
          "wp:featuredmedia": [
            {
              source_url: "/images/whole.jpg",
              alt_text: "Fibres",
              media_details: { width: 1200, height: 675 },
            },
          ],
        },
      },
    ]);
  });

  it("sends malformed page numbers to /blog", async () => {
    for (const bad of ["abc", "0", "-3", "2.5"]) {
      const response = await thrown(listLoader(listArgs(`/blog?page=${bad}`)));
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/blog");
    }
    expect(posts.listPostsCached).not.toHaveBeenCalled();
  });

  it("sends a page past the end to the last page", async () => {
    posts.listPostsCached.mockResolvedValue(cached({ data: [], totalPages: 2, totalPosts: 16 }));
    const response = await thrown(listLoader(listArgs("/blog?page=7")));
    expect(response.headers.get("Location")).toBe("/blog?page=2");
  });

  it("answers 503 with the failure flag instead of throwing when the source fails", async () => {
    posts.listPostsCached.mockRejectedValue(new Error("Failed to fetch posts"));
    const result = (await listLoader(listArgs("/blog"))) as unknown as Init;
    expect(result.init?.status).toBe(503);
    expect(result.data).toEqual({ page: 1, list: null, failed: true, lang: "en" });
  });
});

describe("blog post loader", () => {
  it("answers the post with its instants in the site's zone (Europe/Prague by default)", async () => {
    posts.getPostBySlugCached.mockResolvedValue(cached({ data: [aPost] }, 7));
    const result = (await postLoader(postArgs("a"))) as unknown as Init;
    expect(result.data).toEqual({
      slug: "a",
      lang: "en",
      post: aPost,
      state: "ok",
      times: { published: "2025-01-01T00:00:00+01:00", modified: "2025-01-01T00:00:00+01:00" },
      // A post whose language WordPress does not say is the same post on both blogs.
      alternates: { en: "/blog/a", cs: "/cs/blog/a" },
      around: null,
      // Formatted on the server, in APA 7 (the English blog), at the site's address.
      reference: {
        html: "Nováková, J. (2025, January 1). A post. <i>Example Biomaterials Research Blog</i>. http://localhost:3000/blog/a",
      },
    });
    expect(result.init?.headers).toEqual({ Age: "7", "Surrogate-Key": "site lang-en post-a" });
  });

  it("answers 404 for an unknown slug", async () => {
    posts.getPostBySlugCached.mockResolvedValue(cached({ data: [] }));
    const result = (await postLoader(postArgs("nope"))) as unknown as Init;
    expect(result.init?.status).toBe(404);
    expect(result.data).toMatchObject({ post: null, state: "not-found" });
  });

  it("answers 503 when the source fails", async () => {
    posts.getPostBySlugCached.mockRejectedValue(new Error("Failed to fetch post"));
    const result = (await postLoader(postArgs("a"))) as unknown as Init;
    expect(result.init?.status).toBe(503);
    expect(result.data).toMatchObject({ post: null, state: "failed" });
  });
});
