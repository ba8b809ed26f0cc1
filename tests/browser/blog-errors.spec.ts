// Runs in the "fake-wordpress" project: its copy of the site reads a site of the shared fake WordPress of its own
// (FAKE_SITES.blogErrors), which these tests switch into failure modes while the fake's other sites keep answering.
// The site caches good answers (and serves them while WordPress is down), so the order of the tests matters:
// every failure is tested on an address the site has never loaded successfully before.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { acceptCookies, fetchList, imageSource, textOf } from "#tests/support/blog-helpers";
import { FAKE_SITES, fakeControl, fakeWordPressOrigin } from "./blog-servers";

const LIST_ERROR = "Failed to load blog posts. Please try again later.";

test.describe.configure({ mode: "serial" });

async function wordpress(request: APIRequestContext, mode: "ok" | "500" | "down" | "non-json") {
  const response = await request.post(`${fakeControl(FAKE_SITES.blogErrors)}?mode=${mode}`);
  expect(response.ok()).toBe(true);
}

test.beforeEach(async ({ page }) => acceptCookies(page));
test.afterAll(async ({ request }) => wordpress(request, "ok"));

test("WordPress failing and nothing cached: the list says so, with a 503 and no retry control", async ({
  page,
  request,
}) => {
  await wordpress(request, "500");
  const response = await page.goto("/blog");
  expect(response?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Research Blog");
  await expect(page.getByText(LIST_ERROR, { exact: true })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
  // The search form's button is the only one: no retry control.
  await expect(page.getByRole("main").getByRole("button")).toHaveText(["Search"]);
  await expect(page.getByRole("main").getByText(/retry|try again/i)).toHaveText([LIST_ERROR]);
  // Hydration must not quietly try again and replace the message.
  await page.waitForLoadState("networkidle");
  await expect(page.getByText(LIST_ERROR, { exact: true })).toBeVisible();
});

test("WordPress unreachable: the same message after a navigation in the browser", async ({
  page,
  request,
}) => {
  await wordpress(request, "down");
  await page.goto("/products");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL("/blog");
  await expect(page.getByText(LIST_ERROR, { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("button")).toHaveText(["Search"]);
});

test("WordPress failing and nothing cached: a post shows Post Not Found with a 5xx", async ({
  page,
  request,
}) => {
  await wordpress(request, "500");
  const response = await page.goto("/blog/fixture-post-07");
  expect(response!.status()).toBeGreaterThanOrEqual(500);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post Not Found");
  await expect(
    page.getByText("The blog post you're looking for doesn't exist.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Blog" })).toHaveAttribute("href", "/blog");
});

test("WordPress back: posts, pages and images from WordPress", async ({ page, request }) => {
  await wordpress(request, "ok");
  const list = await fetchList(request, 1);
  await page.goto("/blog");
  await expect(page.getByRole("article")).toHaveCount(9);
  await expect(page.getByText(`Page 1 of ${list.totalPages}`, { exact: true })).toBeVisible();
  // Post 3 has its image only as jetpack_featured_media_url; post 4 has none.
  expect(imageSource(await page.getByRole("article").nth(2).locator("img").getAttribute("src"))).toBe(
    list.data[2]!.jetpack_featured_media_url!,
  );
  await expect(page.getByRole("article").nth(3).locator("img")).toHaveCount(0);
  // Post 5's author could not be embedded: the date stands alone.
  await expect(page.getByRole("article").nth(4).getByTestId("post-meta")).toHaveText(
    /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
  );
  const image = page.getByRole("article").first().locator("img");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("a WordPress post with everything, sanitized", async ({ page }) => {
  const response = await page.goto("/blog/electrospinning-at-scale");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Electrospinning at scale: lessons from the Multispin unit",
  );
  await expect(page.getByTestId("post-meta")).toHaveText("June 30, 2025 • Dr. Jana Nováková");
  // WordPress's picture, through the site's own image endpoint.
  expect(imageSource(await page.locator("article img").first().getAttribute("src"))).toBe(
    `${fakeWordPressOrigin}/wp-content/uploads/2025/06/electrospinning-at-scale.png`,
  );
  await expect(
    page.getByTestId("post-content").getByRole("heading", { name: "Why multimode?" }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Categories" }).getByRole("listitem")).toHaveText([
    "Nanofibers",
  ]);
});

test("embedded objects and file-download blocks never reach the page", async ({ page }) => {
  await page.goto("/blog/unsafe-markup-test");
  const content = page.getByTestId("post-content");
  await expect(content.getByText("Safe closing paragraph.")).toBeVisible();
  await expect(content.locator("object, embed, iframe, script, form")).toHaveCount(0);
  await expect(content.getByText("report.pdf")).toHaveCount(0);
  await expect(content.getByRole("link", { name: "Download" })).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
});

test("a post that WordPress does not have answers 404", async ({ page }) => {
  const response = await page.goto("/blog/not-in-wordpress");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post Not Found");
});

test("WordPress failing while browsing: cached list stays, an unfetched post shows Post Not Found", async ({
  page,
  request,
}) => {
  const { data } = await fetchList(request, 1);
  await wordpress(request, "500");
  await page.goto("/blog");
  await expect(page.getByRole("article")).toHaveCount(9);
  const unfetched = data.findIndex((post) => post.slug === "fixture-post-09");
  await page.getByRole("article").nth(unfetched).getByRole("link").click();
  await expect(page).toHaveURL("/blog/fixture-post-09");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post Not Found");
  await expect(page.getByRole("link", { name: "Return to Blog" })).toBeVisible();
  expect(textOf(data[unfetched]!.title.rendered)).toContain("Fixture post 9");
});

// The Czech blog from a WordPress without a language plugin: the same posts as the English blog, each marked
// as English inside the Czech page, with the Czech interface around them.
test.describe("the Czech blog from a WordPress without a language plugin", () => {
  test.beforeAll(async ({ request }) => wordpress(request, "ok"));

  test("lists the English posts in Czech pages, marked lang=en, with Czech pagination", async ({ page }) => {
    const response = await page.goto("/cs/blog");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "cs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Výzkumný blog");
    const cards = page.getByTestId("post-card");
    await expect(cards).toHaveCount(9);
    const first = cards.first();
    await expect(first.locator("h2 a")).toHaveAttribute("href", "/cs/blog/electrospinning-at-scale");
    await expect(first.locator("h2 a")).toHaveAttribute("lang", "en");
    await expect(first.getByTestId("post-excerpt")).toHaveAttribute("lang", "en");
    await expect(first.locator("time")).toHaveText("30.\u00a0června 2025");
    const pages = page.getByRole("navigation", { name: "Strany blogu" });
    await expect(pages.getByText(/^Strana 1 z\s3$/)).toBeVisible();
    await expect(pages.getByRole("button", { name: "Předchozí" })).toBeDisabled();
    await expect(pages.getByRole("link", { name: "Další" })).toHaveAttribute("href", "/cs/blog?page=2");
  });

  test("a post: the English body inside the Czech page, said so, paired with its English address", async ({
    page,
  }) => {
    await page.goto("/cs/blog/electrospinning-at-scale");
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
    await expect(page.getByTestId("post-content")).toHaveAttribute("lang", "en");
    await expect(page.getByTestId("post-language-note")).toHaveText(
      "Tento článek je zatím k dispozici pouze v\u00a0angličtině.",
    );
    await expect(page.getByRole("link", { name: "Zpět na blog" })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      /\/blog\/electrospinning-at-scale$/,
    );
    await expect(page.getByTestId("language-switch")).toHaveAttribute(
      "href",
      "/blog/electrospinning-at-scale",
    );
  });
});
