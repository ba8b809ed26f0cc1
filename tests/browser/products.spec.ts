import { expect, test } from "@playwright/test";
import {
  acceptCookies,
  columnsOf,
  expectImagesWellFormed,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  WIDTHS,
} from "./helpers";

const PRODUCTS = [
  "Multispin",
  "VitaNail",
  "Nanoiodine",
  "Bioabsorbable Scaffolds",
  "Drug Delivery Systems",
  "Advanced Hydrogels",
];

test.describe("products page", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
  });

  test("intro heading and text", async ({ page }) => {
    await page.goto("/products");
    await expect(page).toHaveTitle(/^Products \| /);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Products");
    await expect(page.locator("main header p").last()).toContainText(
      "biomedical, cosmetic, healthcare and safety",
    );
  });

  test("six cards, each with image, name, description and bullet features", async ({ page }) => {
    await page.goto("/products");
    const cards = page.getByTestId("product-card");
    await expect(cards).toHaveCount(6);
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(PRODUCTS);
    for (const card of await cards.all()) {
      const image = card.getByRole("img");
      await expect(image).toHaveCount(1);
      await expect(image).toHaveAttribute("alt", /\w{3,}/);
      await expect(card.locator("p").first()).toHaveText(/.{60,}/);
      expect(await card.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    }
    await expect(cards.nth(0)).toContainText(
      "multimode laboratory electrospinning unit for advanced nanofibers",
    );
    await expect(cards.nth(1)).toContainText("nanofiber-based nail regeneration formula");
    await expect(cards.nth(2)).toContainText("Controlled iodine release");
    await expect(cards.nth(2)).toContainText("antimicrobial");
  });

  test("cards are static: no link around them, only the ways to ask and read on inside, clicking the card goes nowhere", async ({
    page,
  }) => {
    await page.goto("/products");
    const grid = page.getByTestId("product-grid");
    await expect(grid.locator("button, [onclick]")).toHaveCount(0);
    // Six e-mails about a product, three ways to the posts about the key products (app/routes/products.test.ts).
    await expect(grid.locator("a, [role=link]")).toHaveCount(9);
    await expect(grid.locator("[data-testid=product-inquiry], [data-testid=product-posts]")).toHaveCount(9);
    await expect(grid.locator("xpath=ancestor::a")).toHaveCount(0);
    const cards = page.getByTestId("product-card");
    for (const card of await cards.all()) {
      await expect(card).not.toHaveCSS("cursor", "pointer");
    }
    await cards.nth(3).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test("no prices, cart or purchase", async ({ page }) => {
    await page.goto("/products");
    const text = await page.locator("main").innerText();
    expect(text).not.toMatch(/€|\$|Kč|CZK|EUR\b|price|add to cart|buy now|checkout|basket/i);
  });

  test("images: dimensions, alt text, first row eager and the rest lazy, all load", async ({ page }) => {
    await page.goto("/products");
    await expectImagesWellFormed(page);
    const loading = await page
      .getByTestId("product-card")
      .locator("img")
      .evaluateAll((images) => images.map((img) => img.getAttribute("loading")));
    expect(loading).toEqual([null, null, null, "lazy", "lazy", "lazy"]);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    for (const image of await page.getByTestId("product-card").locator("img").all()) {
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });

  for (const width of WIDTHS) {
    const columns = width < 640 ? 1 : width < 1024 ? 2 : 3;
    test(`layout at ${width}px: ${columns} column(s), no sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/products");
      expect(await columnsOf(page.getByTestId("product-card"))).toBe(columns);
      await expectNoHorizontalOverflow(page);
    });
  }

  test("no axe violations", async ({ page }) => {
    await page.goto("/products");
    await expectNoAxeViolations(page);
  });
});
