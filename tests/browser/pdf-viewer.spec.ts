import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { acceptCookies, fetchList, holdRequests } from "#tests/support/blog-helpers";
import { baseURL } from "./blog-servers";

const PDF = "/research-document.pdf";

test.beforeEach(async ({ page }) => acceptCookies(page));

/**
 * The viewer's box. While its code loads, React swaps the placeholder for the viewer; a box asked of the node
 * being swapped out comes back null, so ask again.
 */
async function boxOf(locator: Locator) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const box = await locator.boundingBox();
    if (box) return box;
  }
  throw new Error("the viewer has no box");
}

async function openAnyPost(page: Page) {
  const { data } = await fetchList(page.request, 1);
  await page.goto(`/blog/${data[0]!.slug}`);
  const viewer = page.getByRole("region", { name: "Research Document" });
  await viewer.scrollIntoViewIfNeeded();
  return viewer;
}

test("'Loading PDF...' while the file loads, then page 1 of the document", async ({ page }) => {
  const release = await holdRequests(page, `**${PDF}`);
  const viewer = await openAnyPost(page);
  await expect(viewer.getByText("Loading PDF...", { exact: true })).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Previous page" })).toBeDisabled();
  await expect(viewer.getByRole("button", { name: "Next page" })).toBeDisabled();
  await expect(viewer.getByText(/^Page \d+ of \d+$/)).toHaveCount(0);
  const before = await boxOf(viewer);
  release();
  await expect(viewer.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(viewer.getByText("Loading PDF...", { exact: true })).toHaveCount(0);
  await expect(viewer.locator("canvas")).toBeVisible();
  // The document's box keeps its size: nothing below it moves when the page appears.
  const after = await boxOf(viewer);
  expect(Math.abs(after.height - before.height)).toBeLessThanOrEqual(1);
});

test("previous and next page, disabled at both ends", async ({ page }) => {
  const viewer = await openAnyPost(page);
  const status = viewer.getByText(/^Page \d+ of \d+$/);
  await expect(status).toHaveText(/^Page 1 of [1-9]\d*$/);
  const count = Number((await status.textContent())!.split(" of ")[1]);
  expect(count).toBeGreaterThanOrEqual(4);
  expect(count).toBeLessThanOrEqual(6);
  const previous = viewer.getByRole("button", { name: "Previous page" });
  const next = viewer.getByRole("button", { name: "Next page" });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  const canvas = viewer.locator("canvas");
  const firstPage = await canvas.screenshot();
  await next.click();
  await expect(status).toHaveText(`Page 2 of ${count}`);
  await expect(previous).toBeEnabled();
  await expect.poll(async () => (await canvas.screenshot()).equals(firstPage)).toBe(false);
  for (let n = 3; n <= count; n++) {
    await next.click();
    await expect(status).toHaveText(`Page ${n} of ${count}`);
  }
  await expect(next).toBeDisabled();
  await previous.click();
  await expect(status).toHaveText(`Page ${count - 1} of ${count}`);
  await expect(next).toBeEnabled();
});

test("the page fills the viewer's width on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const viewer = await openAnyPost(page);
  await expect(viewer.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const canvas = (await viewer.locator("canvas").boundingBox())!;
  const box = (await viewer.boundingBox())!;
  expect(canvas.width).toBeGreaterThan(box.width * 0.8);
  expect(canvas.x + canvas.width).toBeLessThanOrEqual(box.x + box.width);
});

test("Download saves the research document", async ({ page }) => {
  const viewer = await openAnyPost(page);
  const link = viewer.getByRole("link", { name: "Download" });
  await expect(link).toHaveAttribute("href", PDF);
  await expect(link).toHaveAttribute("download", "");
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("research-document.pdf");
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  expect(bytes.length).toBeLessThan(200 * 1024);
});

test("'Failed to load PDF' when the file cannot be loaded", async ({ page }) => {
  await page.route(`**${PDF}`, (route) => route.fulfill({ status: 404, body: "Not Found" }));
  const viewer = await openAnyPost(page);
  await expect(viewer.getByText("Failed to load PDF", { exact: true })).toBeVisible();
  await expect(viewer.getByText(/^Page \d+ of \d+$/)).toHaveCount(0);
  await expect(viewer.getByText("Loading PDF...", { exact: true })).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: "Next page" })).toBeDisabled();
  await expect(viewer.getByRole("link", { name: "Download" })).toBeVisible();
});

test("'Failed to load PDF' when the viewer's code cannot be loaded, and Download still works", async ({
  page,
}) => {
  await page.route(/\/assets\/pdf-viewer-[^/]*\.js$/, (route) => route.fulfill({ status: 503, body: "" }));
  const viewer = await openAnyPost(page);
  await expect(viewer.getByRole("alert")).toHaveText("Failed to load PDF");
  await expect(viewer.getByText("Loading PDF...", { exact: true })).toHaveCount(0);
  await expect(viewer.getByRole("link", { name: "Download" })).toHaveAttribute("href", PDF);
});

test("the viewer's code loads only on post pages, from our own origin", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (["script", "worker"].includes(req.resourceType()) || /\.m?js(\?|$)/.test(req.url()))
      scripts.push(req.url());
  });
  for (const path of ["/", "/blog"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(scripts.filter((url) => /pdf/i.test(url))).toEqual([]);
  const html = await (await page.request.get("/")).text();
  expect(html).not.toMatch(/modulepreload[^>]*pdf/i);

  const viewer = await openAnyPost(page);
  await expect(viewer.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const pdfScripts = scripts.filter((url) => /pdf/i.test(url));
  expect(pdfScripts.some((url) => /pdf\.worker/.test(url))).toBe(true);
  for (const url of pdfScripts) expect(url.startsWith(`${baseURL}/assets/`)).toBe(true);
});
