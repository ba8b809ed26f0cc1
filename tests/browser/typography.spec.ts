// How the typography's non-breaking spaces hold on a screen. That they are in the HTML the server sends, page by
// page, is checked in process: app/content/typography-pages.test.ts.
import { expect, test } from "@playwright/test";

test.describe("non-breaking spaces in the HTML", () => {
  test("the address does not break at 768 px", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto("/");
    const line = page.locator("footer address p", { hasText: "Praha" });
    const height = await line.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const rects = [...range.getClientRects()];
      const tops = new Set(rects.map((r) => Math.round(r.top)));
      const postal = el.textContent!.indexOf("160");
      return { lines: tops.size, postal };
    });
    // The postal line may wrap as a whole after the street, never inside "160 00 Praha 6".
    expect(height.postal).toBeGreaterThan(0);
    const words = await line.evaluate((el) => {
      const text = el.firstChild!;
      const start = text.textContent!.indexOf("160");
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + "160 00 Praha 6".length);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(words).toBe(1);
  });
});
