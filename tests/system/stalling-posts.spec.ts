// Posts made to stall a sanitizer, served by a fake WordPress to a copy of the production site: while the
// site works on them, it keeps answering its health check and pages it has already made; afterwards the
// blog, the posts and the sitemap answer 200 and show the posts' text. Limits are counts and states.
import { expect, test } from "@playwright/test";
import { POST_SHOWN_AS_TEXT } from "../../app/content/posts";
import { startFakeWordPress, type FakeWordPress } from "#tests/support/fake-wordpress";
import type { RawPost } from "#tests/support/fake-wordpress-fixtures";
import { nestedDivs, unclosedTextareas } from "#tests/support/hostile-posts";
import { acceptCookies } from "#tests/support/blog-helpers";
import { type SiteProcess, startSite } from "#tests/support/site-process";

function rawPost(id: number, slug: string, title: string, content: string): RawPost {
  return {
    id,
    slug,
    date: `2025-05-${String(10 + id).padStart(2, "0")}T09:30:00`,
    title: { rendered: title },
    excerpt: { rendered: `<p>${title}.</p>`, protected: false },
    content: { rendered: content, protected: false },
    _embedded: { author: [{ id: 2, name: "Editor" }], "wp:term": [[], []] },
  };
}

const POSTS = [
  rawPost(1, "ordinary", "An ordinary post", "<p>Nothing unusual here.</p>"),
  rawPost(2, "unclosed-textareas", "Unclosed textareas", unclosedTextareas()),
  rawPost(3, "unclosed-textareas-2", "Unclosed textareas again", unclosedTextareas()),
  rawPost(4, "nested-divs", "Nested divs", nestedDivs()),
  rawPost(5, "nested-divs-2", "Nested divs again", nestedDivs()),
];

let wordpress: FakeWordPress;
test.beforeAll(async () => {
  wordpress = await startFakeWordPress({ posts: () => POSTS });
});
test.afterAll(async () => {
  await wordpress?.stop();
});

// Each test starts a site of its own; they run one after the other in one worker.
test.describe.configure({ mode: "default" });

test.describe("posts made to stall the sanitizer", () => {
  let site: SiteProcess;
  test.afterEach(async () => {
    await site?.stop();
  });

  test("the health check and a page already made answer while they are sanitized; then every page shows them", async ({
    request,
  }) => {
    // The site works through four pages of large posts on one thread: on a busy machine that takes a while.
    test.setTimeout(240_000);
    // One thread and a budget long enough to finish them: the site is busy with them for a while.
    site = await startSite({
      WORDPRESS_API_URL: wordpress.apiUrl,
      UPSTREAM_REQUESTS_PER_MINUTE: "0",
      SANITIZE_THREADS: "1",
      SANITIZE_TIME_BUDGET_MS: "60000",
    });
    const url = (path: string) => site.url + path;
    expect((await request.get(url("/products"))).status()).toBe(200);

    let settled = false;
    const hostile = Promise.all(
      ["/blog", "/blog/unclosed-textareas", "/blog/nested-divs", "/sitemap.xml"].map((path) =>
        request.get(url(path), { timeout: 120_000 }),
      ),
    ).finally(() => (settled = true));
    // Asked one after the other until the hostile pages are done: a blocked server answers none of these
    // before it has finished them.
    const statuses: number[] = [];
    while (!settled && statuses.length < 400) {
      const [health, page] = await Promise.all([request.get(url("/healthz")), request.get(url("/products"))]);
      statuses.push(health.status(), page.status());
    }
    const answers = await hostile;
    expect(statuses.length).toBeGreaterThanOrEqual(10);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(answers.map((answer) => answer.status())).toEqual([200, 200, 200, 200]);
    const post = await answers[1]!.text();
    expect(post).toContain("Part 101.");
    expect(post).toContain("The end of the post.");
    expect(await answers[2]!.text()).toContain("After the nesting.");
    expect(await answers[3]!.text()).toContain("/blog/nested-divs</loc>");
  });

  test("a post over the size limit is shown as its text under a note", async ({ page }) => {
    site = await startSite({
      WORDPRESS_API_URL: wordpress.apiUrl,
      UPSTREAM_REQUESTS_PER_MINUTE: "0",
      SANITIZE_MAX_KB: "64",
    });
    await acceptCookies(page);
    const response = await page.goto(`${site.url}/blog/unclosed-textareas`);
    expect(response?.status()).toBe(200);
    const content = page.getByTestId("post-content");
    await expect(content.locator("p").first()).toHaveText(POST_SHOWN_AS_TEXT);
    await expect(content).toContainText("Part 101.");
    await expect(content).toContainText("The end of the post.");
    await expect(content.locator("textarea, b, i")).toHaveCount(0);
    // Log lines reach stdout in blocks, at most a second late (decision 060).
    await expect.poll(() => site.output()).toContain("Post 2 (unclosed-textareas) is");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unclosed textareas");
  });
});
