// A bot hammering the blog with made-up addresses, against a copy of the site reading the fake WordPress.
import { expect, test } from "@playwright/test";
import { type FakeWordPress, fixturePosts, startFakeWordPress } from "#tests/support/fake-wordpress";
import { type SiteProcess, startSite } from "#tests/support/site-process";

let wp: FakeWordPress;
test.beforeAll(async () => {
  wp = await startFakeWordPress();
});
test.afterAll(() => wp.stop());
test.beforeEach(() => wp.setMode("ok"));

const slugs = fixturePosts("http://x").map((post) => post.slug);

test.describe("a flood of made-up slugs", () => {
  let site: SiteProcess;
  test.beforeAll(async () => {
    site = await startSite({
      WORDPRESS_API_URL: wp.apiUrl,
      RESPONSE_CACHE_MB: "0",
      UPSTREAM_REQUESTS_PER_MINUTE: "0",
    });
  });
  test.afterAll(() => site.stop());

  test("does not cost the site its last good copies: with WordPress down, the blog and its posts are still served", async ({
    request,
  }) => {
    test.setTimeout(90_000);
    expect((await request.get(`${site.url}/blog`)).status()).toBe(200);
    for (const slug of slugs) expect((await request.get(`${site.url}/blog/${slug}`)).status()).toBe(200);

    for (let i = 0; i < 600; i++) {
      const response = await request.get(
        `${site.url}/blog/made-up-${i}-${Math.random().toString(36).slice(2)}`,
      );
      expect(response.status()).toBe(404);
    }

    await wp.setMode("down");
    const list = await request.get(`${site.url}/blog`);
    expect(list.status()).toBe(200);
    expect(await list.text()).not.toContain("Failed to load blog posts");
    for (const slug of slugs) {
      const post = await request.get(`${site.url}/blog/${slug}`);
      expect(post.status(), slug).toBe(200);
      expect(await post.text()).not.toContain("Post Not Found");
    }
  });
});

test.describe("one client asking for new addresses", () => {
  let site: SiteProcess;
  test.beforeAll(async () => {
    site = await startSite({
      WORDPRESS_API_URL: wp.apiUrl,
      RESPONSE_CACHE_MB: "0",
      UPSTREAM_REQUESTS_PER_MINUTE: "8",
    });
  });
  test.afterAll(() => site.stop());

  test("is refused with 429 once it has cost WordPress its share; cached pages are still served", async ({
    page,
    request,
  }) => {
    const known = slugs[0]!;
    // 2 of 8: the post, and the posts around it (previous, next, related).
    expect((await request.get(`${site.url}/blog/${known}`)).status()).toBe(200);
    // 2 for each unknown address: the post, and whether a post had that address before (a renamed post).
    for (let i = 0; i < 3; i++)
      expect((await request.get(`${site.url}/blog/unknown-${i}`)).status()).toBe(404);

    wp.clearRequests();
    const refused = await request.get(`${site.url}/blog/unknown-5`);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    const proxy = await request.get(`${site.url}/api/wordpress?path=/posts&params=slug%3Dunknown-6%26_embed`);
    expect(proxy.status()).toBe(429);
    expect(wp.requests).toEqual([]);

    expect((await request.get(`${site.url}/blog/${known}`)).status()).toBe(200);
    await page.goto(`${site.url}/blog/unknown-7`);
    await expect(page.getByRole("heading", { name: "Post Not Found" })).toBeVisible();
  });
});
