// The header at 320 px and its current-page mark. That each page's title names the brand once is read from the
// server's HTML: app/routes/titles.test.ts.
import { expect, test } from "@playwright/test";
import { acceptCookies } from "./helpers";

test.describe("the header at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const path of ["/", "/cs", "/blog/introducing-multispin", "/cs/blog"])
    test(`${path}: every item of the header sits in one row inside the screen`, async ({ page }) => {
      await acceptCookies(page);
      await page.goto(path);
      const items = page.locator("header nav > a, header nav li:visible");
      const boxes = await items.evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
        }),
      );
      expect(boxes.length).toBeGreaterThanOrEqual(5);
      const first = boxes[0]!;
      const middle = (b: { top: number; bottom: number }) => (b.top + b.bottom) / 2;
      for (const box of boxes) {
        expect(box.bottom - box.top).toBeLessThan(48);
        expect(Math.abs(middle(box) - middle(first))).toBeLessThan(4);
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(320);
      }
      const switchBox = await page.getByTestId("language-switch").boundingBox();
      expect(switchBox!.height).toBeLessThan(40);
    });
});
