// No page shows a text of the site in the other language: every Czech page is read for the English texts of
// the site, every English page for the Czech ones (the language switch and the offer of the other language
// speak it on purpose and are left out).
import { expect, type Page, test } from "@playwright/test";
import { cs } from "../../app/content/messages/cs";
import { en } from "../../app/content/messages/en";
import { CZECH_ONLY, languageTexts, PAIRS } from "./language-texts";

/** What a reader sees or hears on the page: its text, titles, labels and descriptions, without the switch and the offer. */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const skipped = [
      ...document.querySelectorAll('[data-testid="language-switch"], [data-testid="language-suggestion"]'),
    ];
    const parts = [
      document.title,
      document.querySelector('meta[name="description"]')?.getAttribute("content"),
    ];
    for (const element of document.body.querySelectorAll("*")) {
      if (
        skipped.some((other) => other.contains(element)) ||
        element.closest("script, style, template, noscript")
      )
        continue;
      for (const name of ["aria-label", "title", "alt"]) parts.push(element.getAttribute(name));
      for (const node of element.childNodes)
        if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent);
    }
    return parts.filter(Boolean).join("\n");
  });
}

test.describe("one language per page", () => {
  const { englishOnly, czechOnly } = languageTexts();

  test("the texts compared are many, on both sides", () => {
    expect(englishOnly.length).toBeGreaterThan(150);
    expect(czechOnly.length).toBeGreaterThan(150);
    expect(englishOnly).toContain(en.blog.notFoundTitle);
    expect(czechOnly).toContain(cs.blog.notFoundTitle);
  });

  for (const path of [...PAIRS.map(([, czech]) => czech), ...CZECH_ONLY]) {
    test(`${path} shows no English text of the site`, async ({ page }) => {
      await page.goto(path);
      const text = await pageText(page);
      expect(englishOnly.filter((english) => text.includes(english))).toEqual([]);
    });
  }

  for (const path of [...PAIRS.map(([english]) => english), "/no-such-page", "/blog/no-such-post"]) {
    test(`${path} shows no Czech text of the site`, async ({ page }) => {
      await page.goto(path);
      const text = await pageText(page);
      expect(czechOnly.filter((czech) => text.includes(czech))).toEqual([]);
    });
  }
});
