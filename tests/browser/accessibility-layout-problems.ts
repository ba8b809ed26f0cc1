// What the accessibility specs read from the layout Chromium draws (WCAG 1.4.4, 1.4.10, 1.4.12): text cut
// off, out of reach or drawn over other text, and a page that scrolls sideways. axe reads the DOM only.
import type { Page } from "@playwright/test";

export type LayoutProblems = {
  /** How far the page scrolls sideways (0 when it does not). */
  sidewaysScroll: number;
  /** Text cut off by a box that hides its overflow (the card title and excerpt clamps excepted). */
  clipped: string[];
  /** Text that ends outside the viewport and cannot be scrolled to. */
  offscreen: string[];
  /** Text drawn over other text. */
  overlapping: string[];
};

/**
 * Reads every line of visible text on the page, as the browser laid it out, and reports text that is cut
 * off, out of reach or drawn over other text. Fixed layers (the header, the cookie banner) are compared
 * with themselves only: they cover the page by design, and the focus tests see to what they cover.
 */
export function findLayoutProblems(page: Page): Promise<LayoutProblems> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const label = (element: Element, text: string) => {
      const id = element.getAttribute("data-testid");
      const tag = element.tagName.toLowerCase() + (id ? `[data-testid=${id}]` : "");
      return `${tag} "${text.trim().replace(/\s+/g, " ").slice(0, 60)}"`;
    };
    /** A card cuts its title and excerpt to a few lines on purpose; the post's page shows them whole. */
    const isCardClamp = (element: Element) =>
      getComputedStyle(element).webkitLineClamp !== "none" && element.closest("[data-testid=post-card]");
    const isHidden = (element: Element) => {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return true;
      // Text for screen readers only (sr-only): clipped away on purpose.
      for (let e: Element | null = element; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.clip !== "auto" || style.clipPath === "inset(50%)") return true;
      }
      return false;
    };
    const fixedLayer = (element: Element): Element | null => {
      for (let e: Element | null = element; e; e = e.parentElement)
        if (getComputedStyle(e).position === "fixed") return e;
      return null;
    };

    type Line = { rect: DOMRect; node: Text; layer: Element | null };
    const lines: Line[] = [];
    const clipped = new Set<string>();
    const offscreen = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || !node.data.trim() || parent.closest("script, style, noscript, template")) continue;
      if (isHidden(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
      const layer = fixedLayer(parent);
      for (const rect of rects) {
        let scrollsSideways = false;
        let cut = false;
        for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
          const style = getComputedStyle(box);
          const outer = box.getBoundingClientRect();
          const scrolls = (overflow: string) => overflow === "auto" || overflow === "scroll";
          // Past a box that scrolls, text is reached by scrolling it: outer boxes clip only that box.
          const cutsX = !scrollsSideways && !scrolls(style.overflowX) && style.overflowX !== "visible";
          const cutsY = !scrolls(style.overflowY) && style.overflowY !== "visible";
          if (scrolls(style.overflowX)) scrollsSideways = true;
          if (!cutsX && !cutsY) continue;
          const outX = rect.left < outer.left - 1 || rect.right > outer.right + 1;
          const outY = rect.top < outer.top - 1 || rect.bottom > outer.bottom + 1;
          if (!(cutsX && outX) && !(cutsY && outY)) continue;
          if (!isCardClamp(box)) clipped.add(label(parent, node.data));
          cut = true;
          break;
        }
        if (cut) continue; // a line that is cut off is not drawn: it covers nothing
        lines.push({ rect, node, layer });
        if (!scrollsSideways && !layer && (rect.left < -1 || rect.right > width + 1))
          offscreen.add(label(parent, node.data));
      }
    }

    // Pairs of lines from different text that cover each other by more than a sliver.
    const overlapping = new Set<string>();
    lines.sort((a, b) => a.rect.top - b.rect.top);
    for (let i = 0; i < lines.length; i++) {
      const a = lines[i]!;
      for (let j = i + 1; j < lines.length && lines[j]!.rect.top < a.rect.bottom; j++) {
        const b = lines[j]!;
        if (a.node === b.node || a.layer !== b.layer) continue;
        const across = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const down = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (across > 2 && down > 4)
          overlapping.add(
            `${label(a.node.parentElement!, a.node.data)} / ${label(b.node.parentElement!, b.node.data)}`,
          );
      }
    }

    return {
      sidewaysScroll: Math.max(0, document.documentElement.scrollWidth - width),
      clipped: [...clipped],
      offscreen: [...offscreen],
      overlapping: [...overlapping],
    };
  });
}

export const NO_LAYOUT_PROBLEMS: LayoutProblems = {
  sidewaysScroll: 0,
  clipped: [],
  offscreen: [],
  overlapping: [],
};
