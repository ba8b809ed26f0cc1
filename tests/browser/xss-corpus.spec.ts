// Hostile WordPress content in Chromium: a fake WordPress serves the payloads of
// tests/support/xss-payloads.ts in post bodies, titles, excerpts, author and category names, image alt texts
// and image addresses (a site of the shared fake WordPress of their own, FAKE_SITES.xssCorpus, whose whole list
// they are); a copy of the production site started once for the run reads it. The browser ignores the site's
// Content Security Policy (bypassCSP), so only the sanitizer stands between the payloads and the page: a
// canary handler proves that inline script would run. A payload that runs calls window.__xss(n) or requests
// an address on a listener this spec owns (the posts and the listener: xss-corpus-posts.ts).
import { expect, test, type Page } from "@playwright/test";
import { marker, PAYLOADS, payloadNumber } from "#tests/support/xss-payloads";
import { acceptCookies, proxyPath, scrollThrough } from "#tests/support/blog-helpers";
import { type Beacon, call, CARD_POSTS, CORPUS_SLUG, RICH_SLUG, startBeacon } from "./xss-corpus-posts";
import { xssSiteURL as siteUrl } from "./blog-servers";
import { traces } from "./xss-traces";

let beacon: Beacon;

test.beforeAll(async () => {
  beacon = await startBeacon();
});

test.afterAll(async () => {
  await beacon?.stop();
});

/** Installs window.__xss in every frame; runs are collected in the top window. */
async function recordRuns(page: Page) {
  await page.addInitScript(() => {
    type Recorder = Window & { __xss?: (n: number) => void; __xssRuns?: number[] };
    const own = window as Recorder;
    own.__xss = (n: number) => {
      let top: Recorder;
      try {
        top = window.top as Recorder;
        void top.__xssRuns;
      } catch {
        top = own;
      }
      (top.__xssRuns ??= []).push(n);
    };
  });
}

const runs = (page: Page) =>
  page.evaluate(() => (window as Window & { __xssRuns?: number[] }).__xssRuns ?? []);

/**
 * Scrolls through the page (lazy images), then adds one unsanitized handler: once it has run, handlers on
 * the page run too, so an empty record means the payloads were disarmed, not blocked.
 */
async function expectNothingRan(page: Page) {
  await scrollThrough(page);
  await page.evaluate(() =>
    document.body.insertAdjacentHTML(
      "beforeend",
      '<img alt="" src="/canary-missing.png" onerror="__xss(0)">',
    ),
  );
  await expect.poll(() => runs(page)).toContain(0);
  await page.waitForLoadState("networkidle");
  expect(await runs(page)).toEqual([0]);
  expect(beacon.hits).toEqual([]);
}

const SANITIZED_ON_POST = "[data-testid=post-content], article h1";
const SANITIZED_ON_LIST = "[data-testid=post-excerpt], [data-testid=post-card] h2";

async function missingMarkers(page: Page): Promise<number[]> {
  const text = await page.getByTestId("post-content").innerText();
  return PAYLOADS.map(payloadNumber).filter(
    (n) => !text.includes(marker.before(n)) || !text.includes(marker.after(n)),
  );
}

// One listener for the whole file, at the address the posts name: its tests run in order in one worker.
test.describe.configure({ mode: "default" });

