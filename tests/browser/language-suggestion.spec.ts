// The one-time offer of the other language: made to a browser that prefers it, in that language, leading to
// the same page; never made twice, never to a browser that prefers the page's language, never a redirect.
import { expect, type Page, test } from "@playwright/test";
import { cs } from "../../app/content/messages/cs";
import { en } from "../../app/content/messages/en";
import { acceptCookies } from "./helpers";

/** The page has started its scripts and drawn what they decided on the first page (the offer or nothing). */
async function settled(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
}

test.beforeEach(async ({ page }) => acceptCookies(page));

test.describe("a browser that prefers Czech", () => {
  test.use({ locale: "cs-CZ" });

  test("is offered the Czech page once, in Czech, and stays on the English page until it chooses", async ({
    page,
  }) => {
    await page.goto("/products");
    const offer = page.getByRole("complementary", { name: en.suggestion.label });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute("lang", "cs");
    await expect(offer).toContainText(en.suggestion.text);
    expect(new URL(page.url()).pathname).toBe("/products");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    // Last in the tab order, where it sits on screen (the cookie banner, here answered, would follow).
    const link = offer.getByRole("link", { name: en.suggestion.link });
    await expect(link).toHaveAttribute("href", "/cs/produkty");
    await page.keyboard.press("Shift+Tab");
    await expect(offer.getByRole("button", { name: en.suggestion.close })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(link).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/cs\/produkty$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "cs");
    await expect(page.getByTestId("language-suggestion")).toHaveCount(0);

    // A new visit in English: the offer was made, it is not made again.
    await page.goto("/contact");
    await settled(page);
    await expect(page.getByTestId("language-suggestion")).toHaveCount(0);
  });

  test("is offered nothing on a Czech page", async ({ page }) => {
    await page.goto("/cs/kontakt");
    await settled(page);
    await expect(page.getByTestId("language-suggestion")).toHaveCount(0);
  });
});

test.describe("a browser that prefers English", () => {
  test.use({ locale: "en-GB" });

  test("is offered the English post on a Czech post, and can close the offer", async ({ page }) => {
    await page.goto("/cs/blog/predstavujeme-multispin");
    const offer = page.getByRole("complementary", { name: cs.suggestion.label });
    await expect(offer).toContainText(cs.suggestion.text);
    await expect(offer.getByRole("link", { name: cs.suggestion.link })).toHaveAttribute(
      "href",
      "/blog/introducing-multispin",
    );
    await offer.getByRole("button", { name: cs.suggestion.close }).click();
    await expect(offer).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe("/cs/blog/predstavujeme-multispin");
  });

  test("is offered nothing on an English page", async ({ page }) => {
    await page.goto("/");
    await settled(page);
    await expect(page.getByTestId("language-suggestion")).toHaveCount(0);
  });

  test("sees the offer go when moving to another page", async ({ page }) => {
    await page.goto("/cs/produkty");
    await expect(page.getByTestId("language-suggestion")).toBeVisible();
    await page.getByRole("navigation").getByRole("link", { name: cs.header.contact }).click();
    await expect(page).toHaveURL(/\/cs\/kontakt$/);
    await expect(page.getByTestId("language-suggestion")).toHaveCount(0);
  });
});
