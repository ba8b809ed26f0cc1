// Shared by the accessibility specs: the pages every check visits, and how a check opens, scrolls and resets
// them and sets the cookie choice. axe reads the DOM; what the checks read from the layout Chromium actually
// draws (WCAG 2.2 AA checks axe cannot make) is in accessibility-layout-problems.ts,
// accessibility-targets-and-focus.ts and accessibility-checks.ts.
import type { APIRequestContext, Page } from "@playwright/test";
import { fetchList } from "#tests/support/blog-helpers";

export type PageToCheck = { name: string; path: (request: APIRequestContext) => Promise<string> | string };

/** A post whose table is wider than a phone's column (the post with the most columns in a table). */
export async function postWithWideTable(request: APIRequestContext): Promise<string> {
  const first = await fetchList(request);
  const posts = [first.data];
  for (let page = 2; page <= first.totalPages; page++) posts.push((await fetchList(request, page)).data);
  const columns = (html: string) =>
    Math.max(0, ...[...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) => row[1]!.split("<th").length - 1));
  const widest = posts.flat().sort((a, b) => columns(b.content.rendered) - columns(a.content.rendered))[0];
  if (!widest || columns(widest.content.rendered) < 3) throw new Error("no post with a table of 3+ columns");
  return `/blog/${widest.slug}`;
}

/** Every route of the site, and the blog's states that a first request can reach. */
export const PAGES: PageToCheck[] = [
  { name: "home", path: () => "/" },
  { name: "products", path: () => "/products" },
  { name: "blog, first page", path: () => "/blog" },
  {
    name: "blog, last page",
    path: async (request) => `/blog?page=${(await fetchList(request)).totalPages}`,
  },
  { name: "post with a wide table", path: postWithWideTable },
  { name: "post not found", path: () => "/blog/no-such-post" },
  { name: "contact", path: () => "/contact" },
  { name: "privacy policy", path: () => "/privacy-policy" },
  { name: "accessibility statement", path: () => "/accessibility" },
  { name: "not-found page", path: () => "/no-such-page" },
  // The same checks on the Czech pages: longer words, the same layout.
  { name: "Czech home", path: () => "/cs" },
  { name: "Czech products", path: () => "/cs/produkty" },
  { name: "Czech blog", path: () => "/cs/blog" },
  { name: "Czech post with a table", path: () => "/cs/blog/predstavujeme-multispin" },
  { name: "Czech post not found", path: () => "/cs/blog/zadny-takovy-clanek" },
  { name: "Czech contact", path: () => "/cs/kontakt" },
  { name: "Czech privacy policy", path: () => "/cs/zasady-ochrany-osobnich-udaju" },
  { name: "Czech accessibility statement", path: () => "/cs/pristupnost" },
  { name: "Czech not-found page", path: () => "/cs/zadna-takova-stranka" },
];

/** The widths of WCAG 1.4.10 (320 CSS px: 1280 px at 400 % zoom) and of a phone and a laptop. */
export const REFLOW_WIDTH = 320;

/** WCAG 1.4.12's text spacing, as a reader's own style sheet applies it (the W3C's test bookmarklet). */
export const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** Opens a page and waits until it is interactive and its web fonts and images have settled. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Stores the visitor's cookie choice (null: none, so the banner shows) for the next load of the site. It is
 * stored on the site's origin, already open in `page`. A page that has opened nothing yet (the first group, or
 * the first after a failure restarted the worker) has no choice stored: it opens a small file of the origin
 * only when a choice is to be stored.
 */
export async function setCookieChoice(page: Page, choice: "accepted" | null) {
  if (page.url() === "about:blank") {
    if (choice === null) return;
    await page.goto("/robots.txt");
  }
  await page.evaluate((choice) => {
    if (choice) localStorage.setItem("cookie-consent", choice);
    else localStorage.removeItem("cookie-consent");
  }, choice);
}

/** Leaves an open page as a fresh load does: nothing focused, scrolled to the top. */
export async function toStartOfPage(page: Page) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  await page.evaluate(() => new Promise(requestAnimationFrame));
}

/** Scrolls through the whole page once (lazy images, the PDF viewer), then back to the top. */
export async function scrollThroughAndBack(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = await page.evaluate(() => window.innerHeight);
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise(requestAnimationFrame));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Scrolls the PDF viewer into view. Its stand-in is replaced when the viewer's code arrives, so the element is
 * looked up at the moment of scrolling rather than held.
 */
export async function scrollToViewer(page: Page) {
  await page.evaluate(() =>
    document.querySelector("[data-testid=pdf-viewer]")?.scrollIntoView({ block: "center" }),
  );
}

/** Waits until the PDF viewer (if the page has one) has drawn its page or said why it could not. */
export async function settlePdfViewer(page: Page) {
  const viewer = page.getByTestId("pdf-viewer");
  if ((await viewer.count()) === 0) return;
  await scrollToViewer(page);
  await viewer.locator("canvas, [role=alert]").first().waitFor();
  // The page is drawn for the box's width; wait until the canvas and the box agree.
  await page.waitForFunction(() => {
    const canvas = document.querySelector<HTMLCanvasElement>("[data-testid=pdf-viewer] canvas");
    const box = canvas?.closest<HTMLElement>("[style]");
    if (!canvas || !box) return true;
    return Math.abs(canvas.getBoundingClientRect().width - box.clientWidth) <= 1;
  });
}
