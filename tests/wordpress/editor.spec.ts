// The editor's workflow on a real WordPress with the site connector plugin (wordpress/site-connector.php):
// what is published, changed or withdrawn in WordPress shows on the site at once, although every page was
// already kept for five minutes; Preview in WordPress opens the draft on the site; an SEO plugin's values reach
// the post page.
import http, { type IncomingHttpHeaders } from "node:http";
import { expect, type APIRequestContext, test } from "@playwright/test";
import { sign } from "~/server/changes/changes.server";
import { acceptCookies, LIST_PARAMS, proxyPath } from "#tests/support/blog-helpers";
import { secondInstanceUrl, siteUrl, wordpressUrl } from "./ports";
import { SEO_HEAD } from "./seed-posts";
import { restClient } from "./seed";

const rest = restClient({
  apiUrl: `${wordpressUrl}/wp-json/wp/v2`,
  user: process.env.E2E_WORDPRESS_USER!,
  appPassword: process.env.E2E_WORDPRESS_APP_PASSWORD!,
});
const SECRET = process.env.E2E_REVALIDATE_SECRET!;

/** Pages and answers that show a new post; each is asked twice so the site keeps it before WordPress changes. */
const SHOWING = [
  "/",
  "/blog",
  "/blog/category/research",
  "/blog/feed.xml",
  "/sitemap.xml",
  proxyPath(LIST_PARAMS(1)),
];

async function warm(request: APIRequestContext, paths: string[]) {
  for (const path of paths) {
    expect((await request.get(path)).status(), path).toBe(200);
    await request.get(path);
  }
}

const text = async (request: APIRequestContext, path: string) => (await request.get(path)).text();

test.beforeEach(async ({ page }) => acceptCookies(page));

test("publish, update, unpublish and trash in WordPress: the site shows each at once", async ({
  page,
  request,
}) => {
  const [research] = await rest<{ id: number }[]>("GET", "/categories?slug=research");
  const title = "Fresh from WordPress: published a moment ago";
  await warm(request, SHOWING);
  for (const path of SHOWING) expect(await text(request, path)).not.toContain("Fresh from WordPress");

  const post = await rest<{ id: number; slug: string }>("POST", "/posts", {
    title,
    status: "publish",
    content: "<p>Written in WordPress and published; readers see it within seconds.</p>",
    categories: [research!.id],
  });
  // Every kept answer that can show the post was dropped: each shows it now, not in five minutes.
  for (const path of SHOWING)
    await expect.poll(() => text(request, path), { message: path }).toContain(post.slug);
  await page.goto("/blog");
  await expect(page.getByRole("article").first().getByRole("link")).toHaveText(title);
  await page.goto("/");
  await expect(page.getByRole("link", { name: title })).toBeVisible();

  await warm(request, [`/blog/${post.slug}`]);
  await rest("POST", `/posts/${post.id}`, { title: "Fresh from WordPress, corrected" });
  await expect.poll(() => text(request, `/blog/${post.slug}`)).toContain("Fresh from WordPress, corrected");
  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fresh from WordPress, corrected");

  // A new slug: the old address leads to the new one at once (WordPress's old-slug record, through the site
  // connector), and the new one works.
  await warm(request, [`/blog/${post.slug}`, "/sitemap.xml"]);
  const renamed = `${post.slug}-renamed`;
  await rest("POST", `/posts/${post.id}`, { slug: renamed });
  await expect
    .poll(async () => (await request.get(`/blog/${post.slug}`, { maxRedirects: 0 })).status())
    .toBe(301);
  const moved = await request.get(`/blog/${post.slug}`, { maxRedirects: 0 });
  expect(new URL(moved.headers()["location"]!, "http://site").pathname).toBe(`/blog/${renamed}`);
  expect((await request.get(`/blog/${renamed}`)).status()).toBe(200);
  expect(await text(request, "/sitemap.xml")).toContain(`/blog/${renamed}<`);

  await warm(request, [`/blog/${renamed}`, "/blog"]);
  await rest("POST", `/posts/${post.id}`, { status: "draft" });
  await expect.poll(async () => (await request.get(`/blog/${renamed}`)).status()).toBe(404);
  expect(await text(request, "/blog")).not.toContain(renamed);
  expect(await text(request, "/sitemap.xml")).not.toContain(renamed);

  await rest("POST", `/posts/${post.id}`, { status: "publish" });
  await expect.poll(async () => (await request.get(`/blog/${renamed}`)).status()).toBe(200);
  // Everything that shows the post, as pages and as the data a client navigation fetches, and its card.
  const showingPost = [
    `/blog/${renamed}`,
    `/blog/${renamed}.data`,
    `/social/blog/${renamed}.png`,
    "/_root.data",
    "/blog.data",
    "/blog/category/research.data",
    "/blog/feed.xml",
  ];
  await warm(request, showingPost);
  for (const path of ["/_root.data", "/blog.data", "/blog/category/research.data"])
    expect(await text(request, path), path).toContain(renamed);
  await rest("DELETE", `/posts/${post.id}`); // to the trash
  await expect.poll(async () => (await request.get(`/blog/${renamed}`)).status()).toBe(404);
  expect((await request.get(`/blog/${renamed}.data`)).status()).toBe(404);
  expect((await request.get(`/social/blog/${renamed}.png`)).status()).toBe(404);
  for (const path of ["/_root.data", "/blog.data", "/blog/category/research.data", "/blog/feed.xml"])
    expect(await text(request, path), path).not.toContain(renamed);
  await rest("DELETE", `/posts/${post.id}?force=true`);
});

