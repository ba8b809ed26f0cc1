import { expect, test, type Page } from "@playwright/test";
import { company } from "../../app/content/company";
import {
  acceptCookies,
  columnsOf,
  expectImagesWellFormed,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  WIDTHS,
} from "./helpers";

const RESEARCH_AREAS = [
  "Monolithic nanofibers",
  "Advanced nanofibers",
  "Hydrogels and foams",
  "Advanced scaffolds for biomedicine",
  "Regulated delivery of molecules",
];

/** The reveal wrapper around the section with this heading. */
const revealOf = (page: Page, heading: string) =>
  page
    .locator("[data-reveal]")
    .filter({ has: page.getByRole("heading", { level: 2, name: heading, exact: true }) });

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
  });

  test("hero: headline, subtitle and two buttons", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Innovation in Biomaterials");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(
      page.getByText(
        "Expertise in material research and development for biomedical, cosmetic, healthcare and safety applications.",
      ),
    ).toBeVisible();
    const hero = page.locator("main section").first();
    await expect(hero.getByRole("link", { name: "Explore our Products", exact: true })).toHaveAttribute(
      "href",
      "/products",
    );
    await expect(hero.getByRole("link", { name: "Contact us", exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );

    await hero.getByRole("link", { name: "Explore our Products", exact: true }).click();
    await expect(page).toHaveURL(/\/products$/);
    await page.goBack();
    await hero.getByRole("link", { name: "Contact us", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("hero fills the screen behind a transparent header, with an eager high-priority image", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("header").first()).toHaveAttribute("data-state", "transparent");
    const hero = page.locator("main section").first();
    const box = await hero.boundingBox();
    expect(box?.y).toBe(0);
    expect(box?.height).toBeGreaterThanOrEqual(page.viewportSize()!.height);
    const image = hero.locator("img");
    await expect(image).not.toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("fetchpriority", "high");
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  test("about section: mission text and team illustration", async ({ page }) => {
    await page.goto("/");
    const about = page.getByRole("region", { name: "Materials that help the body heal" });
    await expect(about).toContainText(
      "advanced drug delivery systems combined with bioresorbable scaffolds for tissue engineering",
    );
    const team = about.getByRole("img", { name: /research team/ });
    await expect(team).toHaveAttribute("loading", "lazy");
    await team.scrollIntoViewIfNeeded();
    await expect.poll(() => team.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("key products: three cards linking to their cards on /products, and View All Products", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Key Products" });
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Key Products");
    const cards = section.getByTestId("key-product");
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Multispin",
      "VitaNail",
      "Nanoiodine",
    ]);
    for (const name of ["Multispin", "VitaNail", "Nanoiodine"]) {
      await expect(section.getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        `/products#${name.toLowerCase()}`,
      );
    }
    await expect(section.getByRole("link", { name: "View All Products", exact: true })).toHaveAttribute(
      "href",
      "/products",
    );

    // The whole card is the link's target area: a click on its description follows the link.
    await cards.nth(1).scrollIntoViewIfNeeded();
    const description = await cards.nth(1).locator("p").first().boundingBox();
    await page.mouse.click(description!.x + 10, description!.y + 5);
    await expect(page).toHaveURL(/\/products#vitanail$/);
  });

  test("our research: the five areas", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Our Research" });
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Our Research");
    await expect(section.getByTestId("research-area")).toHaveCount(5);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(RESEARCH_AREAS);
  });

  test("blog teaser: heading and View All Posts to /blog", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Latest from Our Blog" });
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Latest from Our Blog");
    const button = section.getByRole("link", { name: "View All Posts", exact: true });
    await expect(button).toHaveAttribute("href", "/blog");
    await button.click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("blog teaser: the three newest posts as cards, without their content", async ({ page, request }) => {
    const newest = (await (
      await request.get("/api/wordpress?path=/posts&params=_embed%26per_page%3D3%26page%3D1")
    ).json()) as { data: { slug: string; content: { rendered: string } }[] };
    await page.goto("/");
    const section = page.getByRole("region", { name: "Latest from Our Blog" });
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(3);
    for (const [i, post] of newest.data.entries()) {
      await expect(cards.nth(i).getByRole("link").first()).toHaveAttribute("href", `/blog/${post.slug}`);
    }
    const firstParagraphOfBody = /<p>([^<]{40,120})/.exec(newest.data[0]!.content.rendered)?.[1];
    expect(firstParagraphOfBody).toBeTruthy();
    await expect(section).not.toContainText(firstParagraphOfBody!);
  });

  test("sections reveal once when scrolled into view and never hide again", async ({ page }) => {
    await page.goto("/");
    const reveals = page.locator("[data-reveal]");
    await expect(reveals).toHaveCount(4);
    // The hero is not wrapped: it is visible at once.
    await expect(page.locator("main section").first().locator("xpath=ancestor::*[@data-reveal]")).toHaveCount(
      0,
    );

    const research = revealOf(page, "Our Research");
    await expect(research).toHaveAttribute("data-reveal", "hidden");
    await expect(research).toHaveCSS("opacity", "0");

    await page.getByRole("heading", { name: "Our Research" }).scrollIntoViewIfNeeded();
    await expect(research).toHaveAttribute("data-reveal", "shown");
    await expect(research).toHaveCSS("opacity", "1");

    // Back to the top, until an observer of the section's own has seen it leave the screen (the page's observer,
    // made earlier, is told first) and a frame has been drawn since.
    await research.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver(([entry]) => {
            if (entry?.isIntersecting) return;
            observer.disconnect();
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          });
          observer.observe(element);
          window.scrollTo(0, 0);
        }),
    );
    await expect(research).toHaveAttribute("data-reveal", "shown");
    await expect(research).toHaveCSS("opacity", "1");

    // Scrolling through the whole page reveals every section.
    for (const reveal of await reveals.all()) {
      await reveal.scrollIntoViewIfNeeded();
      await expect(reveal).toHaveAttribute("data-reveal", "shown");
    }
  });

  test("with reduced motion every section is visible without scrolling", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(revealOf(page, "Our Research")).toHaveAttribute("data-reveal", "hidden");
    for (const reveal of await page.locator("[data-reveal]").all()) {
      await expect(reveal).toHaveCSS("opacity", "1");
      await expect(reveal).toHaveCSS("transform", "none");
    }
  });

  test("without JavaScript every section is visible", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Regulated delivery of molecules" })).toBeVisible();
    for (const reveal of await page.locator("[data-reveal]").all())
      await expect(reveal).toHaveCSS("opacity", "1");
    await context.close();
  });

  test("describes the company as a schema.org Organization", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Innovation in Biomaterials/);
    const json = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(json ?? "{}");
    expect(data["@type"]).toBe("Organization");
    expect(data.name).toBe(company.legalName);
    expect(data.vatID).toBe(company.vatId);
    expect(data.address.streetAddress).toBe(company.address.street);
    expect(data.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  test("images carry dimensions and alt text; below-the-fold ones load lazily", async ({ page }) => {
    await page.goto("/");
    await expectImagesWellFormed(page);
    const lazy = await page
      .locator("main img")
      .evaluateAll((images) => images.slice(1).every((img) => img.getAttribute("loading") === "lazy"));
    expect(lazy).toBe(true);
  });

  for (const width of WIDTHS) {
    test(`layout at ${width}px: no sideways scrolling; key products in ${width < 768 ? 1 : 3} column(s)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await expectNoHorizontalOverflow(page);
      expect(await columnsOf(page.getByTestId("key-product"))).toBe(width < 768 ? 1 : 3);
      expect(await columnsOf(page.getByTestId("research-area"))).toBe(width < 640 ? 1 : width < 1024 ? 2 : 3);
    });
  }
});

test.describe("home page accessibility", () => {
  test("no axe violations, at the top (transparent header, cookie banner) and scrolled", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(page.locator("header").first()).toHaveAttribute("data-state", "solid");
    await expectNoAxeViolations(page);
  });

  test("no axe violations once every section has revealed", async ({ page }) => {
    await acceptCookies(page);
    await page.goto("/");
    for (const reveal of await page.locator("[data-reveal]").all()) {
      await reveal.scrollIntoViewIfNeeded();
      await expect(reveal).toHaveCSS("opacity", "1");
    }
    await expectNoAxeViolations(page);
  });
});
