import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import {
  acceptCookies,
  expectedDate,
  featuredSrc,
  fetchList,
  holdRequests,
  imageSource,
  textOf,
} from "#tests/support/blog-helpers";

const SUBTITLE = "Insights, innovations, and breakthroughs in nanofiber technology and biomaterials science";
const DATE =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/;

test.beforeEach(async ({ page }) => acceptCookies(page));

test("the first byte carries the whole first page of posts", async ({ request }) => {
  const response = await request.get("/blog");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("<h1");
  expect(html).toContain(SUBTITLE);
  expect(html.match(/data-testid="post-card"/g)).toHaveLength(9);
  expect(html).not.toContain('data-testid="post-card-skeleton"');
});

test("list pages and the home page send the posts' cards, not their bodies", async ({ request }) => {
  const { data: posts } = await fetchList(request, 1);
  // For each post, words of its body that its excerpt and title do not have: only a whole post could carry them.
  // Letters and spaces only, which read the same in the page's HTML and in its escaped script data. Some posts
  // (a body that is one short paragraph, or only a file) have no such words.
  const bodyOnlyWords = posts
    .map((post) => {
      const shown = post.excerpt.rendered + post.title.rendered;
      const runs = post.content.rendered.replace(/<[^>]+>/g, " ").match(/[A-Za-z][A-Za-z ]{29,}/g) ?? [];
      return runs.find((words) => !shown.includes(words.trim()));
    })
    .filter((words) => words !== undefined);
  expect(bodyOnlyWords.length).toBeGreaterThanOrEqual(3);
  for (const path of ["/blog", "/"]) {
    const html = await (await request.get(path)).text();
    expect(html).toContain(`/blog/${posts[0]!.slug}`);
    for (const words of bodyOnlyWords) expect(html).not.toContain(words.trim());
  }
});