test("a revalidation without a valid, recent signature is refused", async ({ request }) => {
  const body = JSON.stringify({ event: "update", id: 1, slugs: ["a-very-long-title"] });
  const now = Math.floor(Date.now() / 1000);
  const post = (timestamp: number, signature: string) =>
    request.post("/api/revalidate", {
      data: body,
      headers: {
        "Content-Type": "application/json",
        "X-Revalidate-Timestamp": String(timestamp),
        "X-Revalidate-Signature": signature,
      },
    });
  expect((await request.post("/api/revalidate", { data: body })).status()).toBe(401);
  expect((await post(now, `sha256=${sign("wrong".repeat(8), `${now}.${body}`)}`)).status()).toBe(401);
  // A request recorded ten minutes ago and sent again: a replay.
  expect((await post(now - 600, `sha256=${sign(SECRET, `${now - 600}.${body}`)}`)).status()).toBe(401);
  const good = await post(now, `sha256=${sign(SECRET, `${now}.${body}`)}`);
  expect(good.status()).toBe(200);
  expect(await good.json()).toMatchObject({ revalidated: true, slugs: ["a-very-long-title"] });
});

test("Preview in WordPress opens the draft on the site, private and unindexed", async ({ page, request }) => {
  const draft = await rest<{ id: number }>("POST", "/posts", {
    title: "A draft nobody else may see",
    status: "draft",
    content: "<p>First words of a draft.</p>",
  });
  // What the block editor does when the editor clicks Preview: save an autosave, open its preview_link.
  const autosave = await rest<{ preview_link: string }>("POST", `/posts/${draft.id}/autosaves`, {
    title: "A draft, as the editor sees it now",
    content: "<p>The editor's latest words, not yet published.</p>",
  });
  expect(autosave.preview_link.startsWith(`${siteUrl}/blog/preview/${draft.id}?`)).toBe(true);

  const response = await page.goto(autosave.preview_link);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByTestId("preview-note")).toHaveText(
    "Preview: this is how the post will look. It is not published yet.",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A draft, as the editor sees it now");
  await expect(page.getByTestId("post-content")).toHaveText("The editor’s latest words, not yet published.");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  // Never kept: a second request is made again, and the draft is not among the posts.
  const again = await request.get(autosave.preview_link);
  expect(again.headers()["cache-control"]).toBe("private, no-store");
  expect(again.headers().etag).toBeUndefined();
  expect(await text(request, "/blog")).not.toContain("A draft");

  // A published post with unsaved changes: the preview shows the changes, the post itself does not.
  const published = await rest<{ id: number; slug: string }>("POST", "/posts", {
    title: "Published, with changes pending",
    status: "publish",
    content: "<p>What readers see.</p>",
  });
  const pending = await rest<{ preview_link: string }>("POST", `/posts/${published.id}/autosaves`, {
    title: "Published, with changes pending (edited)",
    content: "<p>What the editor is still writing.</p>",
  });
  await page.goto(pending.preview_link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Published, with changes pending (edited)",
  );
  await page.goto(`/blog/${published.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Published, with changes pending");

  // A wrong or expired token: 404.
  const link = new URL(autosave.preview_link);
  link.searchParams.set("token", "0".repeat(64));
  expect((await request.get(link.pathname + link.search)).status()).toBe(404);
  const expired = Math.floor(Date.now() / 1000) - 60;
  const old = `/blog/preview/${draft.id}?expires=${expired}&token=${sign(SECRET, `preview:${draft.id}:${expired}`)}`;
  const refused = await page.goto(old);
  expect(refused?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post Not Found");

  for (const id of [draft.id, published.id]) await rest("DELETE", `/posts/${id}?force=true`);
});

test("an SEO plugin's title and descriptions, with the canonical address and social card of our site", async ({
  page,
}) => {
  const [post] = await rest<{ yoast_head_json: { og_image: { url: string }[]; canonical: string } }[]>(
    "GET",
    "/posts?slug=a-very-long-title",
  );
  // WordPress really sends them (the SEO plugin stand-in answers as Yoast SEO does).
  expect(post!.yoast_head_json.canonical.startsWith(wordpressUrl)).toBe(true);
  await page.goto("/blog/a-very-long-title");
  await expect(page).toHaveTitle(SEO_HEAD.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", SEO_HEAD.description);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", SEO_HEAD.og_title);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
    "content",
    SEO_HEAD.og_description,
  );
  await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute("content", SEO_HEAD.og_title);
  // Yoast's image (here the featured image) is what link previews show, made 1200x630 by the image endpoint.
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(image).toMatch(new RegExp(`^${siteUrl}/image\\?v=1&fit=social&src=`));
  expect(new URL(image!).searchParams.get("src")).toMatch(
    /\/wp-content\/uploads\/.*scaling-up-electrospinning/,
  );
  await expect(page.locator('meta[property="og:image:type"]')).toHaveAttribute("content", "image/jpeg");
  const card = await page.request.get(image!);
  expect(card.headers()["content-type"]).toBe("image/jpeg");
  // Yoast's canonical names WordPress's own address; ours names the page readers are on.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${siteUrl}/blog/a-very-long-title`,
  );
  // Posts without SEO plugin data keep the site's own title.
  await page.goto("/blog/a-note-without-a-picture");
  await expect(page).toHaveTitle("A short note without a picture | Example Biomaterials");
});

