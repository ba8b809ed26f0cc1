import { expect, test, type Page } from "@playwright/test";
import { company } from "../../app/content/company";
import { acceptCookies, expectNoAxeViolations, expectNoHorizontalOverflow, WIDTHS } from "./helpers";

const SECTIONS = [
  "Personal data processing",
  "Security",
  "Right to information",
  "Data portability",
  "Updating and rectification",
  "Objections",
  "Restriction of processing",
  "Erasure",
  "Contact",
  "Website logs",
];

test.describe("privacy policy", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
  });

  test("title, controller and the ten sections in order", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page).toHaveTitle(/^Privacy Policy \| /);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.getByTestId("policy-section").getByRole("heading", { level: 2 })).toHaveText(SECTIONS);
    const main = page.locator("main");
    await expect(main).toContainText(company.legalName);
    await expect(main).toContainText(company.companyId);
    await expect(main).toContainText(`${company.address.street}, ${company.address.postalCity}`);
  });

  /** One policy section, found by its heading's exact title. */
  const section = (page: Page, title: string) =>
    page
      .getByTestId("policy-section")
      .filter({ has: page.locator("h2", { hasText: new RegExp(`^${title}$`) }) });

  test("right to information: free answer within 30 days, exceptionally 90", async ({ page }) => {
    await page.goto("/privacy-policy");
    const text = section(page, "Right to information");
    await expect(text).toContainText("free of charge");
    await expect(text).toContainText("within 30 days");
    await expect(text).toContainText("90 days");
  });

  test("the other sections say what each must: security, portability, objections, erasure", async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    await expect(section(page, "Security")).toContainText("technical and organisational measures");
    await expect(section(page, "Data portability")).toContainText("machine-readable format");
    await expect(section(page, "Updating and rectification")).toContainText("view or change your data");
    await expect(section(page, "Updating and rectification")).toContainText("after logging in");
    await expect(section(page, "Objections")).toContainText("national data protection authority");
    await expect(section(page, "Objections")).toContainText("Úřad pro ochranu osobních údajů, ÚOOÚ");
    await expect(section(page, "Restriction of processing")).toContainText("restrict the processing");
    const erasure = section(page, "Erasure");
    await expect(erasure).toContainText("withdraw your consent");
    await expect(erasure).toContainText("newsletter e-mail");
    await expect(erasure).toContainText("backups, which cannot be purged");
    const contact = section(page, "Contact");
    await expect(contact).toContainText("data protection officer");
    await expect(contact).toContainText(company.email);
  });

  test("website logs: what is recorded and kept at most 10 years", async ({ page }) => {
    await page.goto("/privacy-policy");
    const logs = section(page, "Website logs");
    await expect(logs.getByRole("listitem")).toHaveText([
      /IP address/,
      /visited page/,
      /HTTP response code/,
      /browser identification/,
    ]);
    await expect(logs).toContainText("kept for at most 10 years");
  });

  test("the table of contents jumps to each section", async ({ page }) => {
    await page.goto("/privacy-policy");
    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc.getByRole("link")).toHaveText(SECTIONS);
    await toc.getByRole("link", { name: "Website logs" }).click();
    await expect(page).toHaveURL(/#website-logs$/);
    await expect(page.getByRole("heading", { level: 2, name: "Website logs" })).toBeInViewport();
  });

  for (const width of WIDTHS) {
    test(`no sideways scrolling at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/privacy-policy");
      await expectNoHorizontalOverflow(page);
    });
  }

  test("no axe violations", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expectNoAxeViolations(page);
  });
});