test("hero, nine cards and pagination on page 1", async ({ page, request }) => {
  const list = await fetchList(request, 1);
  expect(list.totalPages).toBeGreaterThan(1);
  const proxyCalls: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes("/api/wordpress")) proxyCalls.push(req.url());
  });
  await page.goto("/blog");
  await expect(page).toHaveTitle(/^Research Blog \| /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Research Blog");
  await expect(page.getByText(SUBTITLE, { exact: true })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(9);
  const pagination = page.getByRole("navigation", { name: "Blog pages" });
  await expect(pagination.getByText(`Page 1 of ${list.totalPages}`, { exact: true })).toBeVisible();
  await expect(pagination.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(pagination.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/blog?page=2");
  // The browser takes over the server's posts: it does not fetch them again.
  await page.waitForLoadState("networkidle");
  expect(proxyCalls).toEqual([]);
});

test("cards show link, image, clamped title, date • author and clamped excerpt", async ({
  page,
  request,
}) => {
  const { data: posts } = await fetchList(request, 1);
  await page.goto("/blog");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(posts.length);
  for (const [i, post] of posts.entries()) {
    const card = cards.nth(i);
    const link = card.getByRole("link");
    await expect(link).toHaveAttribute("href", `/blog/${post.slug}`);
    await expect(link).toHaveText(textOf(post.title.rendered));
    await expect(card.getByRole("heading")).toHaveClass(/\bline-clamp-2\b/);
    await expect(card.getByTestId("post-excerpt")).toHaveClass(/\bline-clamp-3\b/);
    await expect(card.getByTestId("post-excerpt")).toHaveText(
      textOf(post.excerpt.rendered).replace(/\s+/g, " "),
    );
    const author = post._embedded?.author?.[0]?.name;
    const meta = `${expectedDate(post.date)}${author ? ` • ${author}` : ""}`;
    await expect(card.getByTestId("post-meta")).toHaveText(meta);
    const src = featuredSrc(post);
    const img = card.locator("img");
    if (src) {
      expect(imageSource(await img.getAttribute("src"))).toBe(src);
      await expect(img).toHaveAttribute("width", /^\d+$/);
      await expect(img).toHaveAttribute("height", /^\d+$/);
      await expect(img).toHaveAttribute("loading", i < 3 ? "eager" : "lazy");
    } else {
      await expect(img).toHaveCount(0);
    }
  }
  await expect(cards.first().getByTestId("post-meta")).toHaveText(DATE);
  // The whole card is one link: clicking its excerpt opens the post.
  await cards.nth(1).scrollIntoViewIfNeeded();
  const excerpt = (await cards.nth(1).getByTestId("post-excerpt").boundingBox())!;
  await page.mouse.click(excerpt.x + excerpt.width / 2, excerpt.y + excerpt.height / 2);
  await expect(page).toHaveURL(`/blog/${posts[1]!.slug}`);
});

for (const [width, height] of [
  [375, 667],
  [1280, 800],
] as const)
  test(`at ${width} x ${height} the first screen shows a post's title whole`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto("/blog");
    await expect(page.getByTestId("post-card").first().getByRole("heading")).toBeInViewport({ ratio: 1 });
  });

test("pagination forwards and back, with the page in the URL", async ({ page, request }) => {
  const [first, second] = await Promise.all([fetchList(request, 1), fetchList(request, 2)]);
  const last = first.totalPages;
  await page.goto("/blog");
  const pagination = page.getByRole("navigation", { name: "Blog pages" });
  await pagination.getByRole("link", { name: "Next" }).scrollIntoViewIfNeeded();
  await pagination.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL("/blog?page=2");
  await expect(pagination.getByText(`Page 2 of ${last}`, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole("article").first().getByRole("link")).toHaveText(
    textOf(second.data[0]!.title.rendered),
  );
  await expect(page.getByRole("article")).toHaveCount(second.data.length);
  await expect(pagination.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/blog");
  if (last === 2) await expect(pagination.getByRole("button", { name: "Next" })).toBeDisabled();

  await page.goBack();
  await expect(page).toHaveURL("/blog");
  await expect(pagination.getByText(`Page 1 of ${last}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("article").first().getByRole("link")).toHaveText(
    textOf(first.data[0]!.title.rendered),
  );
  await expect(pagination.getByRole("button", { name: "Previous" })).toBeDisabled();

  await page.goForward();
  await expect(page).toHaveURL("/blog?page=2");
  await expect(pagination.getByText(`Page 2 of ${last}`, { exact: true })).toBeVisible();
  await pagination.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL("/blog");
  await expect(page.getByRole("article")).toHaveCount(9);
});

test("the last page disables Next", async ({ page, request }) => {
  const { totalPages } = await fetchList(request, 1);
  await page.goto(`/blog?page=${totalPages}`);
  const pagination = page.getByRole("navigation", { name: "Blog pages" });
  await expect(pagination.getByText(`Page ${totalPages} of ${totalPages}`, { exact: true })).toBeVisible();
  await expect(pagination.getByRole("button", { name: "Next" })).toBeDisabled();
  await expect(pagination.getByRole("link", { name: "Previous" })).toBeEnabled();
});

test("six skeleton cards of a real card's size while posts load, then the cards", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const release = await holdRequests(page, /\/api\/wordpress\?/);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL("/blog");
  const skeletons = page.getByTestId("post-card-skeleton");
  await expect(skeletons).toHaveCount(6);
  await expect(page.getByRole("article")).toHaveCount(0);
  const skeletonBox = await skeletons.first().boundingBox();
  release();
  await expect(page.getByRole("article")).toHaveCount(9);
  await expect(skeletons).toHaveCount(0);
  const cardBox = await page.getByRole("article").first().boundingBox();
  expect(Math.abs(cardBox!.height - skeletonBox!.height)).toBeLessThanOrEqual(1);
  expect(Math.abs(cardBox!.width - skeletonBox!.width)).toBeLessThanOrEqual(1);
});

for (const [width, columns] of [
  [375, 1],
  [768, 2],
  [1280, 3],
] as const) {
  test(`${columns} column(s) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/blog");
    const lefts = new Set<number>();
    for (const card of (await page.getByRole("article").all()).slice(0, 4)) {
      lefts.add(Math.round((await card.boundingBox())!.x));
    }
    expect(lefts.size).toBe(columns);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test("page numbers that are not pages lead to a real page", async ({ page, request }) => {
  const { totalPages } = await fetchList(request, 1);
  for (const bad of ["abc", "0", "-1", "1.5"]) {
    await page.goto(`/blog?page=${bad}`);
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("article")).toHaveCount(9);
  }
  await page.goto("/blog?page=999");
  await expect(page).toHaveURL(`/blog?page=${totalPages}`);
  await expect(page.getByText(`Page ${totalPages} of ${totalPages}`, { exact: true })).toBeVisible();
});

test("no WCAG 2.2 AA violations on the list, at phone and desktop width", async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/blog");
    await expect(page.getByRole("article")).toHaveCount(9);
    const { violations } = await new AxeBuilder({ page })
      .include("main")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
      [],
    );
  }
});
