import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { acceptCookies } from "#tests/support/blog-helpers";

test.beforeEach(async ({ page }) => acceptCookies(page));

test("a post's byline leads to its author's page: name, biography and only their posts", async ({ page }) => {
  await page.goto("/blog/reading-a-release-curve");
  const byline = page.getByTestId("post-meta").getByRole("link", { name: "Dr. Jana Nováková" });
  await byline.click();
  await expect(page).toHaveURL("/blog/author/jana-novakova");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dr. Jana Nováková");
  await expect(page).toHaveTitle("Dr. Jana Nováková: Research Blog | Example Biomaterials");
  await expect(page.getByTestId("author-profile")).toContainText("Jana writes about drug release");
  const cards = page.getByRole("region", { name: "Posts by Dr. Jana Nováková" }).getByRole("article");
  await expect(cards).toHaveCount(5);
  await expect(cards.filter({ hasText: "Reading a release curve" })).toHaveCount(1);
  // Her five English posts, and no one else's.
  const hrefs = await cards
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs.sort()).toEqual(
    [
      "coaxial-electrospinning-core-shell-fibers",
      "nanoiodine-controlled-iodine-release",
      "reading-a-release-curve",
      "vitanail-nail-regeneration",
      "working-with-czech-universities",
    ].map((slug) => `/blog/${slug}`),
  );
});

test("the Czech author page has the Czech biography and posts, and names both languages' addresses", async ({
  page,
  request,
}) => {
  await page.goto("/cs/blog/vitanail-regenerace-nehtu");
  await page.getByTestId("post-meta").getByRole("link", { name: "Dr. Jana Nováková" }).click();
  await expect(page).toHaveURL("/cs/blog/autor/jana-novakova");
  await expect(page.getByTestId("author-profile")).toContainText("Jana píše o uvolňování léčiv");
  const cards = page.getByRole("region", { name: "Články: Dr. Jana Nováková" }).getByRole("article");
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: "VitaNail: nanovlákenný přípravek" })).toHaveCount(1);
  const html = await (await request.get("/cs/blog/autor/jana-novakova")).text();
  expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="[^"]*\/blog\/author\/jana-novakova"/i);
  expect(html).toMatch(/<link rel="alternate" hrefLang="cs" href="[^"]*\/cs\/blog\/autor\/jana-novakova"/i);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/cs\/blog\/autor\/jana-novakova"/);
  expect(html).toContain('"@type":"ProfilePage"');
});

test("an author with no post in the page's language has a page that says so", async ({ page }) => {
  const response = await page.goto("/cs/blog/autor/martin-kral");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ing. Martin Král");
  await expect(page.getByText("V češtině zatím žádné články tohoto autora nevyšly.")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
});

test("a page past the author's last goes to their page; an unknown author is the site's 404", async ({
  page,
}) => {
  await page.goto("/blog/author/tomas-dvorak?page=7");
  await expect(page).toHaveURL("/blog/author/tomas-dvorak");
  await expect(page.getByRole("article").first()).toBeVisible();
  for (const [url, heading] of [
    ["/blog/author/nobody", "Author Not Found"],
    ["/cs/blog/autor/nikdo", "Autor nenalezen"],
  ]) {
    const response = await page.goto(url!);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  }
});

test("no WCAG 2.2 AA violations on an author's page and on Author Not Found", async ({ page }) => {
  for (const url of ["/blog/author/petra-svobodova", "/cs/blog/autor/nikdo"]) {
    await page.goto(url);
    const { violations } = await new AxeBuilder({ page })
      .include("main")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      url,
    ).toEqual([]);
  }
});
