import { expect, test } from "@playwright/test";

const NB = "\u00a0";

/** The page's HTML as sent, with its non-breaking spaces as characters. */
async function html(request: import("@playwright/test").APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return (await response.text()).replace(/&nbsp;|&#160;|&#xa0;/gi, NB);
}

test.describe("non-breaking spaces in the HTML", () => {
  for (const path of ["/", "/cs", "/contact", "/cs/kontakt"])
    test(`${path} keeps the postal code, the town and its district together`, async ({ request }) => {
      expect(await html(request, path)).toContain(`160${NB}00${NB}Praha${NB}6`);
    });

  test("Czech legal references stay whole", async ({ request }) => {
    const text = await html(request, "/cs/zasady-ochrany-osobnich-udaju");
    expect(text).toContain(`čl.${NB}16`);
    expect(text).toContain(`č.${NB}110/2019${NB}Sb.`);
    expect(text).not.toMatch(/čl\. \d/);
  });

  test("English legal references stay whole", async ({ request }) => {
    const text = await html(request, "/privacy-policy");
    expect(text).toContain(`Art.${NB}16`);
    expect(text).toContain(`No.${NB}110/2019${NB}Coll.`);
  });

  test("numbers keep their units and ranges their ends, in both languages", async ({ request }) => {
    expect(await html(request, "/products")).toContain(`0–\u206060${NB}kV`);
    expect(await html(request, "/products")).toContain(`8–\u206012${NB}hours`);
    expect(await html(request, "/cs/produkty")).toContain(`8–\u206012${NB}hodin`);
  });

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
