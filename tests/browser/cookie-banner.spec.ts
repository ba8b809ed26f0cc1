import { expect, test } from "@playwright/test";

const banner = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: "Cookie consent" });

test.describe("cookie banner", () => {
  for (const [button, stored] of [
    ["Accept", "accepted"],
    ["Decline", "declined"],
  ] as const) {
    test(`${button} stores "${stored}", hides the banner and keeps it hidden after a reload`, async ({
      page,
    }) => {
      await page.goto("/");
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toContainText("cookies");
      // The buttons answer once the page is interactive (the boot script starts after the first paint).
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      await banner(page).getByRole("button", { name: button }).click();
      await expect(banner(page)).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe(stored);

      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(banner(page)).toBeHidden();
      await page.goto("/products");
      await expect(banner(page)).toBeHidden();
    });
  }

  test("a choice made before the page is interactive is kept", async ({ page }) => {
    // The page's modules never arrive: only the inline script in the head runs.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Decline" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("declined");
    await expect(page.locator("html[data-hydrated]")).not.toBeAttached();

    await page.unroute(/\/assets\/.*\.js$/);
    await page.reload();
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect(banner(page)).toBeHidden();
  });

  test("never flashes on a server-rendered page for a visitor who already chose", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
    // Look at the banner before every frame from the very first paint, before any script of the page runs.
    await page.addInitScript(() => {
      const w = window as unknown as { bannerSeen: boolean };
      w.bannerSeen = false;
      const check = () => {
        const el = document.querySelector("[data-cookie-banner]");
        if (el && getComputedStyle(el).display !== "none") w.bannerSeen = true;
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { bannerSeen: boolean }).bannerSeen)).toBe(false);
    await expect(banner(page)).toBeHidden();
  });

  test("is not drawn while the browser has read only part of it, so it never grows on screen", async ({
    page,
    request,
  }) => {
    // The page as a browser holds it while the document is still arriving: cut inside the banner's text.
    const html = await (await request.get("/")).text();
    const text = html.indexOf("<p", html.indexOf("<section data-cookie-banner"));
    expect(text).toBeGreaterThan(0);
    await page.route("/", (route) =>
      route.fulfill({ contentType: "text/html; charset=utf-8", body: html.slice(0, text + 60) }),
    );
    await page.goto("/");
    await expect(page.locator("[data-cookie-banner]")).toBeAttached();
    await expect(page.locator("[data-cookie-banner]")).toBeHidden();

    // The whole document: the banner with its text, its buttons and its link.
    await page.unroute("/");
    await page.goto("/");
    await expect(banner(page).getByRole("link", { name: "Learn more" })).toBeVisible();
  });

  test("a stored value that is neither word counts as no choice", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "maybe"));
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
  });

  test("Learn more leads to the privacy policy", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("link", { name: "Learn more" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(banner(page)).toBeVisible();
  });
});
