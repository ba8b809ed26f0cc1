import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import type { CategoryList } from "../../app/lib/posts";
import { acceptCookies, fetchList, holdRequests, proxyPath, textOf } from "#tests/support/blog-helpers";

test.beforeEach(async ({ page }) => acceptCookies(page));

/** The category of the newest post that has one, and every post in it (read through the proxy). */
async function someCategory(request: Parameters<typeof fetchList>[0]) {
  const { data } = await fetchList(request, 1);
  const term = data.flatMap((post) => post._embedded?.["wp:term"]?.[0] ?? []).find((t) => t.slug)!;
  const response = await request.get(proxyPath(`_embed&per_page=9&page=1&category=${term.slug}`));
  expect(response.status()).toBe(200);
  return { term, list: (await response.json()) as CategoryList };
}

test("a post's category pill leads to that category's posts, with its name as the heading", async ({
  page,
  request,
}) => {
  const { term, list } = await someCategory(request);
  const name = textOf(term.name);
  expect(list.category).toMatchObject({ slug: term.slug });
  expect(list.data.length).toBeGreaterThan(0);
  const post = list.data[0]!;
  await page.goto(`/blog/${post.slug}`);
  await page.getByRole("region", { name: "Categories" }).getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(`/blog/category/${term.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(
    new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: Research Blog \\| `),
  );
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(Math.min(list.data.length, 9));
  for (const [i, item] of list.data.entries())
    await expect(cards.nth(i).getByRole("link")).toHaveText(textOf(item.title.rendered));
  // Every post listed is in the category.
  for (const item of list.data)
    expect(item._embedded?.["wp:term"]?.[0]?.map((t) => t.slug)).toContain(term.slug);
});

test("the first byte carries the category's cards; the canonical address is the category's", async ({
  request,
}) => {
  const { term, list } = await someCategory(request);
  const response = await request.get(`/blog/category/${term.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html.match(/data-testid="post-card"/g)).toHaveLength(Math.min(list.data.length, 9));
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/blog/category/${term.slug}"`));
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/blog/category/${term.slug}</loc>`);
});

test("skeleton cards while a category loads in the browser, then its cards", async ({ page, request }) => {
  const { term, list } = await someCategory(request);
  const { data } = await fetchList(request, 1);
  const post = data.find((p) => p._embedded?.["wp:term"]?.[0]?.some((t) => t.slug === term.slug))!;
  await page.goto(`/blog/${post.slug}`);
  // The pill must be clicked in the running app, not before it has taken over the page.
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const release = await holdRequests(page, /\/api\/wordpress\?/);
  await page
    .getByRole("region", { name: "Categories" })
    .getByRole("link", { name: textOf(term.name) })
    .click();
  await expect(page).toHaveURL(`/blog/category/${term.slug}`);
  await expect(page.getByTestId("post-card-skeleton")).toHaveCount(6);
  release();
  await expect(page.getByRole("article")).toHaveCount(Math.min(list.data.length, 9));
  await expect(page.getByTestId("post-card-skeleton")).toHaveCount(0);
});

test("an unknown category answers 404 and names no category", async ({ page }) => {
  const response = await page.goto("/blog/category/no-such-category");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Category Not Found");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await page.getByRole("link", { name: "See all posts" }).click();
  await expect(page).toHaveURL("/blog");
});

test("no WCAG 2.2 AA violations on a category page and on Category Not Found", async ({ page, request }) => {
  const { term } = await someCategory(request);
  for (const path of [`/blog/category/${term.slug}`, "/blog/category/no-such-category"]) {
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    const { violations } = await new AxeBuilder({ page })
      .include("main")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
      [],
    );
  }
});
