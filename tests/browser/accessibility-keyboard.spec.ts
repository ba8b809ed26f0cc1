// The cookie banner, the blog and the PDF viewer used from start to end with the keyboard alone (WCAG 2.1.1,
// 2.4.3): no mouse click anywhere in this file.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { openPage } from "./accessibility-helpers";
import { fetchList, holdRequests } from "#tests/support/blog-helpers";
import { acceptCookies } from "./helpers";

test.use({ reducedMotion: "reduce" });

/** Presses `key` until `target` has focus; fails after `limit` presses. */
async function pressUntilFocused(page: Page, target: Locator, key: "Tab" | "Shift+Tab" = "Tab", limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${key} never reached ${target}`);
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });
const storedConsent = (page: Page) => page.evaluate(() => localStorage.getItem("cookie-consent"));

test.describe("the cookie banner with the keyboard alone", () => {
  test("Tab from the top reaches its buttons first; Enter on Accept stores the choice and focus goes on to the content", async ({
    page,
  }) => {
    await openPage(page, "/contact");
    const accept = banner(page).getByRole("button", { name: "Accept" });
    const decline = banner(page).getByRole("button", { name: "Decline" });
    const learnMore = banner(page).getByRole("link", { name: /Learn more/ });
    // The banner comes first in the page: the question is answered before anything else is reached.
    await page.keyboard.press("Tab");
    await expect(decline).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(accept).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(learnMore).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(accept).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toBe("accepted");
    await expect(page.locator("main")).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("main"))).toBe(true);

    await openPage(page, "/contact");
    await expect(banner(page)).toBeHidden();
  });

  test("Space on Decline stores the refusal", async ({ page }) => {
    await openPage(page, "/products");
    await pressUntilFocused(page, banner(page).getByRole("button", { name: "Decline" }));
    await page.keyboard.press("Space");
    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toBe("declined");
  });

  test("Enter on Learn more opens the privacy policy, and the question stays open", async ({ page }) => {
    await openPage(page, "/");
    await pressUntilFocused(page, banner(page).getByRole("link", { name: /Learn more/ }), "Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(banner(page)).toBeVisible();
    expect(await storedConsent(page)).toBeNull();
  });
});

test("the blog with the keyboard alone: open a post, go back, turn the pages both ways", async ({
  page,
  request,
}) => {
  await acceptCookies(page);
  const first = await fetchList(request);
  const second = await fetchList(request, 2);
  const posts = page.getByRole("region", { name: "Posts" });
  const pages = page.getByRole("navigation", { name: "Blog pages" });
  await openPage(page, "/blog");

  const firstPost = first.data[0]!;
  await pressUntilFocused(page, posts.locator(`a[href="/blog/${firstPost.slug}"]`));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/blog/${firstPost.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await pressUntilFocused(page, page.getByRole("link", { name: "Back to Blog" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/blog$/);

  await pressUntilFocused(page, pages.getByRole("link", { name: "Next" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(pages).toContainText(`Page 2 of ${first.totalPages}`);
  // Focus is on the new page's posts: the next Tab reaches its first post.
  await expect(posts).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(posts.locator(`a[href="/blog/${second.data[0]!.slug}"]`)).toBeFocused();

  await pressUntilFocused(page, pages.getByRole("link", { name: "Previous" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/blog$/);
  await expect(pages).toContainText(`Page 1 of ${first.totalPages}`);
  await expect(posts).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(posts.locator(`a[href="/blog/${firstPost.slug}"]`)).toBeFocused();
});

test.describe("the PDF viewer with the keyboard alone", () => {
  test("download the file, turn every page forward and back; focus never drops out of the viewer", async ({
    page,
    request,
  }) => {
    await acceptCookies(page);
    await openPage(page, `/blog/${(await fetchList(request)).data[0]!.slug}`);
    const viewer = page.getByTestId("pdf-viewer");
    const download = viewer.getByRole("link", { name: "Download" });
    const previous = viewer.getByRole("button", { name: "Previous page" });
    const next = viewer.getByRole("button", { name: "Next page" });

    await pressUntilFocused(page, download);
    const count = viewer.getByText(/^Page \d+ of \d+$/);
    await expect(count).toHaveText(/^Page 1 of \d+$/);
    const total = Number((await count.textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThan(1);
    await expect(download).toBeFocused();

    const file = page.waitForEvent("download");
    await page.keyboard.press("Enter");
    expect((await file).suggestedFilename()).toBe("research-document.pdf");

    // Previous is disabled on the first page, so Tab goes straight to Next.
    await page.keyboard.press("Tab");
    await expect(next).toBeFocused();
    for (let n = 2; n <= total; n++) {
      await page.keyboard.press(n % 2 ? "Enter" : "Space");
      await expect(count).toHaveText(`Page ${n} of ${total}`);
    }
    // On the last page Next is disabled; focus has moved to Previous instead of being lost.
    await expect(next).toBeDisabled();
    await expect(previous).toBeFocused();
    for (let n = total - 1; n >= 1; n--) {
      await page.keyboard.press("Enter");
      await expect(count).toHaveText(`Page ${n} of ${total}`);
    }
    await expect(previous).toBeDisabled();
    await expect(next).toBeFocused();
  });

  test("focus stays on Download when the viewer's code arrives while it has focus", async ({
    page,
    request,
  }) => {
    await acceptCookies(page);
    const release = await holdRequests(page, /\/assets\/pdf-viewer-[^/]*\.js$/);
    await openPage(page, `/blog/${(await fetchList(request)).data[0]!.slug}`);
    const viewer = page.getByTestId("pdf-viewer");
    await pressUntilFocused(page, viewer.getByRole("link", { name: "Download" }));
    await expect(viewer).toContainText("Loading PDF...");
    release();
    await expect(viewer.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(viewer.getByRole("link", { name: "Download" })).toBeFocused();
  });
});
