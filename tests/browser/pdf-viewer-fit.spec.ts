// The research document's viewer fits the window with its controls, turns pages with the arrow keys, says
// what Download fetches (read from the file itself), opens the document large, and says in Czech that it is
// in English.
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { cs } from "../../app/content/messages/cs";
import { en } from "../../app/content/messages/en";
import { acceptCookies } from "./helpers";

const POST = "/blog/introducing-multispin";

async function documentFacts() {
  const bytes = await readFile("public/research-document.pdf");
  return { pages: (await PDFDocument.load(bytes)).getPageCount(), bytes: bytes.byteLength };
}

async function showViewer(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 20_000 });
  const viewer = page.getByTestId("pdf-viewer");
  await viewer.evaluate((element) => element.scrollIntoView({ block: "start" }));
  await expect(viewer.getByText(/^(Page|Strana)\s1\s(of|z)\s\d+$/)).toBeVisible({ timeout: 15_000 });
  await expect(viewer.locator("canvas")).toBeVisible();
  // The page box takes the document's own shape once it is read: look at it in its final place.
  await viewer.evaluate((element) => element.scrollIntoView({ block: "start" }));
  return viewer;
}

test.beforeEach(async ({ page }) => acceptCookies(page));

test.describe("at 1280x800", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the page and its controls fit the window together, below the header", async ({ page }) => {
    const viewer = await showViewer(page, POST);
    const boxes = await viewer.evaluate((element) => {
      const rect = (el: Element) => el.getBoundingClientRect();
      return {
        header: rect(document.querySelector("body > header")!).bottom,
        viewer: rect(element),
        canvas: rect(element.querySelector("canvas")!),
        next: rect(element.querySelector('[data-pdf-control="next"]')!),
        height: window.innerHeight,
      };
    });
    expect(boxes.viewer.top).toBeGreaterThanOrEqual(boxes.header - 1);
    expect(boxes.viewer.bottom).toBeLessThanOrEqual(boxes.height);
    expect(boxes.canvas.top).toBeGreaterThanOrEqual(boxes.header);
    expect(boxes.canvas.bottom).toBeLessThanOrEqual(boxes.next.top);
    expect(boxes.next.bottom).toBeLessThanOrEqual(boxes.height);
    // Still a page one can read: wider than a phone's.
    expect(boxes.canvas.width).toBeGreaterThan(350);
  });

  test("Left and Right turn the pages while the viewer has focus, within 1..page count", async ({ page }) => {
    const { pages } = await documentFacts();
    const viewer = await showViewer(page, POST);
    const count = viewer.getByText(/^Page \d+ of \d+$/);
    await expect(count).toHaveText(en.pdf.pageOf(1, pages));
    await viewer.getByRole("link", { name: /Download/ }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(count).toHaveText(en.pdf.pageOf(1, pages));
    await page.keyboard.press("ArrowRight");
    await expect(count).toHaveText(en.pdf.pageOf(2, pages));
    await page.keyboard.press("ArrowRight");
    await expect(count).toHaveText(en.pdf.pageOf(3, pages));
    await page.keyboard.press("ArrowLeft");
    await expect(count).toHaveText(en.pdf.pageOf(2, pages));
    for (let n = 0; n < pages + 2; n++) await page.keyboard.press("ArrowRight");
    await expect(count).toHaveText(en.pdf.pageOf(pages, pages));
    // Outside the viewer the keys are the page's own.
    await page.locator("main h1").click();
    await page.keyboard.press("ArrowLeft");
    await expect(count).toHaveText(en.pdf.pageOf(pages, pages));
  });

  test("Download says it is a PDF, its pages and size, as read from the file", async ({ page }) => {
    const { pages, bytes } = await documentFacts();
    const viewer = await showViewer(page, POST);
    const details = en.pdf.fileDetails(pages, bytes);
    expect(details).toBe("PDF, 6\u00a0pages, 31\u00a0KB");
    await expect(viewer.getByRole("link", { name: `${en.pdf.download} (${details})` })).toHaveAttribute(
      "download",
    );
    await expect(viewer.getByTestId("pdf-language-note")).toHaveCount(0);
  });

  test("on a Czech post the viewer says the document is in English", async ({ page }) => {
    const { pages, bytes } = await documentFacts();
    const viewer = await showViewer(page, "/cs/blog/predstavujeme-multispin");
    await expect(viewer.getByTestId("pdf-language-note")).toHaveText(cs.pdf.documentInEnglish);
    await expect(
      viewer.getByRole("link", { name: `${cs.pdf.download} (${cs.pdf.fileDetails(pages, bytes)})` }),
    ).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("Open shows the document itself in a new tab, where it can be enlarged", async ({ page, request }) => {
    const viewer = await showViewer(page, POST);
    const open = viewer.getByRole("link", { name: `${en.pdf.open}${en.pdf.openHidden}` });
    await expect(open).toBeVisible();
    await expect(open).toHaveAttribute("target", "_blank");
    await expect(open).not.toHaveAttribute("download");
    const file = await request.get((await open.getAttribute("href"))!);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    // Everything in the viewer's header fits the phone's width.
    const overflow = await viewer.evaluate(
      (element) =>
        [...element.querySelectorAll("a, button")].filter(
          (control) => control.getBoundingClientRect().right > element.getBoundingClientRect().right,
        ).length,
    );
    expect(overflow).toBe(0);
  });
});
