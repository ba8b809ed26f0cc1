// What the accessibility specs read from the drawn page about pointer targets and keyboard focus (WCAG 2.5.8,
// 2.4.7, 2.4.11): targets too small and too close, and every focus stop on the way through a page with Tab.
import type { Page } from "@playwright/test";

/**
 * WCAG 2.5.8 Target Size (Minimum): every pointer target is at least 24 by 24 CSS px, or is spaced so that a
 * circle of 24 px diameter centred on it meets no other target and no other small target's circle. Links
 * inside a sentence are exempt (the "inline" exception), as are targets the page does not draw.
 * Returns the targets that fail, described.
 */
export function findSmallTargets(page: Page, within = "body"): Promise<string[]> {
  return page.evaluate((within) => {
    const SIZE = 24;
    const selector =
      "a[href], button, input, select, textarea, summary, [role=button], [tabindex]:not([tabindex='-1'])";
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute("aria-label") || "").trim().replace(/\s+/g, " ").slice(0, 50)}"`;
    const drawn = (element: Element) => {
      if (!element.checkVisibility({ visibilityProperty: true })) return false;
      for (let e: Element | null = element; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.clip !== "auto" || style.clipPath === "inset(50%)") return false;
      }
      return true;
    };
    /** A link in a sentence: its block holds other text besides the link. */
    const inline = (element: Element) => {
      if (element.tagName !== "A" || getComputedStyle(element).display !== "inline") return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
      const own = (element.textContent ?? "").trim().length;
      return (block?.textContent ?? "").trim().length > own;
    };
    const targets = [...document.querySelectorAll(selector)]
      .filter(drawn)
      .filter((element) => !inline(element))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const small = targets.filter(({ box }) => box.width < SIZE - 0.01 || box.height < SIZE - 0.01);
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    /** Distance from a point to the nearest point of a box. */
    const distance = (p: { x: number; y: number }, box: DOMRect) => {
      const dx = Math.max(box.left - p.x, 0, p.x - box.right);
      const dy = Math.max(box.top - p.y, 0, p.y - box.bottom);
      return Math.hypot(dx, dy);
    };
    const failing: string[] = [];
    for (const target of small.filter(({ element }) => element.closest(within))) {
      const c = centre(target.box);
      const contains = (other: Element) => target.element.contains(other) || other.contains(target.element);
      const hitsTarget = targets.some(
        (other) => other !== target && !contains(other.element) && distance(c, other.box) < SIZE / 2,
      );
      const hitsCircle = small.some((other) => {
        if (other === target || contains(other.element)) return false;
        const o = centre(other.box);
        return Math.hypot(c.x - o.x, c.y - o.y) < SIZE;
      });
      if (hitsTarget || hitsCircle)
        failing.push(
          `${describe(target.element)} ${Math.round(target.box.width)}x${Math.round(target.box.height)}`,
        );
    }
    return failing;
  }, within);
}

export type FocusStop = {
  /** What has focus, as a reader would name it. */
  name: string;
  /** A visible focus indicator: an outline, or the ring of the card whose link has focus. */
  indicated: boolean;
  /** No part of it is left uncovered by the fixed header and the cookie banner (WCAG 2.4.11 fails). */
  hidden: boolean;
};

/**
 * The element that has focus now, or null when focus is on the page itself; `seen` is a number the element keeps,
 * so a walk knows when focus has come round to its first stop again. One call to the page for both.
 */
function focusStop(page: Page): Promise<(FocusStop & { seen: number }) | null> {
  return page.evaluate(() => {
    const element = document.activeElement as (Element & { __seen?: number }) | null;
    if (!element || element === document.body || element === document.documentElement) return null;
    element.__seen ??= Math.random();
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") || element.textContent || "").trim().replace(/\s+/g, " ").slice(0, 50)}"`;
    const opaque = (color: string) => color !== "transparent" && !/rgba\(.*,\s*0\)$/.test(color);
    const style = getComputedStyle(element);
    const outline =
      style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2 && opaque(style.outlineColor);
    const card = element.closest("[data-testid=post-card]");
    const ring = card ? getComputedStyle(card).boxShadow !== "none" : false;

    // Hidden means that nothing of it shows: at no point of a grid over it is it (or its content) on top.
    const box = element.getBoundingClientRect();
    let shows = false;
    for (let i = 0; i <= 8 && !shows; i++)
      for (let j = 0; j <= 8 && !shows; j++) {
        const x = box.left + (box.width * i) / 8;
        const y = box.top + (box.height * j) / 8;
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
        const top = document.elementFromPoint(Math.min(x, box.right - 0.5), Math.min(y, box.bottom - 0.5));
        shows = !!top && (element === top || element.contains(top));
      }
    return { name, indicated: outline || ring, hidden: !shows, seen: element.__seen };
  });
}

/**
 * Moves focus with Tab (or Shift+Tab) from the top of the page until it comes round again, and returns every
 * stop on the way. Stops after `limit` presses, in case focus is trapped.
 */
export async function tabThrough(page: Page, key: "Tab" | "Shift+Tab", limit = 150): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  let first: number | null = null;
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    const stop = await focusStop(page);
    if (!stop) {
      if (stops.length > 0) break; // out of the page
      continue;
    }
    const { seen, ...shown } = stop;
    if (seen === first) break;
    first ??= seen;
    stops.push(shown);
  }
  return stops;
}
