// The contract between the site and a real WordPress (npm run test:wordpress): what WordPress publishes is what
// the site's proxy answers and its pages show; what WordPress keeps back never appears.
import { expect, test } from "@playwright/test";
import type { Post, PostBySlug, PostList } from "../../app/lib/posts";
import {
  acceptCookies,
  fetchList,
  fetchPost,
  imageSource,
  proxyPath,
  textOf,
} from "#tests/support/blog-helpers";
import { byTestId, findAll, readPage } from "#tests/support/page-body";
import { siteUrl, wordpressUrl } from "./ports";
import { CZECH_SLUG, HIDDEN, SPECIAL, UPLOADED_PHOTO } from "./seed-posts";

const api = `${wordpressUrl}/wp-json/wp/v2`;

type WordPressPost = Post & { status: string; link: string; featured_media: number };

/** WordPress's own public answer, as any visitor could read it. */
async function wordpress<T>(route: string): Promise<{ body: T; headers: Headers }> {
  const response = await fetch(`${api}${route}`);
  expect(response.status, route).toBe(200);
  return { body: (await response.json()) as T, headers: response.headers };
}

/** Every post the site lists, page by page, through our own proxy. */
async function everyListedPost(request: Parameters<typeof fetchList>[0]): Promise<Post[]> {
  const first = await fetchList(request, 1);
  const rest = await Promise.all(
    Array.from({ length: first.totalPages - 1 }, (_, i) => fetchList(request, i + 2)),
  );
  return [first, ...rest].flatMap((list) => list.data);
}

test.beforeEach(async ({ page }) => acceptCookies(page));

test("lists: pages of nine, newest first, the same posts and totals as WordPress", async ({ request }) => {
  const { body: published, headers } = await wordpress<WordPressPost[]>("/posts?per_page=100&_embed");
  expect(Number(headers.get("x-wp-total"))).toBe(published.length);
  expect(published.length).toBeGreaterThan(18);
  const pages = Math.ceil(published.length / 9);
  const first = await fetchList(request, 1);
  expect(first.totalPosts).toBe(published.length);
  expect(first.totalPages).toBe(pages);
  expect(first.data).toHaveLength(9);
  const listed = await everyListedPost(request);
  expect(listed.map((post) => post.slug)).toEqual(published.map((post) => post.slug));
  for (const [i, post] of listed.entries()) {
    const original = published[i]!;
    expect(post.id).toBe(original.id);
    expect(post.date).toBe(original.date);
    expect(textOf(post.title.rendered)).toBe(textOf(original.title.rendered));
    expect(post._embedded?.author?.[0]?.name).toBe(original._embedded?.author?.[0]?.name);
    expect(post._embedded?.["wp:featuredmedia"]?.[0]?.source_url).toBe(
      original._embedded?.["wp:featuredmedia"]?.[0]?.source_url,
    );
    expect(post._embedded?.["wp:term"]?.[0]?.map((term) => term.name)).toEqual(
      original._embedded?.["wp:term"]?.[0]?.map((term) => textOf(term.name)),
    );
  }
  // Past the end: an empty page with the real totals.
  const past = (await (
    await request.get(proxyPath(`_embed&per_page=9&page=${pages + 1}`))
  ).json()) as PostList;
  expect(past).toEqual({ data: [], totalPages: pages, totalPosts: published.length });
});

