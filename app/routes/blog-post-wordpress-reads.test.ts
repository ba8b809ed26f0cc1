// What a cold post costs WordPress: the whole site in this process reading a fake WordPress over HTTP. Each post
// is asked for once by its slug (author, categories and cover embedded); the posts around it come from the
// blog's index, read once for every post. The visitor still sees all of it, and a change notice still shows
// what changed.
import type { Element } from "hast";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sendChangeNotice } from "#tests/support/change-notice";
import { type FakeWordPress, fixturePosts, startFakeWordPress } from "#tests/support/fake-wordpress";
import type { RawPost } from "#tests/support/fake-wordpress-fixtures";
import { type InProcessSite, startInProcessSite } from "#tests/support/in-process-site";
import { byTestId, findAll, readPage, textOf } from "#tests/support/page-body";

const SECRET = "r".repeat(48);
let wp: FakeWordPress;
/** The fake's posts, newest first: a test may add one, as an editor publishes it. */
let posts: RawPost[];
let site: InProcessSite;
/** Without the response cache, so every request renders and the posts cache alone decides what is asked. */
let uncached: InProcessSite;

beforeAll(async () => {
  wp = await startFakeWordPress({ posts: (origin) => (posts = fixturePosts(origin)) });
  const env = { WORDPRESS_API_URL: wp.apiUrl, UPSTREAM_REQUESTS_PER_MINUTE: "0" };
  site = await startInProcessSite(env);
  uncached = await startInProcessSite({ ...env, RESPONSE_CACHE_MB: "0", REVALIDATE_SECRET: SECRET });
}, 60_000);
afterAll(async () => {
  await Promise.all([site?.stop(), uncached?.stop()]);
  await wp?.stop();
});

type Embedded = { author?: { name?: unknown }[]; "wp:term"?: { id: number; name: string }[][] };
const embedded = (post: RawPost) => (post._embedded ?? {}) as Embedded;
const categoryOf = (post: RawPost | undefined) => (post?.categories as number[] | undefined)?.[0];
const hrefs = (elements: Element[]) => elements.map((element) => String(element.properties.href));

/** What WordPress's own questions say the end of the post at `i` shows. */
function expectedAround(i: number) {
  const previous = posts[i + 1];
  const next = posts[i - 1];
  // The post's first category as it shows it; the others are WordPress's posts in that category.
  const category = embedded(posts[i]!)["wp:term"]?.[0]?.[0]?.id;
  const related = posts
    .filter((other, j) => j !== i && category !== undefined && categoryOf(other) === category)
    .slice(0, 5)
    .filter((other) => other !== previous && other !== next)
    .slice(0, 3);
  return { previous, next, related };
}

it("twenty cold posts cost WordPress one request each and one for the blog's index, all of each still shown", async () => {
  expect((await fetch(`${site.url}/products`)).status).toBe(200); // the footer's menus are kept
  wp.clearRequests();
  for (const [i, post] of posts.slice(0, 20).entries()) {
    const { status, root } = await readPage(site.url, `/blog/${post.slug}`);
    expect(status, post.slug).toBe(200);
    const author = embedded(post).author?.[0]?.name;
    if (typeof author === "string") expect(textOf(byTestId(root, "post-meta")[0]!)).toContain(author);
    const categories = findAll(
      root,
      (element) => String(element.properties.ariaLabelledBy) === "post-categories",
    );
    const names = (embedded(post)["wp:term"]?.[0] ?? []).map((term) => term.name);
    expect(categories, post.slug).toHaveLength(names.length > 0 ? 1 : 0);
    for (const name of names) expect(textOf(categories[0]!)).toContain(name);
    const { previous, next, related } = expectedAround(i);
    expect(hrefs(byTestId(root, "prev-post")), post.slug).toEqual(previous ? [`/blog/${previous.slug}`] : []);
    expect(hrefs(byTestId(root, "next-post")), post.slug).toEqual(next ? [`/blog/${next.slug}`] : []);
    const shown = byTestId(root, "related-posts").flatMap((list) =>
      findAll(list, (element) => element.tagName === "a"),
    );
    expect(hrefs(shown), post.slug).toEqual(related.map((other) => `/blog/${other.slug}`));
  }
  const bySlug = wp.requests.filter((request) => /[?&]slug=/.test(request));
  expect(bySlug).toHaveLength(20);
  expect(wp.requests.filter((request) => !bySlug.includes(request))).toEqual([
    expect.stringMatching(/^\/wp-json\/wp\/v2\/posts\?per_page=100&lang=en&_fields=/),
  ]);
  expect(wp.requests.length / 20).toBeLessThanOrEqual(2);
});

it("after a change notice the end of a post names the post WordPress published since", async () => {
  const newest = posts[0]!;
  const before = await readPage(uncached.url, `/blog/${newest.slug}`);
  expect(byTestId(before.root, "next-post")).toEqual([]);
  posts.unshift({
    ...newest,
    id: 999,
    slug: "published-since",
    date: "2025-07-15T09:30:00",
    title: { rendered: "Published since" },
  });
  try {
    const notice = JSON.stringify({ event: "publish", id: 999, slugs: ["published-since"] });
    expect((await sendChangeNotice(uncached.url, notice, { secret: SECRET })).status).toBe(200);
    const after = await readPage(uncached.url, `/blog/${newest.slug}`);
    expect(hrefs(byTestId(after.root, "next-post"))).toEqual(["/blog/published-since"]);
  } finally {
    posts.shift();
  }
});
