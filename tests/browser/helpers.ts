import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/** Pretend the visitor already answered the cookie banner, so it does not cover the page. */
export async function acceptCookies(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
}

/** Zero axe violations against WCAG 2.0, 2.1 and 2.2 level A and AA. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`,
  );
  expect(summary).toEqual([]);
}

/** How many of the items sit in the first row, i.e. how many columns the grid shows. */
export async function columnsOf(items: Locator): Promise<number> {
  // Layout positions, not drawn ones: a section sliding in on its reveal is drawn lower than it is laid out.
  const tops = await items.evaluateAll((elements) =>
    elements.map((element) => (element instanceof HTMLElement ? element.offsetTop : Number.NaN)),
  );
  return tops.filter((top) => Math.abs(top - tops[0]!) <= 2).length;
}

/** The page is never wider than the viewport (no sideways scrolling). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Every image has explicit dimensions and an alt attribute (possibly empty when decorative). */
export async function expectImagesWellFormed(page: Page) {
  const images = await page.locator("main img").evaluateAll((elements) =>
    elements.map((img) => ({
      src: img.getAttribute("src"),
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      alt: img.getAttribute("alt"),
    })),
  );
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    expect(image.width, `${image.src} width`).toMatch(/^\d+$/);
    expect(image.height, `${image.src} height`).toMatch(/^\d+$/);
    expect(image.alt, `${image.src} alt`).not.toBeNull();
    expect(image.src, `${image.src} is served by us`).toMatch(/^\/(?!\/)/);
  }
}

export const WIDTHS = [375, 768, 1280] as const;

/** Every violation the browser reports from now on, as "directive blocked-uri". */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...logged,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}
