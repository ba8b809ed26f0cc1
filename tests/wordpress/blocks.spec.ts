// Gutenberg's core-block fixtures and embed blocks as a real WordPress stores and renders them (seed.ts), read
// by the site: the blocks keep their layout, and embeds are facades that load nothing until asked.
import { expect, test } from "@playwright/test";
import { CORE_BLOCKS_SLUG, EMBEDS_SLUG, YOUTUBE_ID } from "#tests/support/block-fixtures";
import { acceptCookies } from "#tests/support/blog-helpers";
import { MAP_FRAME, OLDER_MARKUP_SLUG, TWEET } from "./seed-older-markup";

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

test.describe("markup older than today's blocks, as WordPress stores and renders it", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/blog/${OLDER_MARKUP_SLUG}`);
  });

  test("a cover's and a media & text block's background pictures come from the image endpoint and load", async ({
    page,
    baseURL,
  }) => {
    const content = page.getByTestId("post-content");
    for (const selector of [".wp-block-cover-image", ".wp-block-media-text__media"]) {
      const background = await content
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundImage);
      const address = /^url\("(.+)"\)$/.exec(background)?.[1];
      expect(address, selector).toMatch(new RegExp(`^${baseURL}/image\\?`));
      // Drawn as the page would: under its Content-Security-Policy, which allows pictures from the site alone.
      const width = await page.evaluate(async (src) => {
        const picture = new Image();
        picture.src = src;
        await picture.decode();
        return picture.naturalWidth;
      }, address!);
      expect(width, selector).toBeGreaterThan(0);
    }
    await expect(content.locator(".wp-block-cover-image")).toContainText("An older cover");
  });

  test("the [gallery] shortcode's three pictures stand in one row, each loaded from the image endpoint", async ({
    page,
  }) => {
    const pictures = page.getByTestId("post-content").locator(".gallery.gallery-columns-3 .gallery-item img");
    await expect(pictures).toHaveCount(3);
    const boxes = [];
    for (let i = 0; i < 3; i++) {
      const picture = pictures.nth(i);
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toHaveAttribute("src", /^\/image\?/);
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      boxes.push((await picture.boundingBox())!);
    }
    expect(Math.abs(boxes[0]!.y - boxes[2]!.y)).toBeLessThan(2);
    expect(boxes[0]!.x).toBeLessThan(boxes[1]!.x);
    expect(boxes[1]!.x).toBeLessThan(boxes[2]!.x);
  });

  test("a pasted YouTube frame is the click-to-load facade, a map's frame a link; the tweet keeps its words", async ({
    page,
  }) => {
    const content = page.getByTestId("post-content");
    await expect(content.locator("iframe")).toHaveCount(0);
    await expect(
      content.locator(".is-provider-youtube").getByRole("button", { name: /^Play video/ }),
    ).toBeVisible();
    await expect(content.getByRole("link", { name: MAP_FRAME })).toHaveAttribute("href", MAP_FRAME);
    const tweet = content.locator("blockquote", { hasText: TWEET.text });
    await expect(tweet).toContainText("Example Biomaterials (@examplebio)");
    await expect(tweet.getByRole("link", { name: "March 5, 2019" })).toHaveAttribute(
      "href",
      new RegExp(`^${TWEET.url}`),
    );
    await expect(page.locator('script[src*="platform.twitter.com"]')).toHaveCount(0);
  });
});
