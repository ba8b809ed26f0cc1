// The accessibility checks that read an open page and are shared by more than one spec: a sound layout after
// a scroll through (1.4.4, 1.4.10, 1.4.12), focus always shown on a walk with Tab (2.4.7, 2.4.11), what moves
// (reduced motion) and what looks like a button (forced colours).
import { expect, type Page } from "@playwright/test";
import { scrollThroughAndBack, settlePdfViewer } from "./accessibility-helpers";
import { findLayoutProblems, NO_LAYOUT_PROBLEMS } from "./accessibility-layout-problems";
import { tabThrough } from "./accessibility-targets-and-focus";

/** Every picture and the PDF viewer in place, then no text cut off, overlapping or out of reach. */
export async function expectSoundLayout(page: Page) {
  await scrollThroughAndBack(page);
  await settlePdfViewer(page);
  expect(await findLayoutProblems(page)).toEqual(NO_LAYOUT_PROBLEMS);
}

/** Tab (or Shift+Tab) through the whole page: every stop shows focus and is never entirely hidden. */
export async function expectFocusAlwaysShown(page: Page, key: "Tab" | "Shift+Tab", label: string) {
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

/** Every running animation and every element whose style animates or transitions. */
export function motion(page: Page) {
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

/**
 * Marks (data-button-like) what looks like a button in normal colours: a control or link with a background
 * or a border of its own. Returns the marks, so that forced colours can be checked on the same elements.
 */
export function markButtonLikeElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
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
}

/** The marked button-like elements left without a border: forced colours drop backgrounds and shadows. */
export function shapelessButtons(page: Page): Promise<string[]> {
  return page.locator("[data-button-like]").evaluateAll((elements) =>
    elements
      .filter((element) => {
        const style = getComputedStyle(element);
        return style.borderTopStyle === "none" || parseFloat(style.borderTopWidth) < 1;
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim()}"`),
  );
}
