import { expect, test } from "@playwright/test";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

test.beforeEach(async ({ page }) => acceptCookies(page));
// A search's first answer is rendered from posts sanitized for it (nine at most), as an unkept blog page is: on a
// busy machine that can take seconds, so the results are waited for longer than the default.
const RESULTS = { timeout: 20_000 };
test.slow();

test("the blog's search form finds posts and marks the words found", async ({ page }) => {
  await page.goto("/blog");
  const form = page.getByRole("search", { name: "Search the blog" });
  await form.getByLabel("Search posts").fill("Electrospinning");
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL("/blog/search?q=Electrospinning");
  await expect(page.getByTestId("search-count")).toHaveText(
    /^\d+ posts? found for “Electrospinning”$/,
    RESULTS,
  );
  const first = page.getByTestId("search-result").first();
  await expect(first).toBeVisible(RESULTS);
  await expect(first.locator("mark").first()).toHaveText(/^electrospinning$/i);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("searchbox", { name: "Search posts" })).toHaveValue("Electrospinning");
  await expectNoAxeViolations(page);
});

test("the Czech search folds diacritics: nanovlakenny finds nanovlákenný, vyzkum finds výzkum", async ({
  page,
}) => {
  await page.goto("/cs/blog");
  const form = page.getByRole("search", { name: "Hledat na blogu" });
  await form.getByLabel("Hledat články").fill("nanovlakenny");
  await form.getByRole("button", { name: "Hledat" }).click();
  await expect(page).toHaveURL("/cs/blog/hledat?q=nanovlakenny");
  const results = page.getByTestId("search-result");
  await expect(results.getByRole("link", { name: /inhibiční zóna/ })).toHaveAttribute(
    "href",
    "/cs/blog/antimikrobialni-kryti-inhibicni-zona",
    RESULTS,
  );
  await expect(results.locator("mark").first()).toHaveText(/^nanovlákenný$/i);
  await page.goto("/cs/blog/hledat?q=vyzkum");
  await expect(results.first()).toBeVisible(RESULTS);
  await expect(page.locator("mark").first()).toHaveText(/^výzkum$/i);
  await expect(page.locator("html")).toHaveAttribute("lang", "cs");
  await expectNoAxeViolations(page);
});

test("a search that finds nothing says so, and an empty one asks for words", async ({ page }) => {
  await page.goto("/blog/search?q=zzqxv");
  await expect(page.getByTestId("search-message")).toContainText("No posts found for “zzqxv”.");
  await page.goto("/cs/blog/hledat");
  await expect(page.getByTestId("search-message")).toHaveText(
    "Napište výše jedno nebo dvě slova a najdeme k nim články.",
  );
});

test("bad input is a helpful page, never a server error", async ({ request }) => {
  const long = await request.get(`/blog/search?q=${"a".repeat(1000)}`);
  expect(long.status()).toBe(400);
  expect(await long.text()).toContain("Search words are too long");
  for (const q of ["%00", "%3Cscript%3Ealert(1)%3C%2Fscript%3E", "*", "%E2%80%8B", "a%27%22%3B--"]) {
    const response = await request.get(`/blog/search?q=${q}`);
    expect(response.status(), q).toBe(200);
    expect(await response.text(), q).not.toContain("<script>alert(1)");
  }
});

test("the header leads to the search at every width, in the page's language", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/cs/produkty");
  await page
    .getByRole("navigation", { name: "Hlavní nabídka" })
    .getByRole("link", { name: "Hledat články" })
    .click();
  await expect(page).toHaveURL("/cs/blog/hledat");
  await expect(page.getByRole("searchbox", { name: "Hledat články" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form sends the search and the server answers the results", async ({ page }) => {
    await page.goto("/cs/blog");
    const box = page.getByRole("search", { name: "Hledat na blogu" }).getByLabel("Hledat články");
    await box.fill("výzkum");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/cs\/blog\/hledat\?q=v%C3%BDzkum$/);
    await expect(page.getByTestId("search-result").first()).toBeVisible(RESULTS);
    await expect(page.locator("mark").first()).toHaveText(/^výzkum$/i);
  });
});
