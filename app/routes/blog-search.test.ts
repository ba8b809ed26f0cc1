import { describe, expect, it, vi } from "vitest";
import { testServices } from "#tests/support/services";
import { PostsUnavailableError } from "~/server/posts/posts.server";
import type { PostsService } from "~/server/posts/posts.server";

const { loader } = await import("./blog-search");

type Answer = {
  data: {
    state: string;
    query: string;
    page: number;
    list?: { totalPosts: number; data: { slug: string }[] };
  };
  init: { status?: number } | null;
};

const embedded = testServices({ WORDPRESS_API_URL: undefined });
const search = (target: string, services = embedded) =>
  loader({
    request: new Request(`http://site${target}`),
    params: {},
    context: { services },
  } as never) as unknown as Promise<Answer>;

describe("the blog's search page", () => {
  it("finds Czech posts by words typed without diacritics", async () => {
    const answer = await search("/cs/blog/hledat?q=nanovlakenny");
    expect(answer.data.state).toBe("results");
    expect(answer.data.list!.data.map((post) => post.slug)).toContain("antimikrobialni-kryti-inhibicni-zona");
  });

  it("prompts for words when there are none, or only control characters", async () => {
    for (const target of ["/blog/search", "/blog/search?q=", "/blog/search?q=%00", "/blog/search?q=%20%0A"])
      expect((await search(target)).data.state, target).toBe("prompt");
  });

  it("says a search of odd characters reads words only, and finds nothing for <script>", async () => {
    expect((await search("/blog/search?q=*")).data.state).toBe("no-words");
    const script = await search(`/blog/search?q=${encodeURIComponent("<script>alert(1)</script>")}`);
    expect(script.init?.status ?? 200).toBe(200);
    expect(script.data.list?.totalPosts).toBe(0);
  });

  it("answers 400 for 1,000 characters, without asking for posts", async () => {
    const searchCached = vi.fn();
    const services = testServices({}, { posts: { searchCached } as Partial<PostsService> });
    const answer = await search(`/blog/search?q=${"a".repeat(1000)}`, services);
    expect(answer.init?.status).toBe(400);
    expect(answer.data.state).toBe("too-long");
    expect(searchCached).not.toHaveBeenCalled();
  });

  it("answers a page past the last one with a redirect to the last, and a bad page number with the first", async () => {
    const past = await search("/blog/search?q=electrospinning&page=99").catch((error: unknown) => error);
    expect(past).toBeInstanceOf(Response);
    expect((past as Response).headers.get("Location")).toMatch(
      /^\/blog\/search\?q=electrospinning(&page=\d+)?$/,
    );
    const bad = await search("/blog/search?q=electrospinning&page=abc").catch((error: unknown) => error);
    expect((bad as Response).headers.get("Location")).toBe("/blog/search?q=electrospinning");
  });

  it("says search is unavailable, with the posts service's status, when the posts cannot be read", async () => {
    const searchCached = vi.fn().mockRejectedValue(new PostsUnavailableError("Failed to fetch posts", 429));
    const services = testServices({}, { posts: { searchCached } as Partial<PostsService> });
    const answer = await search("/blog/search?q=fibres", services);
    expect(answer.data.state).toBe("failed");
    expect(answer.init?.status).toBe(429);
  });
});
