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

test.describe("the other language's copy is not downloaded", () => {
  /** Every script the page loads, by address, with its text. */
  function watchScripts(page: Page) {
    const scripts = new Map<string, Promise<string>>();
    page.on("response", (answer) => {
      if (answer.request().resourceType() === "script") scripts.set(answer.url(), answer.text());
    });
    return async () => {
      const texts = await Promise.all([...scripts].map(async ([url, text]) => [url, await text] as const));
      return texts;
    };
  }

  test("an English page loads no script with the Czech texts; a Czech page, in the browser or after a switch, does", async ({
    page,
  }) => {
    const czechOnly = cs.skipLink; // "Přejít na obsah": in the Czech texts alone
    expect(en.skipLink).not.toBe(czechOnly);
    const scripts = watchScripts(page);
    await page.goto("/");
    await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 20_000 });
    const english = await scripts();
    expect(english.length).toBeGreaterThan(3);
    expect(english.filter(([, text]) => text.includes(czechOnly)).map(([url]) => url)).toEqual([]);

    // A switch in the browser fetches them, then shows the Czech page.
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL(/\/cs$/);
    await expect(page.getByRole("link", { name: czechOnly })).toBeAttached();
    expect((await scripts()).some(([, text]) => text.includes(czechOnly))).toBe(true);
  });
});