test("the end of every post names the posts WordPress dates just before and after it, and more of its category", async () => {
  test.setTimeout(120_000);
  // Asked of WordPress as the site once asked it for each post; the site now reads its own index (decision 068).
  const { body: published } = await wordpress<WordPressPost[]>("/posts?per_page=100&_embed");
  const link = "&_fields=id,slug,title,date";
  for (const post of published) {
    const date = encodeURIComponent(post.date);
    const category = post._embedded?.["wp:term"]?.[0]?.[0]?.id;
    const [older, newer, sameCategory] = await Promise.all([
      wordpress<WordPressPost[]>(`/posts?before=${date}&per_page=1&exclude=${post.id}${link}`),
      wordpress<WordPressPost[]>(`/posts?after=${date}&per_page=1&order=asc&exclude=${post.id}${link}`),
      category
        ? wordpress<WordPressPost[]>(`/posts?categories=${category}&per_page=5&exclude=${post.id}${link}`)
        : { body: [] },
    ]);
    const [previous, next] = [older.body[0]?.slug, newer.body[0]?.slug];
    const related = sameCategory.body
      .map((other) => other.slug)
      .filter((slug) => slug !== previous && slug !== next)
      .slice(0, 3);
    const { root } = await readPage(siteUrl, `/blog/${post.slug}`);
    // The links under each test id (a previous or next post's link is itself one).
    const hrefs = (id: string) =>
      byTestId(root, id).flatMap((element) => findAll(element, (link) => link.tagName === "a"));
    const slugs = (id: string) => hrefs(id).map((a) => String(a.properties.href).replace("/blog/", ""));
    expect(slugs("prev-post"), post.slug).toEqual(previous ? [previous] : []);
    expect(slugs("next-post"), post.slug).toEqual(next ? [next] : []);
    expect(slugs("related-posts"), post.slug).toEqual(related);
  }
});

test("drafts, pending, scheduled and private posts never appear", async ({ page, request }) => {
  const listed = (await everyListedPost(request)).map((post) => post.slug);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const feed = await (await request.get("/blog/feed.xml")).text();
  for (const slug of Object.values(HIDDEN)) {
    expect(listed).not.toContain(slug);
    const answer = (await (await request.get(proxyPath(`slug=${slug}&_embed`))).json()) as PostBySlug;
    expect(answer.data).toEqual([]);
    expect((await page.goto(`/blog/${slug}`))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post Not Found");
    expect(sitemap).not.toContain(slug);
    expect(feed).not.toContain(slug);
  }
  expect(feed).not.toContain("never on the site");
});

test("a title with quotes, ampersands, dashes and ellipses reads as WordPress renders it", async ({
  page,
  request,
}) => {
  const { body } = await wordpress<WordPressPost[]>("/posts?slug=quotes-ampersands-and-dashes");
  const expected = textOf(body[0]!.title.rendered);
  // WordPress typesets the editor's straight quotes and double hyphen.
  expect(expected).toBe("“Quotes” & ampersands — dashes, ‘apostrophes’ and ellipses… in one title");
  await page.goto("/blog/quotes-ampersands-and-dashes");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected);
  expect(await page.title()).toMatch(new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\| `));
  const feed = await (await request.get("/blog/feed.xml")).text();
  expect(feed).toContain("<title>“Quotes” &amp; ampersands — dashes");
});

test("Czech diacritics in title, author, category and tag; WordPress's slug without accents", async ({
  page,
}) => {
  const response = await page.goto(`/blog/${CZECH_SLUG}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SPECIAL.czech);
  await expect(page.getByTestId("post-meta")).toContainText("Ing. Tomáš Dvořák");
  await expect(page.getByRole("region", { name: "Categories" }).getByRole("listitem")).toHaveText([
    "Výzkum a vývoj",
  ]);
  await expect(page.getByTestId("post-content")).toContainText("ěščřžýáíéúů ĚŠČŘŽÝÁÍÉÚŮ ďťň");
});

test("block-editor content: headings, lists and quotes kept, the file block and its PDF object removed", async ({
  page,
}) => {
  const { body } = await wordpress<WordPressPost[]>("/posts?slug=block-editor-protocol");
  // WordPress really sends the embedded PDF and the download block...
  expect(body[0]!.content.rendered).toContain("<object");
  expect(body[0]!.content.rendered).toContain("wp-block-file");
  await page.goto("/blog/block-editor-protocol");
  const content = page.getByTestId("post-content");
  await expect(content.getByRole("heading", { name: "Before you start", level: 2 })).toBeVisible();
  await expect(content.getByRole("listitem")).toHaveCount(2);
  await expect(content.locator("blockquote")).toContainText("Measure twice, spin once.");
  await expect(content).toContainText("The paragraph after the file block is still part of the post.");
  // ...and the site shows neither: the research document viewer is the post's one PDF.
  await expect(content.locator("object, embed, iframe, .wp-block-file")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Research Document", level: 2 })).toBeVisible();
});

test("a post without a featured image, and one without categories", async ({ page, request }) => {
  const bare = await fetchPost(request, "a-note-without-a-picture");
  expect(bare?._embedded?.["wp:featuredmedia"]).toBeUndefined();
  await page.goto("/blog/a-note-without-a-picture");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SPECIAL.noImage);
  await expect(page.locator("article header + div > img")).toHaveCount(0);
  // WordPress files a post without categories under its default one.
  await page.goto("/blog/filed-under-nothing");
  await expect(page.getByRole("region", { name: "Categories" }).getByRole("listitem")).toHaveText([
    "Uncategorized",
  ]);
});

