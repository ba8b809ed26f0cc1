// A post whose alt text, caption and title attribute hold `<script`: in Chromium, every inline script of the site
// still runs (no violation of the content security policy, the page hydrates, scroll restoration puts a reloaded
// post back where the reader was) and nothing of the post runs. The post comes from the shared fake WordPress
// (wordpress-fixture-posts.ts), read by a copy of the production site with the response cache, as in production.
import { expect, test } from "@playwright/test";
import { wordpressSiteURL } from "./blog-servers";
import { watchViolations } from "./helpers";
import { SCRIPT_IN_ATTRIBUTES_SLUG as SLUG } from "./wordpress-fixture-posts";

test("a post with <script in its alt text, caption and title leaves every script of the site running, and runs nothing", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto(`${wordpressSiteURL}/blog/${SLUG}`);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const article = page.getByRole("article");
  await expect(article.getByText("A paragraph with a title")).toBeVisible();
  await expect(
    article.getByRole("img", { name: /^<script>window.__postRan = 'alt'<\/script><script$/ }),
  ).toBeAttached();
  await expect(article.getByText("A caption <script>window.__postRan = 'caption'</script>")).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(await page.evaluate(() => (window as { __postRan?: unknown }).__postRan)).toBeUndefined();

  // Scroll restoration, one of the site's inline scripts: a reloaded post opens where the reader left it.
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  // Within a pixel: Chromium's scroll anchoring may move the page by one when a picture above it settles.
  await expect.poll(() => page.evaluate(() => Math.abs(window.scrollY - 1500))).toBeLessThanOrEqual(1);
  expect(await violations()).toEqual([]);
  expect(await page.evaluate(() => (window as { __postRan?: unknown }).__postRan)).toBeUndefined();
});
