import { expect, test } from "@playwright/test";
import { acceptCookies } from "./helpers";

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test.describe("a blog that leads somewhere", () => {
  test("a post ends with its reading time, related posts of its category and the posts around it", async ({
    page,
  }) => {
    await page.goto("/blog/introducing-multispin");
    await expect(page.getByTestId("reading-time")).toHaveText(/^\d+\s+min read$/);
    const more = page.getByRole("navigation", { name: "More from the blog" });
    await expect(more.getByRole("heading", { name: "Related posts" })).toBeVisible();
    const related = more.getByTestId("related-posts").getByRole("link");
    expect(await related.count()).toBeGreaterThan(0);
    expect(await related.count()).toBeLessThanOrEqual(3);
    await expect(more.getByTestId("prev-post")).toContainText("Previous post");
    await expect(more.getByTestId("next-post")).toContainText("Next post");
    // A related post shares the category.
    const category = await page.locator("#post-categories + ul a").first().textContent();
    await related.first().click();
    await expect(page.locator("#post-categories + ul")).toContainText(category!);
  });

  test("/blog links its categories above the grid and its feed", async ({ page, request }) => {
    await page.goto("/blog");
    const categories = page.getByRole("navigation", { name: "Browse by category" });
    await expect(categories.getByRole("link", { name: "Research" })).toHaveAttribute(
      "href",
      "/blog/category/research",
    );
    const feed = page.getByRole("link", { name: "RSS feed" });
    await expect(feed).toBeVisible();
    const answer = await request.get((await feed.getAttribute("href"))!);
    expect(answer.headers()["content-type"]).toContain("xml");
    const navTop = (await categories.boundingBox())!.y;
    const gridTop = (await page.getByRole("region", { name: "Posts" }).locator("ul").last().boundingBox())!.y;
    expect(navTop).toBeLessThan(gridTop);
  });

  test("the Czech blog says how many posts are in English and links there", async ({ page, request }) => {
    const english = (await (await request.get("/api/wordpress?path=/posts&params=per_page%3D1")).json()) as {
      totalPosts: number;
    };
    await page.goto("/cs/blog");
    const note = page.getByTestId("english-posts");
    await expect(note).toContainText(`${english.totalPosts}\u00a0článků`.replace("\u00a0", " "));
    await note.getByRole("link", { name: "Přejít na anglický blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("link", { name: "Kanál RSS" })).toHaveCount(0);
  });

  test("an English-only post's Czech switch leads to a Czech notice that links to it", async ({ page }) => {
    await page.goto("/blog/humidity-and-fiber-morphology");
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL(/\/cs\/blog\/humidity-and-fiber-morphology$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Článek pouze v angličtině");
    await page.getByRole("link", { name: "Přečíst článek v angličtině" }).click();
    await expect(page).toHaveURL(/\/blog\/humidity-and-fiber-morphology$/);
  });

  test("the Czech notice is not indexed and names the English page as its language twin", async ({
    request,
  }) => {
    const response = await request.get("/cs/blog/humidity-and-fiber-morphology");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toMatch(/hreflang="en" href="[^"]*\/blog\/humidity-and-fiber-morphology"/i);
    expect(html).not.toMatch(/hreflang="cs"/i);
    expect((await request.get("/cs/blog/no-such-article-anywhere")).status()).toBe(404);
  });
});

test.describe("partners and product anchors", () => {
  test("partners are named in words with what each partnership is, in both languages", async ({ page }) => {
    for (const [path, name, role] of [
      ["/", "Technical University of Liberec", "needleless electrospinning"],
      ["/cs", "Technická univerzita v Liberci", "bezjehlového zvlákňování"],
    ]) {
      await page.goto(path!);
      const partners = page.getByTestId("partner");
      await expect(partners).toHaveCount(4);
      await expect(page.getByTestId("partners")).toContainText(name!);
      await expect(page.getByTestId("partners")).toContainText(role!);
      await expect(page.locator('footer img[src*="partners"]')).toHaveCount(0);
    }
    expect((await page.request.get("/images/partners/ctu-prague.svg")).status()).toBe(404);
  });

  test("each product on the home page leads to its own card on /products, below the header", async ({
    page,
  }) => {
    await page.goto("/");
    for (const [name, anchor] of [
      ["Multispin", "multispin"],
      ["VitaNail", "vitanail"],
      ["Nanoiodine", "nanoiodine"],
    ]) {
      await page.goto("/");
      const link = page.getByTestId("key-product").getByRole("link", { name: name! });
      await expect(link).toHaveAttribute("href", `/products#${anchor}`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/products#${anchor}$`));
      const card = page.locator(`#${anchor}`);
      await expect(card).toHaveAttribute("data-testid", "product-card");
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(name!);
      const header = (await page.locator("header[data-state]").boundingBox())!;
      await expect
        .poll(async () => (await card.boundingBox())!.y)
        .toBeGreaterThanOrEqual(header.y + header.height - 1);
      await expect(card).toBeInViewport();
    }
  });
});
