// Moving around as a reader does: Back returns to the place they left, a new page starts at the top, and a
// client navigation asks the server only for what can have changed.
import { expect, test } from "@playwright/test";
import { acceptCookies } from "#tests/support/blog-helpers";

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test("Back from a post returns the reader to where they were on the list; opening a post starts at its top", async ({
  page,
}) => {
  await page.goto("/blog");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const card = page.getByRole("article").nth(7);
  await card.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 150));
  const place = await page.evaluate(() => window.scrollY);
  expect(place).toBeGreaterThan(400);

  await card.getByRole("link").click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place);

  await page.goForward();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the next list page needs no server round trip before its skeletons or posts show", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
  });
  await page.getByRole("navigation", { name: "Blog pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  expect(dataRequests).toEqual([]);
});

test("the root's data is read once: moving between pages never asks for it again", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const routesAsked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(".data")) routesAsked.push(url.searchParams.get("_routes") ?? "(all)");
  });
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Products" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await page.getByRole("link", { name: "Contact Us" }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await nav.getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  for (const routes of routesAsked) expect(routes.split(",")).not.toContain("root");
  expect(routesAsked.every((routes) => routes !== "(all)")).toBe(true);
});

test("posts already read stay in the browser after a visit to another page: coming back asks for nothing", async ({
  page,
}) => {
  await page.goto("/blog");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const postRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/wordpress") postRequests.push(request.url());
  });
  await page.getByRole("navigation", { name: "Blog pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  expect(postRequests).toHaveLength(1);

  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Products" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(page.getByRole("article").first()).toBeVisible();
  expect(postRequests).toHaveLength(1);
});
