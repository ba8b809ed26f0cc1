// WCAG 2.2 AA checks of the layout that axe cannot make, beyond the pages' own (accessibility-pages.spec.ts):
// the layout checks tried on a page made to fail them, and reflow at 320 CSS px (1.4.10) in the states a
// visitor reaches by using a page: a wide table scrolled with the keyboard, the blog and a post while they
// load or when they fail.
import { expect, test } from "@playwright/test";
import { expectSoundLayout } from "./accessibility-checks";
import { openPage, postWithWideTable, REFLOW_WIDTH, scrollToViewer } from "./accessibility-helpers";
import { findLayoutProblems, NO_LAYOUT_PROBLEMS } from "./accessibility-layout-problems";
import { acceptCookies } from "./helpers";
import { fetchList, holdRequests } from "#tests/support/blog-helpers";

// The reveal animation would move text while it is measured; reduced motion shows every section at once.
test.use({ reducedMotion: "reduce" });

test.describe("the layout checks themselves", () => {
  test("see clipped, overlapping and out-of-reach text, and sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: REFLOW_WIDTH, height: 600 });
    await page.setContent(`
      <p style="width:100px;height:20px;overflow:hidden">A sentence far too long for its short box</p>
      <p style="height:10px;margin:0">First line of text</p><p style="margin:0">Second line drawn over it</p>
      <p style="white-space:nowrap">A line without breaks that runs far past the right edge</p>
      <div style="overflow-x:auto"><p style="width:600px">A wide line that scrolls inside its own box</p></div>
      <p style="position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)">Screen readers only, long</p>
    `);
    const problems = await findLayoutProblems(page);
    expect(problems.sidewaysScroll).toBeGreaterThan(0);
    expect(problems.clipped).toEqual(['p "A sentence far too long for its short box"']);
    expect(problems.overlapping).toEqual(['p "First line of text" / p "Second line drawn over it"']);
    expect(problems.offscreen).toEqual(['p "A line without breaks that runs far past the right edge"']);
  });
});

test.describe(`reflow at ${REFLOW_WIDTH} CSS px (WCAG 1.4.10)`, () => {
  test.use({ viewport: { width: REFLOW_WIDTH, height: 640 } });

  test("a wide table scrolls inside its own named, focusable region, and the keyboard scrolls it", async ({
    page,
    request,
  }) => {
    await acceptCookies(page);
    await openPage(page, await postWithWideTable(request));
    const region = page.getByTestId("post-content").getByRole("region").first();
    await expect(region).toHaveAccessibleName(/\S/);
    await expect(region).toHaveAttribute("tabindex", "0");
    const table = region.locator("table");
    const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect((await table.boundingBox())!.width).toBeGreaterThan(REFLOW_WIDTH - 32);

    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBe(0);
  });

  test("the blog while it loads, when it fails and with a single page, seen after a client navigation", async ({
    page,
    request,
  }) => {
    await acceptCookies(page);
    const first = await fetchList(request);
    const toBlog = async () => {
      await openPage(page, "/");
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
      await expect(page).toHaveURL(/\/blog$/);
    };

    // Loading: the skeleton cards.
    const release = await holdRequests(page, /\/api\/wordpress/);
    await toBlog();
    await expect(page.getByTestId("post-card-skeleton")).toHaveCount(6);
    expect(await findLayoutProblems(page)).toEqual(NO_LAYOUT_PROBLEMS);
    release();
    await page.unrouteAll({ behavior: "wait" });

    // Failed: the blog says so in one sentence, in an alert a screen reader announces.
    await page.route(/\/api\/wordpress/, (route) =>
      route.fulfill({ status: 502, contentType: "application/json", body: '{"error":"down"}' }),
    );
    await toBlog();
    await expect(page.getByRole("alert")).toHaveText("Failed to load blog posts. Please try again later.");
    await expectSoundLayout(page);
    await page.unrouteAll({ behavior: "wait" });

    // One page only: no pagination.
    await page.route(/\/api\/wordpress/, (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({ data: first.data.slice(0, 3), totalPages: 1, totalPosts: 3 }),
      }),
    );
    await toBlog();
    await expect(page.getByTestId("post-card")).toHaveCount(3);
    await expect(page.getByRole("navigation", { name: "Blog pages" })).toHaveCount(0);
    await expectSoundLayout(page);
  });

  test("a post while it loads, and the PDF viewer when the document cannot be loaded", async ({
    page,
    request,
  }) => {
    await acceptCookies(page);
    const slug = (await fetchList(request)).data[0]!.slug;
    await openPage(page, "/blog");
    const release = await holdRequests(page, /\/api\/wordpress/);
    await page.locator(`a[href="/blog/${slug}"]`).click();
    await expect(page.getByTestId("post-skeleton")).toBeVisible();
    expect(await findLayoutProblems(page)).toEqual(NO_LAYOUT_PROBLEMS);
    release();

    await page.route(/\/research-document\.pdf$/, (route) => route.fulfill({ status: 404, body: "" }));
    await openPage(page, `/blog/${slug}`);
    const viewer = page.getByTestId("pdf-viewer");
    await scrollToViewer(page);
    await expect(viewer.getByRole("alert")).toHaveText("Failed to load PDF");
    await expectSoundLayout(page);
  });
});
