// The blog's search against a real WordPress (npm run test:wordpress): WordPress's own search (`search=`)
// through the posts service. A word finds the published posts that have it, marked, never a hidden one; a post
// published now is found within seconds (the site connector's change notice drops the kept searches).
import { expect, test } from "@playwright/test";
import { wordpressUrl } from "./ports";
import { restClient } from "./seed";
import { HIDDEN } from "./seed-posts";

const rest = restClient({
  apiUrl: `${wordpressUrl}/wp-json/wp/v2`,
  user: process.env.E2E_WORDPRESS_USER!,
  appPassword: process.env.E2E_WORDPRESS_APP_PASSWORD!,
});
// A first search renders from freshly sanitized posts: seconds on a busy machine.
const RESULTS = { timeout: 20_000 };

test("a word finds the published posts that have it, marked, and never a draft", async ({ page }) => {
  await page.goto("/blog/search?q=hydrogel");
  const results = page.getByTestId("search-result");
  await expect(results.getByRole("link", { name: /hydrogels and foams/i })).toBeVisible(RESULTS);
  await expect(results.locator("mark").first()).toHaveText(/^hydrogel/i);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  // WordPress has a draft about hydrogels: the site never shows or links it.
  expect(await page.content()).not.toContain(HIDDEN.draft);
});

test("a post published now is found within seconds", async ({ request }) => {
  const word = `zeolith${Date.now().toString(36)}`;
  const title = `Membranes of ${word}`;
  expect(await (await request.get(`/blog/search?q=${word}`)).text()).toContain(`No posts found for`);
  const post = await rest<{ id: number }>("POST", "/posts", {
    title,
    content: `<!-- wp:paragraph --><p>A first note on ${word} in our membranes.</p><!-- /wp:paragraph -->`,
    status: "publish",
  });
  try {
    await expect
      .poll(async () => (await request.get(`/blog/search?q=${word}`)).text(), { timeout: 15_000 })
      .toContain(title);
  } finally {
    await rest("DELETE", `/posts/${post.id}?force=true`);
  }
});
