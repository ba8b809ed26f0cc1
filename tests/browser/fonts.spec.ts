// The brand's type: Inter, one variable font file from our own origin with both languages' letters, preloaded on
// every page and the only font a page asks for; a fallback with Inter's metrics keeps the layout still.
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

/** The fonts the browser really drew the element holding `text` with (DevTools' "Rendered fonts"), by family. */
async function drawnWith(page: Page, text: string): Promise<string[]> {
  await page.evaluate((wanted) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode())
      if (walker.currentNode.textContent?.includes(wanted)) {
        walker.currentNode.parentElement!.dataset.fontProbe = "";
        return;
      }
    throw new Error(`no text "${wanted}" on the page`);
  }, text);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await cdp.send("DOM.querySelector", {
    nodeId: root.nodeId,
    selector: "[data-font-probe]",
  });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
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

for (const path of ["/", "/cs", "/blog/introducing-multispin"]) {
  test(`${path} is set in Inter from our own origin, preloaded, without a layout shift`, async ({ page }) => {
    const fonts = watchFonts(page);
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 20_000 });
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    // Czech letters (the header's "Čeština", the footer's "IČO" on English pages too) come from the same file.
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"', "ČčĚěŘřŠšŽžŮů"))).toBe(
      true,
    );
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /^"Inter Variable"/,
    );

    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloaded).toHaveLength(1);
    expect(preloaded[0]).toMatch(/\/assets\/inter-wght-[\w-]+\.woff2$/);
    // One request: the preloaded file itself, and no second file for the letters beyond Latin-1.
    expect(fonts).toEqual(preloaded);
    expect(new URL(fonts[0]!).origin).toBe(baseURL);
    expect(await layoutShift(page)).toBe(0);
  });
}

test("Czech letters are drawn from the same file, on English and Czech pages", async ({ page }) => {
  for (const [path, czechText] of [
    ["/", "IČO"],
    ["/cs", "Řízené"],
  ] as const) {
    await page.goto(path);
    // Once the file is in the browser's cache, "optional" always uses it: what is checked is what it draws with.
    await page.reload();
    await page.evaluate(() => document.fonts.ready);
    expect(await drawnWith(page, czechText)).toEqual(["Inter Variable"]);
  }
});

test("the font file is small: cut to the two languages' letters", async ({ page, request }) => {
  await page.goto("/cs");
  const href = await page.locator('link[rel="preload"][as="font"]').getAttribute("href");
  const answer = await request.get(href!);
  expect(answer.headers()["content-type"]).toBe("font/woff2");
  expect((await answer.body()).byteLength).toBeLessThan(52_000);
});
