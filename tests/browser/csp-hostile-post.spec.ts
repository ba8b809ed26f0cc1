// A post whose alt text, caption and title attribute hold `<script`: in Chromium, every inline script of the site
// still runs (no violation of the content security policy, the page hydrates, scroll restoration puts a reloaded
// post back where the reader was) and nothing of the post runs. The post comes from a fake WordPress, read by a
// copy of the production site started here.
import { expect, test } from "@playwright/test";
import { type FakeWordPress, startFakeWordPress } from "#tests/support/fake-wordpress";
import { fixturePosts } from "#tests/support/fake-wordpress-fixtures";
import { type SiteProcess, startSite } from "#tests/support/site-process";
import { watchViolations } from "./helpers";

// The servers this file starts are started once: its tests run in order in one worker, not split between two.
test.describe.configure({ mode: "default" });

const SLUG = "script-in-attributes";
const filler = Array.from(
  { length: 40 },
  (_, n) => `<p>Paragraph ${n + 1}: fibres spun from a polymer solution, long enough to scroll.</p>`,
).join("\n");
/** `<script` where a pattern would take it for a tag: in attribute values, a caption and a code block. */
const CONTENT = (origin: string) => `${filler}
<figure class="wp-block-image"><img src="${origin}/wp-content/uploads/2025/06/fixture-post-03.png" alt="<script>window.__postRan = 'alt'</script><script" width="800" height="450"/>
<figcaption>A caption &lt;script&gt;window.__postRan = 'caption'&lt;/script&gt; <script>window.__postRan = 'caption script'</script></figcaption></figure>
<p title="<script nonce=&quot;guess&quot;>window.__postRan = 'title'">A paragraph with a title <abbr title="a<script">abbr</abbr>.</p>
<pre class="wp-block-code"><code>&lt;script&gt;window.__postRan = 'code'&lt;/script&gt;</code></pre>
${filler}`;

let wordpress: FakeWordPress;
let site: SiteProcess;

test.beforeAll(async () => {
  wordpress = await startFakeWordPress({
    posts: (origin) => {
      const [first, ...rest] = fixturePosts(origin);
      return [{ ...first!, slug: SLUG, content: { rendered: CONTENT(origin), protected: false } }, ...rest];
    },
  });
  site = await startSite({ WORDPRESS_API_URL: wordpress.apiUrl });
});

test.afterAll(async () => {
  await site?.stop();
  await wordpress?.stop();
});

test("a post with <script in its alt text, caption and title leaves every script of the site running, and runs nothing", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto(`${site.url}/blog/${SLUG}`);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const article = page.getByRole("article");
  await expect(article.getByText("A paragraph with a title")).toBeVisible();
  await expect(
    article.getByRole("img", { name: /^<script>window.__postRan = 'alt'<\/script><script$/ }),
  ).toBeAttached();
  await expect(article.getByText("A caption <script>window.__postRan = 'caption'</script>")).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(await page.evaluate(() => (window as { __postRan?: unknown }).__postRan)).toBeUndefined();

  // Scroll restoration, one of the site's inline scripts: a reloaded post opens where the reader left it.
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  // Within a pixel: Chromium's scroll anchoring may move the page by one when a picture above it settles.
  await expect.poll(() => page.evaluate(() => Math.abs(window.scrollY - 1500))).toBeLessThanOrEqual(1);
  expect(await violations()).toEqual([]);
  expect(await page.evaluate(() => (window as { __postRan?: unknown }).__postRan)).toBeUndefined();
});
