// What a post may make a reader's browser load, in Chromium against a copy of the production site reading the
// shared fake WordPress: a post with 130 images at the site's .data, proxy and page addresses (and their other
// spellings) must not spend the reader's renders, and a post's block must not cover the page's title and byline.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { acceptCookies } from "#tests/support/blog-helpers";
import { type SiteProcess, startSite } from "#tests/support/site-process";
import { fakeApiUrl, postAddressesSiteURL as siteUrl } from "./blog-servers";
import { CLIMBERS, COVER_SLUG, FLOOD_SLUG } from "./wordpress-fixture-posts";

// The site this file starts is started once: its tests run in order in one worker, not split between two.
test.describe.configure({ mode: "default" });

/** The reader's renders per minute: a handful of pages, far fewer than the post's 130 addresses. */
const RENDERS_PER_MINUTE = 12;

// A site of its own: its render limit is this file's subject, and every spec's requests come from 127.0.0.1, so no
// other spec could share it. At an address known in advance: the post names it (wordpress-fixture-posts.ts).
let site: SiteProcess;

test.beforeAll(async () => {
  // The production build is made by the Playwright webServer before any spec runs.
  site = await startSite({
    PORT: new URL(siteUrl).port,
    SITE_URL: siteUrl,
    WORDPRESS_API_URL: fakeApiUrl(),
    RESPONSE_CACHE_MB: "0",
    RENDERS_PER_MINUTE: String(RENDERS_PER_MINUTE),
  });
});

test.afterAll(async () => {
  await site?.stop();
});

/** Paths (with query) of every request the page makes to the site. */
function recordSiteRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin === siteUrl) paths.push(url.pathname + url.search);
  });
  return paths;
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
};

test("a reader of a post with 130 addresses of pages can open the next page", async ({ page }) => {
  const requested = recordSiteRequests(page);
  await acceptCookies(page);
  const opened = await page.goto(`${siteUrl}/blog/${FLOOD_SLUG}`);
  expect(opened?.status()).toBe(200);
  const content = page.getByTestId("post-content");
  await expect(content).toContainText("Figure 0 Figure 1");
  await expect(content).toContainText("Figure 129");
  await expect(content.locator("img")).toHaveCount(0);
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState("networkidle");

  const pages = requested.filter(
    (path) =>
      path !== `/blog/${FLOOD_SLUG}` && !/^\/(assets|image\?|images\/|research-document\.pdf)/.test(path),
  );
  expect(pages.filter((path) => /\.data|^\/api\/|^\/blog|^\/social\//.test(path))).toEqual([]);

  const next = await page.goto(`${siteUrl}/blog`);
  expect(next?.status()).toBe(200);
  await expect(page.getByTestId("post-grid")).toBeVisible();
});

test("a post's blocks cannot climb over the page's title and byline", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await acceptCookies(page);
  await page.goto(`${siteUrl}/blog/${COVER_SLUG}`);
  const title = await box(page.getByRole("heading", { level: 1 }));
  const byline = await box(page.getByTestId("post-meta"));
  const blocks = page.getByTestId("post-content").locator(".wp-block-group");
  await expect(blocks).toHaveCount(CLIMBERS.length);
  for (let k = 0; k < CLIMBERS.length; k++) {
    const block = await box(blocks.nth(k));
    expect(block.y, `block ${k} starts below the byline`).toBeGreaterThanOrEqual(byline.y + byline.height);
    expect(block.y).toBeGreaterThan(title.y + title.height);
  }
});
