// Gutenberg's core-block fixtures and embed blocks as a real WordPress stores and renders them (seed.ts), read
// by the site: the blocks keep their layout, and embeds are facades that load nothing until asked.
import { expect, test } from "@playwright/test";
import { CORE_BLOCKS_SLUG, EMBEDS_SLUG, YOUTUBE_ID } from "#tests/support/block-fixtures";
import { acceptCookies } from "#tests/support/blog-helpers";

test.beforeEach(async ({ page }) => acceptCookies(page));

test("WordPress's rendering of every core block keeps columns and galleries side by side at 1280 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/blog/${CORE_BLOCKS_SLUG}`);
  const content = page.getByTestId("post-content");
  for (const [block, item] of [
    [".wp-block-columns", ".wp-block-column"],
    [".wp-block-gallery", "img"],
  ]) {
    const items = content.locator(block!).first().locator(item!);
    const [first, second] = [await items.nth(0).boundingBox(), await items.nth(1).boundingBox()];
    expect(Math.abs(first!.y - second!.y), block).toBeLessThan(2);
    expect(second!.x, block).toBeGreaterThan(first!.x);
  }
  await expect(content.locator(".wp-block-button__link", { hasText: "My button 1" })).toBeVisible();
});

test("WordPress's embeds are facades: no request leaves the site until Play is pressed", async ({ page }) => {
  const elsewhere: string[] = [];
  await page.context().route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => {
      elsewhere.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<!doctype html><title>player</title>",
      });
    },
  );
  await page.goto(`/blog/${EMBEDS_SLUG}`);
  const play = page
    .getByTestId("post-content")
    .getByRole("button", { name: /^Play video/ })
    .first();
  await expect(play).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(elsewhere).toEqual([]);
  await play.click();
  await expect(page.getByTestId("post-content").locator("iframe").first()).toHaveAttribute(
    "src",
    `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}?autoplay=1`,
  );
});
