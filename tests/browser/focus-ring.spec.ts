// Every control the keyboard reaches shows a ring of at least 3:1 against the surface it sits on (WCAG 1.4.11):
// light on the dark hero, header and footer, dark on light pages. Colours are read from the computed styles.
import { expect, type Page, test } from "@playwright/test";
import { acceptCookies } from "./helpers";

type Ring = { label: string; ring: string; surface: string; contrast: number };

/** Tab through the page; for each focused element, its outline colour and the colour of what lies under the ring. */
async function ringsOf(page: Page, limit = 40): Promise<Ring[]> {
  const rings: Ring[] = [];
  for (let n = 0; n < limit; n++) {
    await page.keyboard.press("Tab");
    const ring = await page.evaluate(async () => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      // The ring's colour as drawn once the element's own colour transition has run.
      const transitions = element.getAnimations().filter((animation) => animation instanceof CSSTransition);
      await Promise.all(transitions.map((transition) => transition.finished.catch(() => null)));
      // Any CSS colour (rgb, oklab, with alpha) as the sRGB a canvas paints it over white.
      const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
      const paint = (...colours: string[]) => {
        canvas.fillStyle = "#fff";
        canvas.fillRect(0, 0, 1, 1);
        for (const colour of colours) {
          canvas.fillStyle = colour;
          canvas.fillRect(0, 0, 1, 1);
        }
        return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      };
      const alphaOf = (colour: string) => {
        canvas.clearRect(0, 0, 1, 1);
        canvas.fillStyle = colour;
        canvas.fillRect(0, 0, 1, 1);
        return canvas.getImageData(0, 0, 1, 1).data[3]! / 255;
      };
      const luminance = ([r, g, b]: number[]) => {
        const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
        return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
      };
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      // A point just outside the ring (outline 3px at 2px offset), beside the element where there is room.
      const x = box.left >= 10 ? box.left - 8 : box.right + 8;
      const y = box.top + box.height / 2;
      // A halo the element draws around its own ring (box-shadow) is the ring's surface; else what lies beneath.
      const halo = style.boxShadow.match(/^(rgba?\([^)]*\)|#\w+) 0px 0px 0px (\d+)px$/);
      const under = document
        .elementsFromPoint(x, y)
        .filter((other) => !element.contains(other))
        .map((other) => getComputedStyle(other).backgroundColor)
        .find((colour) => alphaOf(colour) >= 0.5);
      const surface = halo && Number(halo[2]) >= 6 ? halo[1]! : (under ?? "rgb(255, 255, 255)");
      const surfaceRgb = paint(surface);
      const [a, b] = [
        luminance(paint(`rgb(${surfaceRgb.join(",")})`, style.outlineColor)),
        luminance(surfaceRgb),
      ];
      return {
        label: `${element.tagName} ${(element.textContent ?? "").trim().slice(0, 30) || element.getAttribute("aria-label")}`,
        ring: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
        surface: `rgb(${surfaceRgb.join(", ")})`,
        contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
      };
    });
    if (ring) rings.push(ring);
  }
  return rings;
}

for (const path of ["/", "/cs/kontakt", "/products", "/blog"]) {
  test(`every focus ring on ${path} stands out 3:1 from its surface`, async ({ page }) => {
    test.slow();
    await acceptCookies(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 20_000 });
    const rings = await ringsOf(page);
    expect(rings.length).toBeGreaterThan(10);
    const weak = rings.filter((ring) => ring.contrast < 3 || !ring.ring.startsWith("solid"));
    expect(weak).toEqual([]);
  });
}

test("the ring is light on the dark hero and footer, dark on white", async ({ page }) => {
  await acceptCookies(page);
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 20_000 });
  const rings = await ringsOf(page);
  const on = (surface: string) => rings.filter((ring) => ring.surface === surface).map((ring) => ring.ring);
  expect(on("rgb(11, 34, 54)").length).toBeGreaterThan(3);
  for (const ring of on("rgb(11, 34, 54)")) expect(ring).toContain("rgb(255, 255, 255)");
});
