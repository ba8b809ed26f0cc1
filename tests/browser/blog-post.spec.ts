import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import type { Post } from "../../app/lib/posts";
import {
  acceptCookies,
  expectedDate,
  featuredSrc,
  imageSource,
  fetchList,
  fetchPost,
  holdRequests,
  scrollThrough,
  textOf,
} from "#tests/support/blog-helpers";
import { openPage } from "./accessibility-helpers";

test.beforeEach(async ({ page }) => acceptCookies(page));

/** A post with an author, a featured image and categories, so every part of the page is tested. */
async function richPost(request: Parameters<typeof fetchList>[0]): Promise<Post> {
  const { data } = await fetchList(request, 1);
  const post = data.find(
    (p) =>
      p._embedded?.author?.[0]?.name && featuredSrc(p) && (p._embedded?.["wp:term"]?.[0]?.length ?? 0) > 0,
  );
  if (!post) throw new Error("no post on page 1 has an author, an image and categories");
  return (await fetchPost(request, post.slug))!;
}

test("a post: title, date, author, image, content, research document, categories", async ({
  page,
  request,
}) => {
  const post = await richPost(request);
  const proxyCalls: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes("/api/wordpress")) proxyCalls.push(req.url());
  });
  const response = await page.goto(`/blog/${post.slug}`);
  expect(response?.status()).toBe(200);
  const title = textOf(post.title.rendered);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\| `));
  const author = post._embedded!.author![0]!.name;
  await expect(page.getByTestId("post-meta")).toHaveText(`${expectedDate(post.date)} • ${author}`);
  expect(imageSource(await page.locator("article img").first().getAttribute("src"))).toBe(featuredSrc(post));
  const content = page.getByTestId("post-content");
  await expect(content.locator("p").first()).toBeVisible();
  expect((await content.innerText()).length).toBeGreaterThan(200);
  await expect(page.getByRole("heading", { name: "Research Document", level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Categories", level: 2 })).toBeVisible();
  const names = post._embedded!["wp:term"]![0]!.map((term) => term.name);
  await expect(page.getByRole("region", { name: "Categories" }).getByRole("listitem")).toHaveText(names);
  await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
  await page.waitForLoadState("networkidle");
  expect(proxyCalls).toEqual([]);
  await page.getByRole("link", { name: "Back to Blog" }).click();
  await expect(page).toHaveURL("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Research Blog");
});

test("a navigation to another post shows its article, and back to the first one shows the first again", async ({
  page,
  request,
}) => {
  // The page's data carries no body: the first post's comes from its markup, the other's from the proxy.
  const { data } = await fetchList(request, 1);
  const [first, second] = [
    (await fetchPost(request, data[0]!.slug))!,
    (await fetchPost(request, data[1]!.slug))!,
  ];
  const opening = (post: Post) => textOf(post.content.rendered).trim().slice(0, 60);
  await page.goto(`/blog/${first.slug}`);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const content = page.getByTestId("post-content");
  await expect(content).toContainText(opening(first));
  const readingTime = await page.getByTestId("reading-time").textContent();
  await page.getByRole("link", { name: "Back to Blog" }).click();
  await page.locator(`main a[href="/blog/${second.slug}"]`).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(textOf(second.title.rendered));
  await expect(content).toContainText(opening(second));
  await page.getByRole("link", { name: "Back to Blog" }).click();
  await page.locator(`main a[href="/blog/${first.slug}"]`).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(textOf(first.title.rendered));
  await expect(content).toContainText(opening(first));
  // Counted from the body read back from the first page's markup: the same as the server counted.
  await expect(page.getByTestId("reading-time")).toHaveText(readingTime!);
});

test("search engines and link previews get the post's meta data", async ({ page, request }) => {
  const post = await richPost(request);
  await page.goto(`/blog/${post.slug}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  // The post's own card, never its featured image itself; the cover is named in JSON-LD beside it.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    new URL(`/social/blog/${post.slug}.png`, page.url()).href,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\w{3,}/);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld["@type"]).toBe("BlogPosting");
  expect(ld.headline).toBe(textOf(post.title.rendered));
  expect(ld.author.name).toBe(post._embedded!.author![0]!.name);
  expect(ld.image[0]).toMatch(new RegExp(`^${new URL(page.url()).origin}/`));
  expect(new URL(imageSource(ld.image[0])!, page.url()).href).toBe(
    new URL(featuredSrc(post)!, page.url()).href,
  );
});

test("an unknown post answers 404 with Post Not Found and a way back", async ({ page }) => {
  const response = await page.goto("/blog/no-such-post-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post Not Found");
  await expect(
    page.getByText("The blog post you're looking for doesn't exist.", { exact: true }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Return to Blog" }).click();
  await expect(page).toHaveURL("/blog");
  await expect(page.getByRole("article")).toHaveCount(9);
});

test("opening a post from the list shows skeletons, then the post", async ({ page, request }) => {
  const { data } = await fetchList(request, 1);
  const post = data[2]!;
  await page.goto("/blog");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const release = await holdRequests(page, /\/api\/wordpress\?/);
  await page.getByRole("article").nth(2).getByRole("link").click();
  await expect(page).toHaveURL(`/blog/${post.slug}`);
  await expect(page.getByTestId("post-skeleton")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(textOf(post.title.rendered));
  await expect(page.getByTestId("post-skeleton")).toHaveCount(0);
  await expect(page).toHaveTitle(
    new RegExp(
      `^${textOf(post.title.rendered)
        .slice(0, 20)
        .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
    ),
  );
});

test("no request leaves our origin on /, /blog and a post", async ({ page, request }) => {
  const post = await richPost(request);
  const baseURL = test.info().project.use.baseURL!;
  // Against a real WordPress (npm run test:wordpress) too: its pictures come through our image endpoint.
  const foreign: string[] = [];
  page.on("request", (req) => {
    const url = req.url();
    if (!url.startsWith(`${baseURL}/`) && !url.startsWith("data:") && !url.startsWith("blob:"))
      foreign.push(url);
  });
  for (const path of ["/", "/blog", `/blog/${post.slug}`]) {
    await openPage(page, path);
    await scrollThrough(page);
    await page.waitForLoadState("networkidle");
  }
  await expect(page.getByText(/^Page 1 of \d+$/).last()).toBeVisible();
  expect(foreign).toEqual([]);
});

test("no WCAG 2.2 AA violations on a post with its document, and on Post Not Found", async ({
  page,
  request,
}) => {
  const post = await richPost(request);
  for (const path of [`/blog/${post.slug}`, "/blog/no-such-post-here"]) {
    await openPage(page, path);
    await scrollThrough(page);
    if (path !== "/blog/no-such-post-here") await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .include("main")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
      [],
    );
  }
});
