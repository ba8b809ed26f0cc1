import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Post } from "~/lib/posts";
import type { PostsService } from "./posts.server";

import { loadLatestPosts } from "./latest-posts.server";

const listPostsCached = vi.fn();
const posts = { listPostsCached } as unknown as PostsService;

const at = (id: number, date: string) => ({ id, slug: `p${id}`, date }) as Post;

beforeEach(() => {
  listPostsCached.mockReset();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("loadLatestPosts", () => {
  it("gives the newest three posts of the blog's first page", async () => {
    listPostsCached.mockResolvedValue({
      age: 42,
      value: {
        data: [
          at(1, "2025-01-01T00:00:00"),
          at(2, "2025-03-01T00:00:00"),
          at(3, "2024-01-01T00:00:00"),
          at(4, "2025-02-01T00:00:00"),
        ],
        totalPages: 1,
        totalPosts: 4,
      },
    });
    const latest = await loadLatestPosts(posts);
    expect(latest.posts.map((p) => p.id)).toEqual([2, 4, 1]);
    expect(latest.age).toBe(42);
    expect(listPostsCached).toHaveBeenCalledWith(1, { lang: "en" });
  });

  it("gives [] instead of failing the home page when the blog cannot be read", async () => {
    listPostsCached.mockRejectedValue(new Error("Failed to fetch posts"));
    await expect(loadLatestPosts(posts)).resolves.toEqual({ posts: [], age: 0, degraded: true });
  });
});
