import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchPost, fetchPosts } from "./queries";
import { proxyUrl } from "~/lib/blog-urls";

function answer(status: number, body: unknown) {
  return vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status }));
}

afterEach(() => vi.unstubAllGlobals());

describe("blog queries", () => {
  it("asks the proxy for 9 embedded posts of a page", async () => {
    const fetch = answer(200, { data: [], totalPages: 2, totalPosts: 16 });
    vi.stubGlobal("fetch", fetch);
    await expect(fetchPosts(2)).resolves.toEqual({ data: [], totalPages: 2, totalPosts: 16 });
    const url = new URL(fetch.mock.calls[0]![0], "http://x");
    expect(url.pathname).toBe("/api/wordpress");
    expect(url.searchParams.get("path")).toBe("/posts");
    expect(url.searchParams.get("params")).toBe("_embed&per_page=9&page=2");
  });

  it("fails with 'Failed to fetch posts' on a non-OK answer", async () => {
    vi.stubGlobal("fetch", answer(502, { error: "Failed to fetch posts" }));
    await expect(fetchPosts(1)).rejects.toThrow("Failed to fetch posts");
  });

  it("asks for one post by slug and returns the first item", async () => {
    const fetch = answer(200, { data: [{ id: 1, slug: "a" }] });
    vi.stubGlobal("fetch", fetch);
    await expect(fetchPost("a")).resolves.toMatchObject({ slug: "a" });
    const url = new URL(fetch.mock.calls[0]![0], "http://x");
    expect(url.searchParams.get("params")).toBe("slug=a&_embed");
  });

  it("fails with 'Failed to fetch post' on a non-OK answer and 'Post not found' on an empty one", async () => {
    vi.stubGlobal("fetch", answer(504, { error: "x" }));
    await expect(fetchPost("a")).rejects.toThrow("Failed to fetch post");
    vi.stubGlobal("fetch", answer(200, { data: [] }));
    await expect(fetchPost("a")).rejects.toThrow("Post not found");
  });

  it("keeps a slug from adding parameters of its own", () => {
    expect(proxyUrl("slug=a%26page%3D2&_embed")).toContain("params=slug%3Da%2526page%253D2%26_embed");
  });
});
