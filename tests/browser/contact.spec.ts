import { expect, test } from "@playwright/test";
import { company, contacts } from "../../app/content/company";
import {
  acceptCookies,
  columnsOf,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  WIDTHS,
} from "./helpers";

test.describe("contact page", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
  });

  test("title and intro about research, products or collaboration", async ({ page }) => {
    await page.goto("/contact");
    await expect(page).toHaveTitle(/^Contact Us \| /);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    const intro = page.locator("main header p").last();
    await expect(intro).toContainText("research");
    await expect(intro).toContainText("products");
    await expect(intro).toContainText("collaboration");
  });

  test("two contact cards: a research director and a general inquiries team, each with a mailto link", async ({
    page,
  }) => {
    await page.goto("/contact");
    const cards = page.getByTestId("contact-card");
    await expect(cards).toHaveCount(2);
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(contacts.map((c) => c.name));
    await expect(cards.nth(0)).toContainText("Research Director");
    await expect(cards.nth(1)).toContainText(contacts[1]!.role);
    for (const card of await cards.all()) {
      const link = card.getByRole("link");
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute("href", `mailto:${company.email}`);
      await expect(link).toHaveText(company.email);
    }
  });

  test("Our Location card: company name, street, postal city, country, company ID and VAT ID", async ({
    page,
  }) => {
    await page.goto("/contact");
    const card = page.getByRole("region", { name: "Our Location" });
    await expect(card.getByRole("heading", { level: 2 })).toHaveText("Our Location");
    const lines = card.locator("address p");
    await expect(lines).toHaveText([
      company.legalName,
      company.address.street,
      company.address.postalCity,
      "Czech Republic",
      `Company ID (IČO): ${company.companyId}`,
      `VAT ID (DIČ): ${company.vatId}`,
    ]);
  });

  test("no form", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.locator("main form")).toHaveCount(0);
    await expect(page.locator("main").getByRole("textbox")).toHaveCount(0);
    await expect(page.locator("main").getByRole("button")).toHaveCount(0);
  });

  for (const width of WIDTHS) {
    const columns = width < 1024 ? 1 : 3;
    test(`layout at ${width}px: cards in ${columns} column(s), no sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/contact");
      expect(await columnsOf(page.locator("[data-testid=contact-card], [data-testid=location-card]"))).toBe(
        columns,
      );
      await expectNoHorizontalOverflow(page);
    });
  }

  test("no axe violations", async ({ page }) => {
    await page.goto("/contact");
    await expectNoAxeViolations(page);
  });
});

for (const path of ["/contact", "/cs/kontakt"])
  test(`${path} at 320 px, on a first visit: the phone (a tel: link) and the e-mail on the first screen, clear of the cookie banner`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto(path);
    const banner = page.getByRole("region", {
      name: path === "/contact" ? "Cookie consent" : "Souhlas s cookies",
    });
    await expect(banner).toBeVisible();
    const bannerTop = (await banner.boundingBox())!.y;
    const direct = page.getByTestId("contact-direct");
    for (const link of [
      direct.getByRole("link", { name: company.phone }),
      direct.getByRole("link", { name: company.email }),
    ]) {
      await expect(link).toBeInViewport({ ratio: 1 });
      const box = (await link.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(bannerTop);
    }
    await expect(direct.getByRole("link", { name: company.phone })).toHaveAttribute(
      "href",
      `tel:${company.phone.replace(/\s+/g, "")}`,
    );
    await expect(direct.getByRole("link", { name: company.email })).toHaveAttribute(
      "href",
      `mailto:${company.email}`,
    );
  });
