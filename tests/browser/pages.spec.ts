// Editors' pages as a reader sees them: the embedded site's content/pages/*.md on the main site, and WordPress's
// pages through the copy of the site reading the shared fake WordPress (tests/support/fake-wordpress-pages.ts).
import { expect, type Page, test } from "@playwright/test";
import {
  CZECH_PAGE,
  DRAFT_PAGE,
  LONE_PAGE,
  PAGE,
  PRIVATE_PAGE,
  PROTECTED_PAGE,
} from "#tests/support/fake-wordpress-pages";
import { baseURL, wordpressSiteURL } from "./blog-servers";

const NOT_FOUND = "Oops! Page not found";

async function head(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute("content"),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    image: document.querySelector('meta[property="og:image"]')?.getAttribute("content"),
    hreflang: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]),
    ),
  }));
}

test.describe("embedded pages (content/pages/)", () => {
  test("the EU project's page shows with its title, description, canonical, card and both languages", async ({
    page,
    request,
  }) => {
    const answer = await page.goto("/eu-project");
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Project co-funded by the European Union",
    );
    await expect(
      page.getByTestId("editor-page-content").getByRole("heading", { level: 2 }).first(),
    ).toHaveText("Aim of the project");
    const seen = await head(page);
    expect(seen.title).toBe("Project co-funded by the European Union | Example Biomaterials");
    expect(seen.description).toMatch(/^Developing bioresorbable nanofiber scaffolds/);
    expect(seen.canonical).toBe(`${baseURL}/eu-project`);
    expect(seen.hreflang).toEqual({
      en: `${baseURL}/eu-project`,
      cs: `${baseURL}/cs/projekt-eu`,
      "x-default": `${baseURL}/eu-project`,
    });
    expect(seen.image).toBe(`${baseURL}/social/page/eu-project.png`);
    const card = await request.get(seen.image!);
    expect(card.status()).toBe(200);
    expect(card.headers()["content-type"]).toBe("image/png");

    // The language switch leads to the Czech twin.
    await page
      .getByRole("link", { name: /Čeština|CS/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/cs\/projekt-eu$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Projekt spolufinancovaný Evropskou unií",
    );
    expect((await head(page)).canonical).toBe(`${baseURL}/cs/projekt-eu`);
    await expect(page.locator("html")).toHaveAttribute("lang", "cs");
  });

  test("the site's own routes win, and an unknown address is still the site's 404 page", async ({
    page,
    request,
  }) => {
    for (const [path, heading] of [
      ["/products", /Products/],
      ["/contact", /Contact/],
      ["/privacy-policy", /Privacy/],
      ["/blog", /Blog/],
      ["/cs/produkty", /produkty/i],
    ] as const) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
    }
    for (const path of [
      "/no-such-page",
      "/cs/no-such-page",
      "/cs/eu-project",
      "/sitemap.xml.gz",
      "/Eu-Project",
    ]) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("404");
      await expect(
        page.getByText(path.startsWith("/cs/") ? "Jejda!" : NOT_FOUND, { exact: false }),
      ).toBeVisible();
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    }
    // A page's data for the browser's router, and an unknown one's.
    expect((await request.get("/eu-project.data")).status()).toBe(200);
    expect((await request.get("/no-such-page.data")).status()).toBe(404);
    expect((await request.get("/social/page/no-such-page.png")).status()).toBe(404);
  });

  test("the sitemap lists the pages with their translations", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${baseURL}/eu-project</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/cs/projekt-eu</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="cs" href="${baseURL}/cs/projekt-eu"/>`);
  });
});

test.describe("WordPress's pages", () => {
  test("a published page shows sanitized, with its block styles and its Czech twin", async ({ page }) => {
    const answer = await page.goto(`${wordpressSiteURL}/${PAGE.slug}`);
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAGE.title);
    const centred = page.getByText("The project is co-funded by the European Union.");
    await expect(centred).toHaveCSS("text-align", "center");
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    const seen = await head(page);
    expect(seen.canonical).toBe(`${wordpressSiteURL}/${PAGE.slug}`);
    expect(seen.hreflang.cs).toBe(`${wordpressSiteURL}/cs/${CZECH_PAGE.slug}`);
    await page.goto(`${wordpressSiteURL}/cs/${CZECH_PAGE.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CZECH_PAGE.title);
    // A page without a translation names only itself.
    await page.goto(`${wordpressSiteURL}/${LONE_PAGE.slug}`);
    const lone = `${wordpressSiteURL}/${LONE_PAGE.slug}`;
    expect((await head(page)).hreflang).toEqual({ en: lone, "x-default": lone });
  });

  test("draft, private and password-protected pages never appear; the site's routes win", async ({
    page,
    request,
  }) => {
    for (const slug of [DRAFT_PAGE, PRIVATE_PAGE, PROTECTED_PAGE]) {
      const answer = await page.goto(`${wordpressSiteURL}/${slug}`);
      expect(answer?.status(), slug).toBe(404);
      await expect(page.getByText(NOT_FOUND)).toBeVisible();
    }
    await page.goto(`${wordpressSiteURL}/products`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Products/);
    const xml = await (await request.get(`${wordpressSiteURL}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${wordpressSiteURL}/${PAGE.slug}</loc>`);
    expect(xml).not.toContain(PROTECTED_PAGE);
  });

  test("a renamed page's old address answers 301 to its new one", async ({ request }) => {
    const moved = await request.get(`${wordpressSiteURL}/eu-funding`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()["location"]).toBe(`/${PAGE.slug}`);
  });
});
