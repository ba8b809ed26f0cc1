// A section of a post opened by its address lands just below the fixed header, and each heading's link to
// itself shows when the keyboard reaches it. The ids and links themselves are read in-process
// (app/routes/blog-post-headings.test.ts).
import { expect, type Page, test } from "@playwright/test";
import { acceptCookies } from "#tests/support/blog-helpers";
import { openPage } from "./accessibility-helpers";

const POST = "/blog/introducing-multispin";
const SECTION = "user-content-safety-first";

test.beforeEach(async ({ page }) => acceptCookies(page));

/** Where the heading's top is, below the header's bottom, in CSS pixels. */
const gapBelowHeader = (page: Page) =>
  page.evaluate((id) => {
    const header = document.querySelector("header")!.getBoundingClientRect();
    return document.getElementById(id)!.getBoundingClientRect().top - header.bottom;
  }, SECTION);

for (const width of [375, 1280])
  test(`a section opened by its address shows its heading just below the header at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openPage(page, `${POST}#${SECTION}`);
    await expect.poll(() => gapBelowHeader(page)).toBeGreaterThanOrEqual(0);
    expect(await gapBelowHeader(page)).toBeLessThan(48);
  });

test("a heading's link to itself shows when the keyboard reaches it, and leads to the section", async ({
  page,
}) => {
  await openPage(page, POST);
  const link = page.locator(`h2#${SECTION} > a.heading-self-link`);
  await expect(link).toHaveAccessibleName("Link to the section Safety first");
  await expect(link).toHaveCSS("opacity", "0");
  // Tab through the page until the link has the focus (every stop before it is a link or a control).
  for (let stop = 0; stop < 80 && !(await link.evaluate((a) => a === document.activeElement)); stop++)
    await page.keyboard.press("Tab");
  await expect(link).toBeFocused();
  await expect(link).toHaveCSS("opacity", "1");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`#${SECTION}$`));
  await expect.poll(() => gapBelowHeader(page)).toBeGreaterThanOrEqual(0);
});
