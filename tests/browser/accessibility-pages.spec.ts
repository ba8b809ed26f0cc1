// WCAG 2.2 AA checks that axe cannot make, and axe itself, on every route and state in PAGES: reflow at 320
// CSS px (1.4.10), text spacing (1.4.12), text at 200 % (1.4.4), target size (2.5.8), focus visible and never
// hidden (2.4.7, 2.4.11), reduced motion and forced colours. Each page is loaded once per width and
// cookie-banner state, in the beforeAll of that group, and every check of the group reads that one load as a
// test of its own; checks that change the page come last in their group (text at 200 % needs a reload).
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import {
  expectFocusAlwaysShown,
  expectSoundLayout,
  markButtonLikeElements,
  motion,
  shapelessButtons,
} from "./accessibility-checks";
import {
  openPage,
  PAGES,
  REFLOW_WIDTH,
  scrollThroughAndBack,
  setCookieChoice,
  TEXT_SPACING_CSS,
  toStartOfPage,
} from "./accessibility-helpers";
import { findSmallTargets, tabThrough } from "./accessibility-targets-and-focus";
import { expectNoAxeViolations } from "./helpers";

const banner = (page: Page) => page.locator("[data-cookie-banner]");
const bodyTextSize = (page: Page) =>
  page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));

/** The reader's text spacing style sheet (added last in a group: it stays until the next load). */
async function expectTextSpacing(page: Page) {
  await page.addStyleTag({ content: TEXT_SPACING_CSS });
  // The reader's style sheet is in force.
  const spacing = await page
    .locator("h1")
    .first()
    .evaluate((h1) => {
      const style = getComputedStyle(h1);
      return parseFloat(style.letterSpacing) / parseFloat(style.fontSize);
    });
  expect(spacing).toBeCloseTo(0.12, 2);
  await expectSoundLayout(page);
}