test("a self-hosted WordPress sends no jetpack_featured_media_url; the cover comes from _embed", async ({
  page,
}) => {
  const { body } = await wordpress<(WordPressPost & Record<string, unknown>)[]>(
    "/posts?slug=block-editor-protocol&_embed",
  );
  expect(body[0]).not.toHaveProperty("jetpack_featured_media_url");
  const media = body[0]!._embedded!["wp:featuredmedia"]![0]!;
  const src = media.source_url;
  expect(src.startsWith(`${wordpressUrl}/wp-content/uploads/`)).toBe(true);
  await page.goto("/blog/block-editor-protocol");
  expect(imageSource(await page.locator("article img").first().getAttribute("src"))).toBe(src);
  await expect(page.locator("article img").first()).toHaveAttribute("alt", media.alt_text ?? "");
  // The browser loads it from the site's image endpoint, which reads it from WordPress.
  await expect
    .poll(() =>
      page
        .locator("article img")
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
});

test("a photograph uploaded to the media library reaches readers through the site's image endpoint", async ({
  page,
}) => {
  const { body } = await wordpress<WordPressPost[]>("/posts?slug=block-editor-protocol");
  const stem = UPLOADED_PHOTO.file.replace(/\.jpg$/, "");
  expect(body[0]!.content.rendered).toMatch(new RegExp(`${wordpressUrl}/wp-content/uploads/[^"]*${stem}`));
  const fromWordPress: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(wordpressUrl)) fromWordPress.push(request.url());
  });
  await page.goto("/blog/block-editor-protocol");
  const photo = page.getByTestId("post-content").getByRole("img", { name: UPLOADED_PHOTO.alt });
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(imageSource(await photo.getAttribute("src"))).toMatch(
    new RegExp(`^${wordpressUrl}/wp-content/uploads/.*${stem}`),
  );
  await expect(photo).toHaveAttribute("srcset", /^\/image\?v=1&w=360&src=\S+ 360w, /);
  await expect(photo).toHaveAttribute("sizes", /calc\(100vw - 32px\)/);
  expect(fromWordPress).toEqual([]);
});

test("an author's page: the WordPress user's name and biography, and their posts as WordPress lists them", async ({
  page,
}) => {
  const { body: users } =
    await wordpress<{ id: number; name: string; description: string }[]>("/users?slug=jana-novakova");
  expect(users).toHaveLength(1);
  const { body: theirs, headers } = await wordpress<WordPressPost[]>(
    `/posts?author=${users[0]!.id}&per_page=9`,
  );
  await page.goto("/blog/reading-a-release-curve");
  await page.getByTestId("post-meta").getByRole("link", { name: users[0]!.name }).click();
  await expect(page).toHaveURL("/blog/author/jana-novakova");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(users[0]!.name);
  await expect(page.getByTestId("author-profile")).toContainText(users[0]!.description);
  const cards = page.getByRole("region", { name: `Posts by ${users[0]!.name}` }).getByRole("article");
  await expect(cards).toHaveCount(theirs.length);
  for (const [i, post] of theirs.entries())
    await expect(cards.nth(i).getByRole("link")).toHaveText(textOf(post.title.rendered));
  expect(Number(headers.get("x-wp-total"))).toBeGreaterThan(0);
  const missing = await page.goto("/blog/author/nobody-at-all");
  expect(missing?.status()).toBe(404);
});
