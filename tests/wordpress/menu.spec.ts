// The footer's menu from a real WordPress: the seeded menu at the site connector's "Website footer" location
// (tests/wordpress/seed-menu.ts) shows in the footer of every page, a post as its address on the site and a
// link to WordPress's front end as the site's own; a change in WordPress shows within seconds.
import { expect, type Page, test } from "@playwright/test";
import { acceptCookies } from "#tests/support/blog-helpers";
import { wordpressUrl } from "./ports";
import { restClient } from "./seed";
import { SEEDED_MENU } from "./seed-menu";

const rest = restClient({
  apiUrl: `${wordpressUrl}/wp-json/wp/v2`,
  user: process.env.E2E_WORDPRESS_USER!,
  appPassword: process.env.E2E_WORDPRESS_APP_PASSWORD!,
});

test.beforeEach(async ({ page }) => acceptCookies(page));

const menuLinks = (page: Page) =>
  page.getByRole("contentinfo").getByTestId("footer-menu-item").getByRole("link");

test("the footer shows the menu placed at the site connector's location", async ({ page }) => {
  const [post] = await rest<{ slug: string; title: { rendered: string } }[]>(
    "GET",
    "/posts?per_page=1&_fields=slug,title",
  );
  await page.goto("/products");
  await expect(menuLinks(page)).toHaveCount(3);
  await expect(menuLinks(page).nth(0)).toHaveText(SEEDED_MENU.products);
  await expect(menuLinks(page).nth(0)).toHaveAttribute("href", "/products");
  await expect(menuLinks(page).nth(1)).toHaveAttribute("href", `/blog/${post!.slug}`);
  await expect(menuLinks(page).nth(2)).toHaveText(SEEDED_MENU.blog);
  await expect(menuLinks(page).nth(2)).toHaveAttribute("href", "/blog/");
  // In the browser: the post's item opens the post.
  await page.waitForSelector("html[data-hydrated]");
  await menuLinks(page).nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post!.slug}$`));
});

test("a menu item renamed in WordPress shows renamed within seconds", async ({ page, request }) => {
  const [menu] = await rest<{ id: number }[]>("GET", `/menus?search=${encodeURIComponent(SEEDED_MENU.name)}`);
  const items = await rest<{ id: number; title: { rendered: string } }[]>(
    "GET",
    `/menu-items?menus=${menu!.id}&per_page=100`,
  );
  const products = items.find((item) => item.title.rendered === SEEDED_MENU.products)!;
  // Kept by the site first (five minutes without a change notice).
  expect(await (await request.get("/contact")).text()).toContain(SEEDED_MENU.products);
  await rest("POST", `/menu-items/${products.id}`, { title: "Products and services" });
  await expect.poll(async () => (await request.get("/contact")).text()).toContain("Products and services");
  await page.goto("/contact");
  await expect(menuLinks(page).nth(0)).toHaveText("Products and services");
  await rest("POST", `/menu-items/${products.id}`, { title: SEEDED_MENU.products });
});
