// Posts, pages and legal texts on paper: only the content, dark on white, the research document as a link with
// its address, and a post of about 430 words on at most three A4 pages (counted in the PDF Chromium prints).
import { expect, type Page, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { company } from "../../app/content/company";
import { productsFor } from "../../app/content/products";
import { baseURL } from "./blog-servers";

/** What the printed page hides of the screen's frame: header, footer, cookie banner, the viewer's controls. */
async function expectPaperOnly(page: Page) {
  const hidden = await page.evaluate(() =>
    [
      "body > header",
      "body > footer",
      "[data-cookie-banner]",
      "[data-pdf-control]",
      'a[href="#main"]',
    ].flatMap((selector) =>
      [...document.querySelectorAll(selector)].map((element) => ({
        selector,
        // Hidden itself or inside something hidden: nothing of it is laid out.
        display: element.getClientRects().length === 0 ? "none" : getComputedStyle(element).display,
      })),
    ),
  );
  expect(hidden.filter(({ selector }) => selector === "body > header")).toHaveLength(1);
  expect(hidden.filter(({ selector }) => selector === "[data-cookie-banner]")).toHaveLength(1);
  expect(hidden.filter(({ display }) => display !== "none")).toEqual([]);
  const positioned = await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((element) => ["fixed", "sticky"].includes(getComputedStyle(element).position))
      .filter(
        (element) => getComputedStyle(element).display !== "none" && element.getClientRects().length > 0,
      )
      .map((element) => element.outerHTML.slice(0, 80)),
  );
  expect(positioned).toEqual([]);
  // Text is black on a white page.
  const colours = await page.evaluate(() => {
    const text = document.querySelector("main h1")!;
    return { text: getComputedStyle(text).color, page: getComputedStyle(document.body).backgroundColor };
  });
  expect(colours.text).toBe("rgb(0, 0, 0)");
  expect(["rgba(0, 0, 0, 0)", "rgb(255, 255, 255)"]).toContain(colours.page);
}

async function printedPages(page: Page) {
  const pdf = await PDFDocument.load(await page.pdf({ format: "A4" }));
  return pdf.getPageCount();
}

for (const [slug, words] of [
  ["how-fast-should-a-scaffold-disappear", 429],
  ["introducing-multispin", 377],
] as const) {
  test(`the post "${slug}" (${words} words) prints on at most three A4 pages, without the screen's frame`, async ({
    page,
  }) => {
    await page.goto(`/blog/${slug}`);
    await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 20_000 });
    await page.emulateMedia({ media: "print" });
    await expectPaperOnly(page);
    // The research document is a link that names itself and its full address.
    const document = page.getByRole("link", { name: /Research Document \(PDF, 6\spages, 31\sKB\)/ });
    await expect(document).toBeVisible();
    await expect(document).toHaveAttribute("href", `${baseURL}/research-document.pdf`);
    await expect(document).toContainText(`${baseURL}/research-document.pdf`);
    await expect(page.getByTestId("pdf-viewer").locator("canvas")).toHaveCount(0);
    expect(await printedPages(page)).toBeLessThanOrEqual(3);
  });
}

test("a link in running text is followed by its address on paper; a mail link and a jump within the page are not", async ({
  page,
}) => {
  await page.goto("/privacy-policy");
  // Inserted before React has hydrated the page, the paragraph could be taken away by it mid-check.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.emulateMedia({ media: "print" });
  // The site's own pages link out only by mail and within themselves: a paragraph as a post would have it.
  await page.locator("main h1").evaluate((heading) => {
    heading.insertAdjacentHTML(
      "afterend",
      '<p id="printed">See <a href="https://doi.org/10.1000/182">the DOI handbook</a> and <a href="/products">our products</a>, <a href="mailto:info@example.com">write</a> or <a href="#top">go up</a>.</p>',
    );
  });
  const after = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element, "::after").content);
  expect(await after("#printed a[href^='https']")).toBe('" (https://doi.org/10.1000/182)"');
  expect(await after("#printed a[href='/products']")).toBe('" (/products)"');
  expect(await after("#printed a[href^='mailto:']")).toBe("none");
  expect(await after("#printed a[href^='#']")).toBe("none");
});

for (const path of [
  "/privacy-policy",
  "/cs/zasady-ochrany-osobnich-udaju",
  "/products",
  "/cs/blog/predstavujeme-multispin",
]) {
  test(`${path} prints without the header, footer and bars`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 20_000 });
    await page.emulateMedia({ media: "print" });
    await expectPaperOnly(page);
    expect(await printedPages(page)).toBeGreaterThan(0);
  });
}

/**
 * The text of each printed A4 page, read back from the PDF Chromium prints, without its spaces and line breaks
 * (a line may break anywhere on paper, and the words joiners that keep "0–60" together are not drawn) and in one spelling of each character (the PDF writes µ as μ).
 */
async function printedTexts(page: Page) {
  const pdf = await getDocument({ data: new Uint8Array(await page.pdf({ format: "A4" })) }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    texts.push(squeezed(content.items.map((item) => ("str" in item ? item.str : "")).join("")));
  }
  return texts;
}

const squeezed = (text: string) => text.normalize("NFKC").replace(/[\s\p{Cf}]+/gu, "");

for (const [path, locale] of [
  ["/products", "en"],
  ["/cs/produkty", "cs"],
] as const) {
  test(`${path} prints each product whole on one page: its name, every sentence and every feature, each with its list marker`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 20_000 });
    await page.emulateMedia({ media: "print" });
    const texts = await printedTexts(page);
    for (const product of productsFor(locale)) {
      const whole = [product.name, product.description, ...product.features].map(squeezed);
      expect(
        texts.some((text) => whole.every((part) => text.includes(part))),
        `${product.name} whole on one page`,
      ).toBe(true);
    }
    // A marker drawn as a background would vanish on paper: each feature is a list item with a real marker.
    const markers = await page
      .getByTestId("product-card")
      .locator("li")
      .evaluateAll((items) =>
        items.map((item) => `${getComputedStyle(item).display} ${getComputedStyle(item).listStyleType}`),
      );
    expect(markers.length).toBe(productsFor(locale).flatMap((product) => product.features).length);
    expect(new Set(markers)).toEqual(new Set(["list-item disc"]));
  });
}

for (const path of ["/contact", "/cs/kontakt"])
  test(`${path} prints on one A4 page, with the phone and the e-mail`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 20_000 });
    await page.emulateMedia({ media: "print" });
    await expectPaperOnly(page);
    const texts = await printedTexts(page);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain(squeezed(company.phone));
    expect(texts[0]).toContain(company.email);
    expect(texts[0]).toContain(company.vatId);
  });
