// What a post may make a reader's browser load, in Chromium against a copy of the production site reading a
// fake WordPress: a post with 130 images at the site's .data, proxy and page addresses (and their other
// spellings) must not spend the reader's renders, and a post's block must not cover the page's title and byline.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { acceptCookies } from "#tests/support/blog-helpers";
import { type FakeWordPress, startFakeWordPress } from "#tests/support/fake-wordpress";
import type { RawPost } from "#tests/support/fake-wordpress-fixtures";
import { freePort, type SiteProcess, startSite } from "#tests/support/site-process";

// The servers this file starts are started once: its tests run in order in one worker, not split between two.
test.describe.configure({ mode: "default" });

const FLOOD_SLUG = "a-post-full-of-addresses";
const COVER_SLUG = "a-post-that-climbs";
/** The reader's renders per minute: a handful of pages, far fewer than the post's 130 addresses. */
const RENDERS_PER_MINUTE = 12;

let wordpress: FakeWordPress;
let site: SiteProcess;
let siteUrl: string;

function post(id: number, slug: string, title: string, content: string): RawPost {
  return {
    id,
    slug,
    date: "2025-07-01T09:30:00",
    title: { rendered: title },
    excerpt: { rendered: `<p>${title}.</p>`, protected: false },
    content: { rendered: content, protected: false },
    _embedded: { author: [{ id: 2, name: "Dr. Jana Nov\u00e1kov\u00e1" }], "wp:term": [[], []] },
  };
}

function floodPost(port: number): string {
  const spellings = [
    "/blog.data?page=%d",
    "/api/wordpress?path=%2Fposts&params=page%3D%d",
    "/blog?page=%d",
    `//127.0.0.1:${port}/blog.data?n=%d`,
    "/%62log.data?n=%d",
    "/./blog.data?n=%d",
    "/images/../blog.data?n=%d",
    `/\\127.0.0.1:${port}/blog.data?n=%d`,
    "/social/blog/x-%d.png",
    "/images/missing-%d.svg",
  ];
  const images = Array.from({ length: 130 }, (_, k) => {
    const address = spellings[k % spellings.length]!.replace("%d", String(k));
    return `<img src="${address}" alt="Figure ${k}" width="10" height="10" loading="eager">`;
  });
  return [
    `<p>${images.join(" ")}</p>`,
    '<figure class="wp-block-video"><video src="/blog.data?v" poster="/blog.data?poster"></video></figure>',
    "<div style=\"background-image:url('/blog.data?bg');min-height:10px\">Background</div>",
  ].join("");
}

const CLIMBERS = [
  "margin-top:calc(0px - 400px)",
  "margin-top:min(-400px, 0px)",
  "margin-top:-400px",
  "margin:max(-400px, -1px) 0 0",
  "margin-top:clamp(-400px, -50vh, -100px)",
];

test.beforeAll(async () => {
  const port = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  wordpress = await startFakeWordPress({
    posts: () => [
      post(951, FLOOD_SLUG, "A post full of addresses", floodPost(port)),
      post(
        952,
        COVER_SLUG,
        "A post that climbs",
        CLIMBERS.map((style, k) => `<div class="wp-block-group" style="${style}">Block ${k}</div>`).join(""),
      ),
    ],
  });
  // The production build is made by the Playwright webServer before any spec runs.
  site = await startSite({
    PORT: String(port),
    SITE_URL: siteUrl,
    WORDPRESS_API_URL: wordpress.apiUrl,
    RESPONSE_CACHE_MB: "0",
    RENDERS_PER_MINUTE: String(RENDERS_PER_MINUTE),
  });
});

test.afterAll(async () => {
  await site?.stop();
  await wordpress?.stop();
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
