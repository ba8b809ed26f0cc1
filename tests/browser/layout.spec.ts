import { expect, test, type Page } from "@playwright/test";

// The frame every page shares: header, footer, scroll behaviour, not-found page.

const header = (page: Page) => page.getByRole("banner");

test.describe("header", () => {
  test("is transparent at the top of the home page and solid once scrolled past 10 px", async ({ page }) => {
    await page.goto("/");
    await expect(header(page)).toHaveAttribute("data-state", "transparent");
    await expect(header(page)).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");

    // Scrolled to 10 px, until the page has had the scroll event (its listener first) and drawn two frames since.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const drawn = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          window.addEventListener("scroll", drawn, { once: true, passive: true });
          window.scrollTo(0, 10);
        }),
    );
    await expect(header(page)).toHaveAttribute("data-state", "transparent");

    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header(page)).toHaveAttribute("data-state", "solid");
    await expect(header(page)).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(header(page)).toHaveCSS("backdrop-filter", /blur/);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header(page)).toHaveAttribute("data-state", "transparent");
  });

  test("is solid at the top of every other page, already in the server's HTML", async ({ page, request }) => {
    const html = await (await request.get("/products")).text();
    expect(html).toContain('data-state="solid"');
    await page.goto("/products");
    await expect(header(page)).toHaveAttribute("data-state", "solid");
    await expect(header(page)).toHaveCSS("position", "fixed");
  });

  test("has the logo, the links and the Contact Us button, with the active link marked", async ({ page }) => {
    await page.goto("/products");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: /Example Biomaterials/ })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "Products" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Blog" })).not.toHaveAttribute("aria-current", "page");
    const contact = nav.getByRole("link", { name: "Contact Us" });
    await expect(contact).toHaveAttribute("href", "/contact");
    await expect(contact).toHaveCSS("border-radius", /px/);
    expect(parseFloat(await contact.evaluate((el) => getComputedStyle(el).borderRadius))).toBeGreaterThan(16);

    await nav.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
  });

  test("hides Home on small screens and keeps every other link reachable", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/contact");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toBeHidden();
    for (const name of ["Products", "Blog", "Contact Us"]) {
      const link = nav.getByRole("link", { name, exact: true });
      await expect(link).toBeVisible();
      const box = await link.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    }
    await expect(nav.getByRole("link", { name: /Example Biomaterials/ })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(375);
  });

  test("fits small screens in the fallback font too, as on a first visit whose fonts come late", async ({
    page,
  }) => {
    // Inter is "optional": a page drawn before it arrives keeps the fallback font, whose words are wider.
    await page.route(/\.woff2$/, (route) => route.abort());
    for (const locale of ["/", "/cs/"]) {
      for (const width of [320, 360, 375, 390, 414]) {
        await page.setViewportSize({ width, height: 740 });
        await page.goto(locale);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${locale} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  });

  test("shows Home from 768 px up", async ({ page }) => {
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/contact");
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true }),
      ).toBeVisible();
    }
  });
});

test.describe("footer", () => {
  test("lists contact, company details, four partners and the 2025 copyright", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "info@example.com" })).toHaveAttribute(
      "href",
      "mailto:info@example.com",
    );
    await expect(footer.getByRole("link", { name: "+420 123 456 789" })).toHaveAttribute(
      "href",
      "tel:+420123456789",
    );
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await expect(footer).toContainText("Example Biomaterials s.r.o.");
    await expect(footer).toContainText("Vzorová 123/4, 160 00 Praha 6");
    await expect(footer).toContainText("Company ID (IČO): 12345678");
    await expect(footer).toContainText("VAT ID (DIČ): CZ12345678");
    // The partners' marks are their names set in type, never drawn imitations of their logos.
    await expect(footer.getByTestId("partner")).toHaveCount(4);
    for (const name of [
      "Czech Technical University in Prague",
      "Institute of Experimental Medicine of the Czech Academy of Sciences",
      "Second Faculty of Medicine, Charles University",
      "Technical University of Liberec",
    ]) {
      const partner = footer.getByTestId("partner").filter({ hasText: name });
      await partner.scrollIntoViewIfNeeded();
      await expect(partner).toBeVisible();
    }
    await expect(footer).toContainText("© 2025");
  });
});

test.describe("notifications", () => {
  test("a toaster is mounted once, after the page is interactive", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect(page.getByRole("region", { name: /^Notifications/ })).toHaveCount(1);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole("region", { name: /^Notifications/ })).toHaveCount(1);
  });
});

test.describe("navigation", () => {
  test("scrolls to the top after every route change", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a trailing slash redirects to the canonical address", async ({ request }) => {
    const response = await request.get("/products/", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/products");
  });
});

test.describe("not-found page", () => {
  test("answers 404, shows the message and logs the path to the console", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (msg) => messages.push(msg.text()));
    const response = await page.goto("/no-such-page?x=1");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect.poll(() => messages.some((m) => m.includes("/no-such-page"))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Innovation in Biomaterials" })).toBeVisible();
  });

  test("is not indexed by search engines", async ({ request }) => {
    const html = await (await request.get("/missing")).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});