test("every instance named in SITE_REVALIDATE_URLS is told of a change, each with a signed request", async () => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const instance = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      if (req.method === "POST" && req.url === "/api/revalidate")
        received.push({ headers: req.headers, body });
      res.end("{}");
    });
  });
  await new Promise<void>((resolve) =>
    instance.listen(Number(new URL(secondInstanceUrl).port), "127.0.0.1", resolve),
  );
  try {
    const post = await rest<{ id: number; slug: string }>("POST", "/posts", {
      title: "Told to every instance",
      status: "publish",
      content: "<p>Both instances drop their copies.</p>",
    });
    await expect.poll(() => received.length).toBeGreaterThan(0);
    const { headers, body } = received[0]!;
    expect(JSON.parse(body)).toMatchObject({ event: "publish", id: post.id, slugs: [post.slug] });
    expect(headers["x-revalidate-signature"]).toBe(
      `sha256=${sign(SECRET, `${headers["x-revalidate-timestamp"]}.${body}`)}`,
    );
    // The site itself was told too: the new post is on its list at once.
    await expect.poll(async () => (await fetch(`${siteUrl}/blog`)).text()).toContain(post.slug);
    await rest("DELETE", `/posts/${post.id}?force=true`);
  } finally {
    await new Promise((resolve) => instance.close(resolve));
  }
});

test("a preview link is signed only for a user who may edit the post", async () => {
  const draft = await rest<{ id: number }>("POST", "/posts", {
    title: "Someone else's draft",
    status: "draft",
    content: "<p>Not for every user.</p>",
  });
  const login = `author-${Date.now()}`;
  const author = await rest<{ id: number }>("POST", "/users", {
    username: login,
    email: `${login}@example.com`,
    password: `${login}-password`,
    roles: ["author"],
  });
  const { password } = await rest<{ password: string }>("POST", `/users/${author.id}/application-passwords`, {
    name: "tests",
  });
  const testApi = `${wordpressUrl}/wp-json/site-test/v1`;
  const asAdmin = restClient({
    apiUrl: testApi,
    user: process.env.E2E_WORDPRESS_USER!,
    appPassword: process.env.E2E_WORDPRESS_APP_PASSWORD!,
  });
  const asAuthor = restClient({ apiUrl: testApi, user: login, appPassword: password });
  const route = `/preview-link/${draft.id}`;
  expect((await asAdmin<{ link: string }>("GET", route)).link).toMatch(
    new RegExp(`^${siteUrl}/blog/preview/${draft.id}\\?expires=\\d+&token=[0-9a-f]{64}$`),
  );
  // An author may not edit another's post: WordPress's own link, which WordPress itself guards.
  const theirs = (await asAuthor<{ link: string }>("GET", route)).link;
  expect(theirs.startsWith(wordpressUrl)).toBe(true);
  expect(theirs).not.toContain("token=");
  await rest("DELETE", `/posts/${draft.id}?force=true`);
  await rest("DELETE", `/users/${author.id}?force=true&reassign=1`);
});
