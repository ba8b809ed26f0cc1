// WCAG 2.2 AA checks of how pages are operated that axe cannot make, on every route: target size (2.5.8),
// visible focus that is never hidden under the fixed header or the cookie banner (2.4.7, 2.4.11), reduced
// motion, and forced colours (Windows high-contrast themes).
import { expect, test, type Page } from "@playwright/test";
import { openPage, PAGES, scrollThroughAndBack } from "./accessibility-helpers";
import { findSmallTargets, tabThrough } from "./accessibility-targets-and-focus";
import { acceptCookies } from "./helpers";

test.describe("target size (WCAG 2.5.8)", () => {
  for (const { name, path } of PAGES) {
    test(`${name}: every target 24 by 24 px or spaced apart, at 320 and 1280 px`, async ({
      page,
      request,
    }) => {
      const address = await path(request);
      for (const width of [320, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        // The cookie banner's own targets, over the page.
        await openPage(page, address);
        await page.evaluate(() => localStorage.removeItem("cookie-consent"));
        await openPage(page, address);
        await expect(page.locator("[data-cookie-banner]")).toBeVisible();
        expect(await findSmallTargets(page, "[data-cookie-banner]"), `banner at ${width} px`).toEqual([]);
        // The page's targets, without the banner over them.
        await page.evaluate(() => localStorage.setItem("cookie-consent", "declined"));
        await openPage(page, address);
        await expect(page.locator("[data-cookie-banner]")).toBeHidden();
        expect(await findSmallTargets(page), `page at ${width} px`).toEqual([]);
      }
    });
  }

  test("the check itself finds small targets that crowd each other, and passes small ones spaced apart", async ({
    page,
  }) => {
    await page.setContent(`
      <div style="display:flex;gap:2px"><button style="all:unset;width:16px;height:16px">a</button><button style="all:unset;width:16px;height:16px">b</button></div>
      <div style="display:flex;gap:12px;margin-top:40px"><button style="all:unset;width:16px;height:16px">c</button><button style="all:unset;width:16px;height:16px">d</button></div>
      <p style="margin-top:40px">A sentence with <a href="#x">a small link</a> inside it.</p>
    `);
    expect(await findSmallTargets(page)).toEqual(['button "a" 16x16', 'button "b" 16x16']);
  });
});

/** Tab (or Shift+Tab) through the whole page: every stop shows focus and is never entirely hidden. */
async function expectFocusAlwaysShown(page: Page, key: "Tab" | "Shift+Tab", label: string) {
  const stops = await tabThrough(page, key);
  expect(stops.length, `${label}: focus stops`).toBeGreaterThan(5);
  expect(
    stops.filter((stop) => !stop.indicated),
    `${label}: stops without a visible focus indicator`,
  ).toEqual([]);
  expect(
    stops.filter((stop) => stop.hidden),
    `${label}: stops entirely hidden`,
  ).toEqual([]);
}

test.describe("focus visible and never hidden (WCAG 2.4.7, 2.4.11)", () => {
  test.use({ reducedMotion: "reduce" });
  // Six page loads and a walk over every stop of each: three times the suite's usual 30 s.
  test.slow();

  for (const { name, path } of PAGES) {
    test(`${name}: Tab and Shift+Tab, with the cookie banner at 375 and 1280 px and without it`, async ({
      page,
      request,
    }) => {
      const address = await path(request);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 700 });
        for (const key of ["Tab", "Shift+Tab"] as const) {
          await openPage(page, address);
          await expect(page.locator("[data-cookie-banner]")).toBeVisible();
          await expectFocusAlwaysShown(page, key, `${key} at ${width} px with the banner`);
        }
      }
      await acceptCookies(page);
      for (const key of ["Tab", "Shift+Tab"] as const) {
        await openPage(page, address);
        await expect(page.locator("[data-cookie-banner]")).toBeHidden();
        await expectFocusAlwaysShown(page, key, `${key} at 1280 px without the banner`);
      }
    });
  }
});

/** Every running animation and every element whose style animates or transitions. */
function motion(page: Page) {
  return page.evaluate(() => {
    const moving = [...document.querySelectorAll("*")]
      .filter((element) => {
        const style = getComputedStyle(element);
        const durations = `${style.transitionDuration},${style.animationDuration}`.split(",");
        return style.animationName !== "none" || durations.some((d) => parseFloat(d) > 0);
      })
      .map((element) =>
        `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`.slice(0, 80),
      );
    return { running: document.getAnimations().length, moving };
  });
}

test.describe("prefers-reduced-motion", () => {
  test("without the preference the home page does animate (so the check below can see motion)", async ({
    page,
  }) => {
    await acceptCookies(page);
    await openPage(page, "/");
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(async () => (await motion(page)).running).toBeGreaterThan(0);
  });

  for (const { name, path } of PAGES) {
    test(`${name}: no animation and no transition, every section shown`, async ({ page, request }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await openPage(page, await path(request));
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
  }
});

test.describe("forced colours", () => {
  test.use({ reducedMotion: "reduce" });
  // Six page loads and a walk over every stop of each: three times the suite's usual 30 s.
  test.slow();

  for (const { name, path } of PAGES) {
    test(`${name}: focus outlines and the outlines of buttons stay visible`, async ({ page, request }) => {
      const address = await path(request);
      await openPage(page, address);
      // What looks like a button in normal colours: a control or link with a background or a border of its own.
      const buttons = await page.evaluate(() => {
        const found: string[] = [];
        document.querySelectorAll<HTMLElement>("button, a[href]").forEach((element, i) => {
          const style = getComputedStyle(element);
          const filled = style.backgroundColor !== "rgba(0, 0, 0, 0)";
          const bordered = style.borderTopStyle !== "none" && parseFloat(style.borderTopWidth) > 0;
          const shown = element.checkVisibility() && style.clipPath !== "inset(50%)"; // not sr-only
          if ((filled || bordered) && shown) {
            element.dataset.buttonLike = String(i);
            found.push(element.dataset.buttonLike);
          }
        });
        return found;
      });
      expect(buttons.length).toBeGreaterThan(0);

      await page.emulateMedia({ forcedColors: "active" });
      expect(await page.evaluate(() => matchMedia("(forced-colors: active)").matches)).toBe(true);
      // Forced colours drop backgrounds and shadows: a button keeps its shape only through its border.
      const shapeless = await page.locator("[data-button-like]").evaluateAll((elements) =>
        elements
          .filter((element) => {
            const style = getComputedStyle(element);
            return style.borderTopStyle === "none" || parseFloat(style.borderTopWidth) < 1;
          })
          .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim()}"`),
      );
      expect(shapeless).toEqual([]);

      for (const key of ["Tab", "Shift+Tab"] as const) {
        await openPage(page, address);
        const stops = await tabThrough(page, key);
        expect(stops.length).toBeGreaterThan(5);
        expect(stops.filter((stop) => !stop.indicated || stop.hidden)).toEqual([]);
      }
    });
  }
});
