// The preview page's loader: a wrong or expired token is refused before WordPress is asked.
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { testServices } from "#tests/support/services";
import type { Services } from "~/server/services.server";
import type { Post } from "~/lib/posts";
import { previewToken } from "~/server/changes/changes.server";

/** This test's services, built at first use from the environment the test set (vi.stubEnv). */
let services: Services | undefined;
const siteContext = () => ({ services: (services ??= testServices()) });

const posts = { draftPost: vi.fn() };

const { loader } = await import("./blog-preview");

const SECRET = "p".repeat(40);
type Init = { data: { post: Post | null }; init: { status?: number; headers?: Record<string, string> } };
const args = (id: string, query: string) =>
  ({
    request: new Request(`http://site/blog/preview/${id}?${query}`),
    params: { id },
    context: { ...siteContext(), client: "editor" },
  }) as never;
const link = (id: number, expires: number, secret = SECRET) =>
  `expires=${expires}&token=${previewToken(secret, id, expires)}`;
const inTenMinutes = () => Math.floor(Date.now() / 1000) + 600;

beforeEach(() => {
  vi.stubEnv("REVALIDATE_SECRET", SECRET);
  services = testServices({}, { posts: { draft: posts.draftPost } });
  posts.draftPost.mockReset();
  posts.draftPost.mockResolvedValue({ id: 7, slug: "draft-7", title: { rendered: "Draft" } } as Post);
});
afterEach(() => {
  vi.unstubAllEnvs();
  services = undefined;
});

it("a valid token: the draft, private and unindexed", async () => {
  const result = (await loader(args("7", link(7, inTenMinutes())))) as unknown as Init;
  expect(result.init.status).toBe(200);
  expect(result.init.headers).toMatchObject({ "Cache-Control": "private, no-store" });
  expect(result.data.post?.id).toBe(7);
  expect(posts.draftPost).toHaveBeenCalledWith(7, { client: "editor" });
});

it("a wrong, expired, foreign or missing token: 404 without asking WordPress", async () => {
  const expired = Math.floor(Date.now() / 1000) - 1;
  for (const query of [
    link(7, expired),
    link(8, inTenMinutes()),
    link(7, inTenMinutes(), "q".repeat(40)),
    `expires=${inTenMinutes()}`,
    "",
  ]) {
    const result = (await loader(args("7", query))) as unknown as Init;
    expect(result.init.status, query).toBe(404);
    expect(result.init.headers).toMatchObject({ "Cache-Control": "private, no-store" });
  }
  expect(posts.draftPost).not.toHaveBeenCalled();
});

it("without REVALIDATE_SECRET there are no previews", async () => {
  vi.stubEnv("REVALIDATE_SECRET", "");
  services = testServices({}, { posts: { draft: posts.draftPost } });
  const result = (await loader(args("7", link(7, inTenMinutes())))) as unknown as Init;
  expect(result.init.status).toBe(404);
  expect(posts.draftPost).not.toHaveBeenCalled();
});
