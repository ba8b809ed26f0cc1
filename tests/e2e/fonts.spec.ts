// The brand's type: Inter, a variable font from our own origin, preloaded; Czech pages also get the Latin
// Extended file; a fallback with Inter's metrics keeps the layout still while it arrives.
import { expect, type Page, test } from "@playwright/test";
import { acceptCookies } from "./helpers";
import { baseURL } from "./blog-servers";

/** Every font the page asks for, by address. */
function watchFonts(page: Page) {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  return fonts;
}

async function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => done(total)));
      }),
  );
}

test.beforeEach(async ({ page }) => acceptCookies(page));

for (const [path, files] of [
  ["/", ["inter-latin-wght"]],
  ["/cs", ["inter-latin-wght", "inter-latin-ext-wght"]],
  ["/blog/introducing-multispin", ["inter-latin-wght"]],
] as const) {
  test(`${path} is set in Inter from our own origin, preloaded, without a layout shift`, async ({ page }) => {
    const fonts = watchFonts(page);
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 20_000 });
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /^"Inter Variable"/,
    );

    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloaded.map((href) => href.match(/inter-[a-z-]+-wght/)![0]).sort()).toEqual([...files].sort());
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(new URL(font).origin).toBe(baseURL);
      expect(font).toMatch(/\/assets\/inter-latin(-ext)?-wght-[\w-]+\.woff2$/);
    }
    expect(await layoutShift(page)).toBe(0);
  });
}

test("the font files are small: subset to the two languages' letters", async ({ page, request }) => {
  await page.goto("/cs");
  const hrefs = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  let total = 0;
  for (const href of hrefs) {
    const answer = await request.get(href);
    expect(answer.headers()["content-type"]).toBe("font/woff2");
    total += (await answer.body()).byteLength;
  }
  expect(total).toBeLessThan(60_000);
});
