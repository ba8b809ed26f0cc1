// Shared by the accessibility specs: the pages every check visits, and what the checks measure in the page.
// axe reads the DOM; these read the layout Chromium actually draws (WCAG 2.2 AA checks axe cannot make).
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
    /** The card title and excerpt may clamp their text: the specification asks for it. */
    const isSpecClamp = (element: Element) =>
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
          if (!isSpecClamp(box)) clipped.add(label(parent, node.data));
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

/** The element that has focus now, or null when focus is on the page itself. */
export function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) return null;
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
    return { name, indicated: outline || ring, hidden: !shows };
  });
}

/**
 * Moves focus with Tab (or Shift+Tab) from the top of the page until it comes round again, and returns every
 * stop on the way. Stops after `limit` presses, in case focus is trapped.
 */
export async function tabThrough(page: Page, key: "Tab" | "Shift+Tab", limit = 150): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  let first: string | null = null;
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    const stop = await focusStop(page);
    if (!stop) {
      if (stops.length > 0) break; // out of the page
      continue;
    }
    const marker = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement & { __stop?: number };
      element.__stop ??= Math.random();
      return String(element.__stop);
    });
    if (marker === first) break;
    first ??= marker;
    stops.push(stop);
  }
  return stops;
}