test.describe("hostile content", () => {
  test.use({ bypassCSP: true });

  test.beforeEach(async ({ page }) => {
    beacon.hits.length = 0;
    await acceptCookies(page);
    await recordRuns(page);
  });

  test("the control: unsanitized, every live payload runs in this Chromium", async ({ page }) => {
    // Each payload alone in a frame of a page on the listener's origin, with no CSP at all.
    await page.goto(`${beacon.origin}/blank`);
    const escape = (html: string) => html.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
    const frames = PAYLOADS.map((p) => {
      const n = payloadNumber(p);
      const html = `<p>${marker.before(n)}</p>${p.html(call(n), beacon.url(n))}<p>${marker.after(n)}</p>`;
      return `<iframe srcdoc="${escape(html)}"></iframe>`;
    });
    await page.setContent(`<!doctype html><body>${frames.join("")}</body>`);
    const live = PAYLOADS.filter((p) => p.live).map(payloadNumber);
    const ran = async () => {
      const numbers = new Set([
        ...(await runs(page)),
        ...beacon.hits.map((hit) => parseInt(hit.slice(5), 10)),
      ]);
      return live.filter((n) => !numbers.has(n));
    };
    await expect.poll(ran, { timeout: 15_000 }).toEqual([]);
  });

  test("a post holding every payload: none runs, every paragraph after them is shown", async ({ page }) => {
    const response = await page.goto(`${siteUrl}/blog/${CORPUS_SLUG}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    expect(await missingMarkers(page)).toEqual([]);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("XSS corpus");
    await expect(page.getByTestId("post-author")).toContainText("Corpus author");
    await expect(page.getByRole("listitem").filter({ hasText: "Ordinary category" })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Corpus cover/ })).toBeVisible();
    expect(await traces(page, SANITIZED_ON_POST, siteUrl)).toEqual([]);
    await expectNothingRan(page);
  });

  test("the blog list: titles, excerpts, authors, alt texts and image addresses run and load nothing", async ({
    page,
  }) => {
    await page.goto(`${siteUrl}/blog`);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    const cards = page.getByTestId("post-card");
    await expect(cards).toHaveCount(CARD_POSTS + 1);
    for (let k = 1; k <= CARD_POSTS; k++) {
      const card = cards.filter({ hasText: `Card ${k}.` });
      await expect(card.getByTestId("post-excerpt")).toContainText(`Excerpt ${k}.`);
      await expect(card.getByTestId("post-excerpt")).toContainText(`After excerpt ${k}.`);
      await expect(card.getByTestId("post-meta")).toContainText(`Author ${k}.`);
    }
    // Look-alike and script addresses show no image at all; the ordinary covers show theirs.
    await expect(cards.filter({ hasText: "Card 1." }).locator("img")).toHaveCount(0);
    await expect(cards.filter({ hasText: "Card 5." }).locator("img")).toHaveCount(0);
    await expect(page.getByRole("img", { name: /^Cover 7\./ })).toBeVisible();
    expect(await traces(page, SANITIZED_ON_LIST, siteUrl)).toEqual([]);
    await expectNothingRan(page);
  });

  test("the corpus post opened from the list, rendered in the browser: none runs", async ({ page }) => {
    await page.goto(`${siteUrl}/blog`);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await page.getByRole("link", { name: /^XSS corpus/ }).click();
    await expect(page).toHaveURL(`${siteUrl}/blog/${CORPUS_SLUG}`);
    await expect(page.getByTestId("post-content")).toContainText(marker.after(1));
    expect(await missingMarkers(page)).toEqual([]);
    expect(await traces(page, SANITIZED_ON_POST, siteUrl)).toEqual([]);
    await expectNothingRan(page);
  });

  test("a featured image that only looks local: no image, no social card or JSON-LD pointing at it", async ({
    page,
  }) => {
    await page.goto(`${siteUrl}/blog/xss-card-1`);
    await expect(page.getByTestId("post-content")).toHaveText("Card post 1.");
    await expect(page.locator("main img")).toHaveCount(0);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      `${siteUrl}/social/blog/xss-card-1.png`,
    );
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute(
      "content",
      `${siteUrl}/social/blog/xss-card-1.png`,
    );
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(ld.image).toEqual([expect.objectContaining({ url: `${siteUrl}/social/blog/xss-card-1.png` })]);
    // Nothing points at it; its address may still stand as text, in the title of a post shown beside this one.
    const host = new URL(beacon.origin).host;
    const pointing = ["src", "srcset", "href", "content", "poster", "style", "data"].map(
      (a) => `[${a}*="${host}"]`,
    );
    await expect(page.locator(pointing.join(", "))).toHaveCount(0);
    for (const ld of await page.locator('script[type="application/ld+json"]').allTextContents())
      expect(ld).not.toContain(host);
    await expectNothingRan(page);
  });

  test("the sanitized HTML the site sends runs nothing in a plain page without any CSP", async ({
    page,
    request,
  }) => {
    const post = await (await request.get(siteUrl + proxyPath(`slug=${CORPUS_SLUG}&_embed`))).json();
    const list = await (await request.get(siteUrl + proxyPath("_embed&per_page=9&page=1"))).json();
    const fields = [...post.data, ...list.data].flatMap(
      (p: { title: { rendered: string }; excerpt: { rendered: string }; content: { rendered: string } }) => [
        `<h2>${p.title.rendered}</h2>`,
        `<div>${p.excerpt.rendered}</div>`,
        `<div>${p.content.rendered}</div>`,
      ],
    );
    // On the listener's origin, an address that only looks local would reach the listener.
    await page.goto(`${beacon.origin}/blank`);
    await page.setContent(`<!doctype html><body><main>${fields.join("\n")}</main></body>`);
    const text = await page.locator("main").innerText();
    expect(PAYLOADS.map(payloadNumber).filter((n) => !text.includes(marker.after(n)))).toEqual([]);
    expect(await traces(page, "main", siteUrl)).toEqual([]);
    await expectNothingRan(page);
  });
});

test.describe("legitimate content", () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test("a block-editor post keeps its headings, lists, table, figures, images, quotes, code and footnotes", async ({
    page,
  }) => {
    await page.goto(`${siteUrl}/blog/${RICH_SLUG}`);
    const content = page.getByTestId("post-content");
    await expect(content.getByRole("heading", { level: 2, name: "Why multimode?" })).toBeVisible();
    await expect(content.getByRole("heading", { level: 3, name: "What we measured" })).toBeVisible();
    await expect(content.getByRole("listitem").filter({ hasText: /^in PBS at 37/ })).toBeVisible();
    const table = content.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["Mode", "Diameter (nm)", "Throughput"]);
    await expect(table.locator("tbody tr")).toHaveCount(3);
    await expect(content.locator("figcaption").first()).toHaveText(/humidity held at 35/);
    await expect(content.locator("blockquote").first()).toContainText(
      "Fibre diameter is the first parameter",
    );
    await expect(content.locator("pre code")).toContainText('expect("beads")');
    await expect(content.getByRole("link", { name: "core\u2013shell fibres" })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
    // The footnote's link lands on its note, and the note's link back on the reference.
    await content.locator("sup.fn a").click();
    await expect(page).toHaveURL(/#user-content-c0ffee$/);
    await expect(page.locator(":target")).toContainText("Measured on five samples per mix.");
    await page.locator(":target").getByRole("link", { name: "Jump to footnote reference 1" }).click();
    await expect(page).toHaveURL(/#user-content-c0ffee-link$/);
    await expect(page.locator(":target")).toHaveText("1");
    await expect(content.getByText("Download")).toHaveCount(0);
    await expect(content.locator("iframe, object")).toHaveCount(0);
    // Every image arrives from the media host through the site's image endpoint, with the site's CSP in force.
    await scrollThrough(page);
    const images = content.getByRole("img");
    await expect(images).toHaveCount(2);
    for (const image of await images.all()) {
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(image).toHaveAttribute("srcset", /^\/image\?v=1&w=360&src=http\S+ 360w, /);
    }
  });
});
