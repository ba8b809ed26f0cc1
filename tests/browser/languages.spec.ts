// The site in Czech beside English: every route in both languages, their signals for search engines
// (lang, hreflang, canonical, og:locale), the language switch, Czech dates and Czech pictures. That no page
// shows the other language's texts: languages-one-per-page.spec.ts.
import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { cs } from "../../app/content/messages/cs";
import { acceptCookies } from "./helpers";
import { PAIRS } from "./language-texts";

async function signals(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name);
    const alternates = Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute("hreflang"),
        new URL(link.getAttribute("href")!).pathname + new URL(link.getAttribute("href")!).search,
      ]),
    );
    return {
      lang: document.documentElement.lang,
      canonical: new URL(attr('link[rel="canonical"]', "href")!).pathname,
      ogLocale: attr('meta[property="og:locale"]', "content"),
      ogAlternate: attr('meta[property="og:locale:alternate"]', "content"),
      feed: attr('link[type="application/rss+xml"]', "href"),
      alternates,
    };
  });
}

test.describe("the site in two languages", () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  for (const [english, czech] of PAIRS) {
    test(`${czech} and ${english} name each other: lang, hreflang, canonical, og:locale, the switch`, async ({
      page,
    }) => {
      for (const [path, lang, other, otherPath] of [
        [czech, "cs", "en", english],
        [english, "en", "cs", czech],
      ] as const) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        const found = await signals(page);
        expect(found.lang).toBe(lang);
        expect(found.canonical).toBe(path);
        expect(found.alternates).toEqual({ [lang]: path, [other]: otherPath, "x-default": english });
        expect(found.ogLocale).toBe(lang === "cs" ? "cs_CZ" : "en_GB");
        expect(found.ogAlternate).toBe(lang === "cs" ? "en_GB" : "cs_CZ");
        expect(found.feed).toBe(lang === "cs" ? "/cs/blog/feed.xml" : "/blog/feed.xml");
        const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
        const posting = jsonLd
          .map((text) => JSON.parse(text))
          .find((item) => item["@type"] === "BlogPosting");
        if (posting) expect(posting.inLanguage).toBe(lang);
        await expect(page.getByTestId("language-switch")).toHaveAttribute("href", otherPath);
      }
      // The switch takes the reader to the same page in the other language, in the browser.
      await page.waitForSelector("html[data-hydrated]");
      await page.getByTestId("language-switch").click();
      await expect(page).toHaveURL(new RegExp(`${czech.replace(/[?]/g, "\\?")}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", "cs");
    });
  }

  test("the switch keeps the page of the blog list", async ({ page }) => {
    await page.goto("/blog?page=2");
    await expect(page.getByTestId("language-switch")).toHaveAttribute("href", "/cs/blog?page=2");
  });

  test("no redirect by Accept-Language: each address answers in its own language", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "Accept-Language": "cs-CZ,cs;q=0.9" });
    const response = await page.goto("/");
    expect(response?.request().redirectedFrom()).toBeNull();
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("Czech home, products, contact and legal pages in Czech", async ({ page }) => {
    await page.goto("/cs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cs.home.heroTitle);
    await expect(page.getByRole("link", { name: cs.home.heroProducts })).toHaveAttribute(
      "href",
      "/cs/produkty",
    );
    await expect(page.getByRole("heading", { name: cs.home.productsTitle })).toBeVisible();
    await expect(page.getByRole("heading", { name: cs.home.researchTitle })).toBeAttached();
    await expect(page.getByRole("heading", { name: cs.home.blogTitle })).toBeAttached();
    await expect(page.getByRole("link", { name: cs.home.allPosts })).toHaveAttribute("href", "/cs/blog");
    // The teaser's cards are Czech posts, dated the Czech way.
    await expect(page.getByTestId("post-card").first().locator("a")).toHaveAttribute("href", /^\/cs\/blog\//);
    await expect(page.locator("footer")).toContainText(cs.footer.companyDetails);
    await expect(page.locator("footer")).toContainText("© 2025");

    await page.goto("/cs/produkty");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cs.products.title);
    await expect(page.getByTestId("product-card")).toHaveCount(6);
    await expect(page.getByRole("heading", { name: "Vstřebatelné nosiče", exact: true })).toBeVisible();

    await page.goto("/cs/kontakt");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cs.contact.title);
    await expect(page.getByRole("heading", { name: cs.contact.location })).toBeVisible();
    await expect(page.getByTestId("location-card")).toContainText("Česká republika");

    await page.goto("/cs/zasady-ochrany-osobnich-udaju");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zásady ochrany osobních údajů");
    await expect(page.getByTestId("policy-section")).toHaveCount(10);
    await expect(page.getByText("Platné od 1.\u00a0ledna 2025")).toBeVisible();

    await page.goto("/cs/pristupnost");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prohlášení o přístupnosti");
  });

  test("pictures with words in them are drawn in Czech on the Czech pages, in English on the English", async ({
    page,
  }) => {
    const pictures = async () =>
      page.locator("img").evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));
    const hasCzechTwin = (src: string) =>
      /^\/images\/.+\.svg$/.test(src) && fs.existsSync(`public${src.replace(/\.svg$/, ".cs.svg")}`);
    for (const path of ["/cs/produkty", "/cs"]) {
      await page.goto(path);
      const sources = await pictures();
      expect(sources.filter((src) => src.endsWith(".cs.svg")).length, path).toBeGreaterThanOrEqual(1);
      expect(sources.filter(hasCzechTwin), path).toEqual([]);
    }
    for (const path of ["/products", "/"]) {
      await page.goto(path);
      expect(
        (await pictures()).filter((src) => src.endsWith(".cs.svg")),
        path,
      ).toEqual([]);
    }
  });

  test("a Czech post: Czech date, back link, categories, PDF viewer in Czech", async ({ page }) => {
    await page.goto("/cs/blog/predstavujeme-multispin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Představujeme Multispin/);
    await expect(page.getByTestId("post-meta").locator("time")).toHaveText("16.\u00a0dubna 2024");
    await expect(page.getByRole("link", { name: cs.blog.back })).toHaveAttribute("href", "/cs/blog");
    await expect(page.getByRole("heading", { name: cs.blog.categories })).toBeVisible();
    await expect(page.getByRole("link", { name: "Nanovlákna" })).toHaveAttribute(
      "href",
      "/cs/blog/kategorie/nanovlakna",
    );
    const viewer = page.getByTestId("pdf-viewer");
    await viewer.scrollIntoViewIfNeeded();
    await expect(viewer.getByRole("heading", { name: cs.pdf.documentTitle })).toBeVisible();
    await expect(viewer.getByRole("link", { name: cs.pdf.download })).toBeVisible();
    await expect(viewer.getByText(/^Strana 1 z\s\d+$/)).toBeVisible();
    await expect(viewer.getByRole("button", { name: cs.pdf.next })).toBeEnabled();
    await expect(viewer.getByRole("button", { name: cs.pdf.previous })).toBeDisabled();
  });

  test("the Czech blog lists Czech posts only, with Czech dates; the English blog English ones", async ({
    page,
  }) => {
    await page.goto("/cs/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cs.blog.title);
    await expect(page.getByText(cs.blog.subtitle)).toBeVisible();
    const cards = page.getByTestId("post-card");
    await expect(cards).toHaveCount(5);
    for (const link of await cards.locator("h2 a").all())
      await expect(link).toHaveAttribute("href", /^\/cs\/blog\/[a-z0-9-]+$/);
    for (const time of await cards.locator("time").all())
      await expect(time).toHaveText(
        /^\d{1,2}\.\u00a0(ledna|února|března|dubna|května|června|července|srpna|září|října|listopadu|prosince) \d{4}$/,
      );
    await page.goto("/blog");
    await expect(page.getByRole("link", { name: /^Představujeme/ })).toHaveCount(0);
    await expect(page.getByTestId("post-meta").first().locator("time")).toHaveText(
      /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
    );
  });

  test("Czech category page, and its not-found state", async ({ page }) => {
    await page.goto("/cs/blog/kategorie/vyzkum");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Výzkum");
    await expect(page.getByText(cs.blog.categorySubtitle)).toBeVisible();
    await expect(page.getByTestId("post-card")).toHaveCount(2);
    const response = await page.goto("/cs/blog/kategorie/zadna-takova");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cs.blog.categoryNotFound);
    await expect(page.getByRole("link", { name: cs.blog.categoryAll })).toHaveAttribute("href", "/cs/blog");
  });

  test("after a navigation in the browser, the switch of a category page leads to its Czech twin", async ({
    page,
  }) => {
    await page.goto("/blog/introducing-multispin");
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("region", { name: "Categories" }).getByRole("link", { name: "Nanofibers" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nanofibers");
    await expect(page.getByTestId("language-switch")).toHaveAttribute(
      "href",
      "/cs/blog/kategorie/nanovlakna",
    );
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL(/\/cs\/blog\/kategorie\/nanovlakna$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nanovlákna");
  });

  test("Czech 404s: an unknown page and an unknown post", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    let response = await page.goto("/cs/zadna-takova-stranka");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "cs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
    await expect(page.getByText(cs.notFound.text)).toBeVisible();
    await expect(page.getByRole("link", { name: cs.notFound.home })).toHaveAttribute("href", "/cs");
    await expect.poll(() => messages.join("\n")).toContain("/cs/zadna-takova-stranka");

    response = await page.goto("/cs/blog/zadny-takovy-clanek");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cs.blog.notFoundTitle);
    await expect(page.getByText(cs.blog.notFoundText)).toBeVisible();
    await expect(page.getByRole("link", { name: cs.blog.returnToBlog })).toHaveAttribute("href", "/cs/blog");
    // An English post's slug is not a Czech post.
    response = await page.goto("/cs/blog/introducing-multispin");
    expect(response?.status()).toBe(404);
  });

  test("the Czech blog while it loads and when it fails, after a navigation in the browser", async ({
    page,
  }) => {
    await page.goto("/cs");
    await page.waitForSelector("html[data-hydrated]");
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/wordpress?**", async (route) => {
      await held;
      await route.fulfill({ status: 500, body: '{"error":"Failed to fetch posts"}' });
    });
    await page
      .getByRole("navigation", { name: cs.header.nav })
      .getByRole("link", { name: cs.header.blog })
      .click();
    await expect(page.getByTestId("post-grid-skeleton")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: cs.blog.loadingPosts })).toBeAttached();
    expect(await page.getByTestId("post-card-skeleton").count()).toBe(6);
    release();
    await expect(page.getByRole("alert")).toHaveText(cs.blog.listError);
  });
});

test("the cookie banner in Czech, its link to the Czech privacy policy", async ({ page }) => {
  await page.goto("/cs/produkty");
  const banner = page.getByRole("region", { name: cs.cookies.label });
  await expect(banner).toContainText(cs.cookies.text);
  await expect(banner.getByRole("link", { name: new RegExp(cs.cookies.learnMore) })).toHaveAttribute(
    "href",
    "/cs/zasady-ochrany-osobnich-udaju",
  );
  await page.waitForSelector("html[data-hydrated]");
  await banner.getByRole("button", { name: cs.cookies.accept }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
});
