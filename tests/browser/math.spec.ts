// Equations as a reader sees them in Chromium: WordPress's Math block (Gutenberg's own fixture) and inline math,
// served by the shared fake WordPress (wordpress-fixture-posts.ts) to the copy of the site reading it, and the
// embedded blog's Markdown post with $...$, $$...$$ and a footnote. They must be laid out as mathematics (a fraction's numerator above its
// denominator, no TeX source or dollar signs on screen), display math centred in the column and scrolling
// sideways when wider, and a footnote's link leading to the note and back.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { acceptCookies } from "#tests/support/blog-helpers";
import { wordpressSiteURL } from "./blog-servers";
import { EQUATIONS_SLUG as SLUG } from "./wordpress-fixture-posts";

async function open(page: Page, url: string) {
  await page.setViewportSize({ width: 390, height: 800 });
  await acceptCookies(page);
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
};

/** A fraction is drawn as one: its numerator's box wholly above its denominator's. */
async function expectFractionDrawn(fraction: Locator) {
  const numerator = await box(fraction.locator(":scope > :nth-child(1)"));
  const denominator = await box(fraction.locator(":scope > :nth-child(2)"));
  expect(numerator.y + numerator.height).toBeLessThanOrEqual(denominator.y + 1);
  expect(Math.abs(numerator.x + numerator.width / 2 - (denominator.x + denominator.width / 2))).toBeLessThan(
    3,
  );
}

test("WordPress's Math block and inline math are drawn as mathematics, the wide one scrolling", async ({
  page,
}) => {
  await open(page, `${wordpressSiteURL}/blog/${SLUG}`);
  const article = page.locator(".prose-post");
  const block = article.locator(".wp-block-math").first();
  await expectFractionDrawn(block.locator("mfrac"));
  // The TeX source stays in the page, not on screen.
  await expect(block.locator("annotation")).toHaveText(/\\frac\{-b/);
  await expect(block.locator("annotation")).toBeHidden();
  // Centred in the column.
  const frame = await box(block);
  const math = await box(block.locator("math"));
  expect(math.width).toBeLessThan(frame.width);
  expect(Math.abs(math.x + math.width / 2 - (frame.x + frame.width / 2))).toBeLessThan(2);

  // Inline math sits in its line: its box within the paragraph's first line, the text around it on both sides.
  const paragraph = article.locator("p", { hasText: "Early release follows" });
  const inline = await box(paragraph.locator("math"));
  const line = await box(paragraph);
  expect(inline.y).toBeGreaterThanOrEqual(line.y - 4);
  expect(inline.height).toBeLessThan(40);
  expect(await paragraph.locator("math").evaluate((node) => getComputedStyle(node).display)).toBe("math");

  // Wider than the column: it scrolls sideways inside its wrapper, starting at its left edge, and the page does not.
  const wide = article.locator(".wp-block-math").nth(1);
  const sizes = await wide.evaluate((node) => ({
    overflow: getComputedStyle(node).overflowX,
    scroll: node.scrollWidth,
    client: node.clientWidth,
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(sizes.overflow).toBe("auto");
  expect(sizes.scroll).toBeGreaterThan(sizes.client * 2);
  expect(sizes.page).toBeLessThanOrEqual(sizes.viewport);
  expect((await box(wide.locator("math"))).x).toBeGreaterThanOrEqual((await box(wide)).x - 1);
});

test("a Markdown post's equations are drawn as mathematics and its footnote leads to the note and back", async ({
  page,
  baseURL,
}) => {
  await open(page, `${baseURL}/blog/hydrogels-and-foams`);
  const article = page.locator(".prose-post");
  const display = article.locator(".wp-block-math");
  await expect(display).toHaveCount(1);
  await expectFractionDrawn(display.locator("mfrac"));
  await expect(article.locator("p math")).toHaveCount(3);
  // No TeX source or dollar sign on screen.
  const text = await article.evaluate((node) => (node as HTMLElement).innerText);
  expect(text).not.toContain("$");
  expect(text).not.toContain("\\frac");
  expect(text).toContain("Korsmeyer–Peppas");

  const reference = article.locator("sup.fn a");
  await expect(reference).toHaveText("1");
  await reference.click();
  await expect(page).toHaveURL(/#user-content-fn-peppas$/);
  const note = article.locator("ol.wp-block-footnotes li");
  await expect(note).toContainText("Ritger and Peppas");
  await expect(note).toBeInViewport();
  await note.getByRole("link", { name: "Jump to footnote reference 1" }).click();
  await expect(page).toHaveURL(/#user-content-fn-peppas-link$/);
  await expect(reference).toBeInViewport();
});
