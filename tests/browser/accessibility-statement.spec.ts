// The accessibility statement at /accessibility. The checks it names run on every page in
// accessibility-pages.spec.ts.
import { expect, test } from "@playwright/test";
import { company } from "../../app/content/company";
import { openPage, PAGES } from "./accessibility-helpers";
import { acceptCookies } from "./helpers";

const SECTIONS = [
  "Standard",
  "How we checked",
  "Known limitations",
  "Feedback and contact",
  "About this statement",
];

test.describe("accessibility statement", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
  });

  test("is dated, names WCAG 2.2 AA and how it was checked", async ({ page }) => {
    await openPage(page, "/accessibility");
    await expect(page).toHaveTitle(`Accessibility Statement | ${company.brand}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility Statement");
    await expect(page.locator("main header")).toContainText(/Prepared on \d{1,2} [A-Z][a-z]+ \d{4}/);
    await expect(page.getByTestId("policy-section").getByRole("heading", { level: 2 })).toHaveText(SECTIONS);
    const section = (title: string) =>
      page.getByTestId("policy-section").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(section("Standard")).toContainText("WCAG) 2.2 at level AA");
    const checked = section("How we checked");
    for (const check of ["axe-core", "320 CSS pixels", "Text spacing", "200 %", "24 by 24", "Shift+Tab"])
      await expect(checked).toContainText(check);
    for (const check of ["Reduced motion", "Forced colours", "keyboard alone"])
      await expect(checked).toContainText(check);
  });

  test("names the PDF viewer's images as a limitation and the downloadable file as the accessible form", async ({
    page,
  }) => {
    await openPage(page, "/accessibility");
    const limitations = page
      .getByTestId("policy-section")
      .filter({ has: page.getByRole("heading", { name: "Known limitations" }) });
    await expect(limitations).toContainText("shown as pictures of its pages");
    await expect(limitations).toContainText("without a text layer");
    await expect(limitations).toContainText("The Download link");
  });

  test("gives the company's own contact details for problems", async ({ page }) => {
    await openPage(page, "/accessibility");
    const feedback = page.locator("#feedback");
    await expect(feedback.getByRole("link", { name: company.email })).toHaveAttribute(
      "href",
      `mailto:${company.email}`,
    );
    await expect(feedback.getByRole("link", { name: company.phone })).toHaveAttribute(
      "href",
      `tel:${company.phone.replace(/\s+/g, "")}`,
    );
    await expect(feedback).toContainText(
      `${company.legalName}, ${company.address.street}, ${company.address.postalCity}, ${company.address.country}`,
    );
  });

  test("is linked from the footer of every page and listed in the sitemap", async ({ page, request }) => {
    await openPage(page, "/products");
    await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility Statement");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/accessibility<\/loc>/);
  });

  test("has a description of its own, 50 to 160 characters long", async ({ page, request }) => {
    const descriptionOf = async (path: string) => {
      await page.goto(path);
      return page.locator('meta[name="description"]').getAttribute("content");
    };
    const own = (await descriptionOf("/accessibility"))!;
    expect(own.length).toBeGreaterThanOrEqual(50);
    expect(own.length).toBeLessThanOrEqual(160);
    for (const { path } of PAGES.filter((p) => p.name !== "accessibility statement"))
      expect(await descriptionOf(await path(request))).not.toBe(own);
  });
});
