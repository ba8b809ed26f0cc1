// The one-time offer of the other language: made to a browser that prefers it, in that language, leading to
// the same page; never made twice, never to a browser that prefers the page's language, never a redirect.
import { expect, type Page, test } from "@playwright/test";
import { cs } from "../../app/content/messages/cs";
import { en } from "../../app/content/messages/en";
import { acceptCookies } from "./helpers";

/**
 * The toaster is on screen and has drawn what it was given: the offer, when made, is given before the
 * toaster's code has loaded, and drawn by the frame after the toaster appears.
 */
async function toasterSettled(page: Page, name: string) {
  await expect(page.getByRole("region", { name })).toBeAttached();
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
    const offer = page.getByRole("listitem").filter({ hasText: en.suggestion.text });
    await expect(offer).toBeVisible();
    await expect(offer.locator('[lang="cs"]').first()).toHaveText(en.suggestion.text);
    expect(new URL(page.url()).pathname).toBe("/products");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    const link = offer.getByRole("link", { name: en.suggestion.link });
    await expect(link).toHaveAttribute("href", "/cs/produkty");
    await link.click();
    await expect(page).toHaveURL(/\/cs\/produkty$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "cs");

    // Back in English: the offer was made, it is not made again.
    await page.goto("/contact");
    await toasterSettled(page, en.toaster);
    await expect(page.getByText(en.suggestion.text)).toHaveCount(0);
  });

  test("is offered nothing on a Czech page", async ({ page }) => {
    await page.goto("/cs/kontakt");
    await toasterSettled(page, cs.toaster);
    await expect(page.getByText(cs.suggestion.text)).toHaveCount(0);
    await expect(page.getByText(en.suggestion.text)).toHaveCount(0);
  });
});

test.describe("a browser that prefers English", () => {
  test.use({ locale: "en-GB" });

  test("is offered the English post on a Czech post", async ({ page }) => {
    await page.goto("/cs/blog/predstavujeme-multispin");
    const offer = page.getByRole("listitem").filter({ hasText: cs.suggestion.text });
    await expect(offer).toBeVisible();
    await expect(offer.getByRole("link", { name: cs.suggestion.link })).toHaveAttribute(
      "href",
      "/blog/introducing-multispin",
    );
    await offer.getByRole("button", { name: /close/i }).click();
    await expect(offer).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe("/cs/blog/predstavujeme-multispin");
  });

  test("is offered nothing on an English page", async ({ page }) => {
    await page.goto("/");
    await toasterSettled(page, en.toaster);
    await expect(page.getByText(cs.suggestion.text)).toHaveCount(0);
    await expect(page.getByText(en.suggestion.text)).toHaveCount(0);
  });
});
