import { describe, expect, it } from "vitest";
import { testServices } from "#tests/support/services";

const { loader } = await import("./blog-post");

const services = testServices({ WORDPRESS_API_URL: undefined });
const answer = (path: string) =>
  loader({
    request: new Request(`http://site${path}`),
    params: { slug: path.split("/").pop()! },
    context: { services },
  } as never) as unknown as Promise<Response | { init: { status?: number } | null }>;

describe("a renamed post's old address", () => {
  it("answers 301 to the post's new address, kept by shared caches like a page", async () => {
    const moved = await answer("/cs/blog/testovani-antimikrobialnich-kryti");
    expect(moved).toBeInstanceOf(Response);
    const response = moved as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/cs/blog/antimikrobialni-kryti-inhibicni-zona");
    expect(response.headers.get("Cache-Control")).toMatch(/s-maxage=\d+/);
  });

  it("is Post Not Found in the other language's blog, and for a slug no post ever had", async () => {
    for (const path of ["/blog/testovani-antimikrobialnich-kryti", "/cs/blog/no-such-post-ever"]) {
      const found = await answer(path);
      expect(found, path).not.toBeInstanceOf(Response);
      expect((found as { init: { status?: number } }).init.status, path).toBe(404);
    }
  });
});
