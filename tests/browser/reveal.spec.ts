// The home page's sections fade in as they are scrolled to, but never at the cost of reading them: a page whose
// scripts fail to load is whole, a fade is short, and whatever receives the focus is fully visible at once.
import { expect, test, type Page } from "@playwright/test";
import { acceptCookies } from "./helpers";

/** How opaque an element is drawn: its own opacity times that of every element around it. */
const drawnOpacity = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      let opacity = 1;
      for (let at: Element | null = element; at; at = at.parentElement)
        opacity *= Number(getComputedStyle(at).opacity);
      return { text: element.textContent?.trim().slice(0, 40), opacity };
    }),
  );

const TEXTS = "main :is(h1, h2, h3, p)";

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test("when the site's scripts fail to load, every heading and paragraph of / is drawn, and the header scrolls away with the dark hero", async ({
  page,
}) => {
  // The page's own inline script still runs: only the bundle is lost (a flaky connection, a stripping proxy).
  await page.route("**/assets/**/*.js", (route) => route.abort());
  await page.goto("/");
  for (const y of [0, 1500, 100_000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const texts = await drawnOpacity(page, TEXTS);
    expect(texts.length).toBeGreaterThan(40);
    expect(texts.filter(({ opacity }) => opacity < 1)).toEqual([]);
  }
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  // Light links over the white sections would be unreadable: once the hero is gone, so is the header.
  const header = page.locator("body > header");
  await expect(header).toHaveAttribute("data-state", "transparent");
  expect((await header.boundingBox())!.y + (await header.boundingBox())!.height).toBeLessThanOrEqual(0);
});

test("a section fades in within 300 ms, and slides up for the spec's 1000 ms", async ({ page }) => {
  await page.goto("/");
  const research = page.locator("[data-reveal]").filter({ has: page.locator("#research-title") });
  await expect(research).toHaveAttribute("data-reveal", "hidden");
  await research.scrollIntoViewIfNeeded();
  await expect(research).toHaveAttribute("data-reveal", "shown");
  const animations = await research.evaluate((element) =>
    element.getAnimations().map((animation) => {
      const effect = animation.effect as KeyframeEffect;
      const keyframes = effect.getKeyframes();
      const opaque = keyframes.find((frame) => Number(frame.opacity) === 1);
      return { duration: Number(effect.getComputedTiming().duration), opaqueAt: opaque?.computedOffset };
    }),
  );
  expect(animations.length).toBeGreaterThan(0);
  for (const { duration, opaqueAt } of animations) {
    expect(duration).toBe(1000);
    expect(opaqueAt! * duration).toBeLessThanOrEqual(300);
  }
});

test("every keyboard stop of / is fully visible the moment it receives the focus", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.locator('[data-reveal="hidden"]').first()).toBeAttached();
  const stops: { text: string; opacity: number }[] = [];
  for (let stop = 0; stop < 80; stop++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      let opacity = 1;
      for (let at: Element | null = element; at; at = at.parentElement)
        opacity *= Number(getComputedStyle(at).opacity);
      return { text: (element.textContent ?? "").trim().slice(0, 40), opacity };
    });
    if (!focused) break;
    stops.push({ text: focused.text, opacity: focused.opacity });
  }
  expect(stops.length).toBeGreaterThan(20);
  expect(stops.filter(({ opacity }) => opacity < 1)).toEqual([]);
});