for (const { name, path } of PAGES) {
  test.describe(name, () => {
    // In order and in one worker, so that the checks of a group share its load; other pages run alongside.
    test.describe.configure({ mode: "default" });

    let context: BrowserContext;
    let page: Page;
    let address: string;

    test.beforeAll(async ({ browser, playwright }) => {
      const baseURL = test.info().project.use.baseURL;
      const request = await playwright.request.newContext({ baseURL });
      address = await path(request);
      await request.dispose();
      // The reveal animation would move text while it is measured; reduced motion shows every section at once.
      context = await browser.newContext({ baseURL, reducedMotion: "reduce" });
      page = await context.newPage();
    });

    test.afterAll(async () => {
      await context?.close();
    });

    /**
     * The group's one load: at this size, with the cookie banner or after the visitor has answered it. Heights
     * are the lowest the group's checks used when each loaded its own page (the banner then covers the most).
     */
    const loadAt = (width: number, height: number, withBanner: boolean) =>
      test.beforeAll(async () => {
        await page.setViewportSize({ width, height });
        await setCookieChoice(page, withBanner ? null : "accepted");
        await openPage(page, address);
      });

    // An earlier check in the group may have scrolled or moved focus.
    test.beforeEach(async () => {
      await toStartOfPage(page);
    });

    test.describe(`${REFLOW_WIDTH} px, with the cookie banner`, () => {
      loadAt(REFLOW_WIDTH, 640, true);

      test("reflow (WCAG 1.4.10): no sideways scrolling, no text cut off, with the cookie banner", async () => {
        await expect(banner(page)).toBeVisible();
        await expectSoundLayout(page);
      });

      test(`target size (WCAG 2.5.8): every target of the cookie banner 24 by 24 px or spaced apart, at ${REFLOW_WIDTH} px`, async () => {
        await expect(banner(page)).toBeVisible();
        expect(await findSmallTargets(page, "[data-cookie-banner]"), `banner at ${REFLOW_WIDTH} px`).toEqual(
          [],
        );
      });
    });

    test.describe(`${REFLOW_WIDTH} px, without the cookie banner`, () => {
      loadAt(REFLOW_WIDTH, 640, false);

      test("reflow (WCAG 1.4.10): no sideways scrolling, no text cut off, without the cookie banner", async () => {
        await expect(banner(page)).toBeHidden();
        await expectSoundLayout(page);
      });

      test(`target size (WCAG 2.5.8): every target 24 by 24 px or spaced apart, at ${REFLOW_WIDTH} px, without the cookie banner`, async () => {
        await expect(banner(page)).toBeHidden();
        expect(await findSmallTargets(page), `page at ${REFLOW_WIDTH} px`).toEqual([]);
      });
    });

    test.describe("375 px, with the cookie banner", () => {
      loadAt(375, 700, true);

      for (const key of ["Tab", "Shift+Tab"] as const)
        test(`focus visible and never hidden (WCAG 2.4.7, 2.4.11): ${key} at 375 px with the cookie banner`, async () => {
          await expect(banner(page)).toBeVisible();
          await expectFocusAlwaysShown(page, key, `${key} at 375 px with the banner`);
        });

      test("text spacing (WCAG 1.4.12) at 375 px: no text cut off or overlapping", async () => {
        await expectTextSpacing(page);
      });
    });

    test.describe("1280 px, with the cookie banner", () => {
      loadAt(1280, 700, true);

      test("axe: no violations of WCAG 2.0, 2.1 and 2.2 A and AA rules, with the cookie banner", async () => {
        await expectNoAxeViolations(page);
      });

      test("target size (WCAG 2.5.8): every target of the cookie banner 24 by 24 px or spaced apart, at 1280 px", async () => {
        await expect(banner(page)).toBeVisible();
        expect(await findSmallTargets(page, "[data-cookie-banner]"), "banner at 1280 px").toEqual([]);
      });

      for (const key of ["Tab", "Shift+Tab"] as const)
        test(`focus visible and never hidden (WCAG 2.4.7, 2.4.11): ${key} at 1280 px with the cookie banner`, async () => {
          await expect(banner(page)).toBeVisible();
          await expectFocusAlwaysShown(page, key, `${key} at 1280 px with the banner`);
        });

      // With the banner, as a first visit: its buttons are checked too.
      test("forced colours: focus outlines and the outlines of buttons stay visible", async () => {
        const buttons = await markButtonLikeElements(page);
        expect(buttons.length).toBeGreaterThan(0);

        await page.emulateMedia({ forcedColors: "active" });
        expect(await page.evaluate(() => matchMedia("(forced-colors: active)").matches)).toBe(true);
        // Forced colours drop backgrounds and shadows: a button keeps its shape only through its border.
        expect(await shapelessButtons(page)).toEqual([]);

        for (const key of ["Tab", "Shift+Tab"] as const) {
          await toStartOfPage(page);
          const stops = await tabThrough(page, key);
          expect(stops.length).toBeGreaterThan(5);
          expect(stops.filter((stop) => !stop.indicated || stop.hidden)).toEqual([]);
        }
        // The checks after this one read normal colours (after a failure the worker, and its page, are new).
        await page.emulateMedia({ forcedColors: null });
      });

      test("prefers-reduced-motion: no animation and no transition, every section shown", async () => {
        expect(await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches)).toBe(true);
        await scrollThroughAndBack(page);
        // Hovering and focusing must not start anything either.
        const firstLink = page.locator("main a[href]").first();
        if ((await firstLink.count()) > 0) await firstLink.hover();
        await page.keyboard.press("Tab");
        expect(await motion(page)).toEqual({ running: 0, moving: [] });
        const hidden = await page
          .locator("[data-reveal]")
          .evaluateAll((sections) => sections.filter((s) => getComputedStyle(s).opacity !== "1").length);
        expect(hidden).toBe(0);
      });

      test("text spacing (WCAG 1.4.12) at 1280 px: no text cut off or overlapping", async () => {
        await expectTextSpacing(page);
      });
    });

    test.describe("1280 px, without the cookie banner", () => {
      loadAt(1280, 700, false);

      test("axe: no violations of WCAG 2.0, 2.1 and 2.2 A and AA rules, without the cookie banner", async () => {
        await expectNoAxeViolations(page);
      });

      test("target size (WCAG 2.5.8): every target 24 by 24 px or spaced apart, at 1280 px, without the cookie banner", async () => {
        await expect(banner(page)).toBeHidden();
        expect(await findSmallTargets(page), "page at 1280 px").toEqual([]);
      });

      for (const key of ["Tab", "Shift+Tab"] as const)
        test(`focus visible and never hidden (WCAG 2.4.7, 2.4.11): ${key} at 1280 px without the cookie banner`, async () => {
          await expect(banner(page)).toBeHidden();
          await expectFocusAlwaysShown(page, key, `${key} at 1280 px without the banner`);
        });
    });

    test.describe("1280 px, text at 200 %", () => {
      let normalTextSize: number;

      // Two loads: the text size as it comes, then with the reader's own default size, which stays for the page.
      test.beforeAll(async () => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await setCookieChoice(page, null);
        await openPage(page, address);
        normalTextSize = await bodyTextSize(page);
        // The reader's own default text size, as set in the browser's settings: 32 px instead of 16.
        const cdp = await context.newCDPSession(page);
        await cdp.send("Page.enable");
        await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
        await openPage(page, address);
      });

      test("text at 200 % (WCAG 1.4.4): the browser's text size doubled, nothing cut off, overlapping or scrolling sideways", async () => {
        expect(await bodyTextSize(page)).toBe(2 * normalTextSize);
        await expectSoundLayout(page);
      });
    });
  });
}
