// Every page is painted from its HTML and one stylesheet file shared by every page (kept for a year), its
// scripts are fetched after the first paint, and the image that is the largest paint on a phone is fetched first.
import { expect, test } from "@playwright/test";
import { fetchList } from "#tests/support/blog-helpers";

const ROUTES = ["/", "/products", "/blog", "/blog?page=2", "/contact", "/privacy-policy", "/no-such-page"];

test("with every script request refused, each page is laid out and styled by its one stylesheet", async ({
  page,
  request,
}) => {
  const { data } = await fetchList(request, 1);
  const refused: string[] = [];
  const stylesheets = new Set<string>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "stylesheet") stylesheets.add(response.url());
  });
  await page.route(/\.(js|mjs)(\?|$)/, (route) => {
    refused.push(route.request().url());
    return route.abort();
  });
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of [...ROUTES, `/blog/${data[0]!.slug}`]) {
    await page.goto(path);
    const header = page.locator("header").first();
    // Tailwind's rules at work: the header is fixed, the body uses the site's font stack and colours. (Until the
    // app runs, the home page's transparent header scrolls away with the hero instead: app.css.)
    await expect(header, path).toHaveCSS("position", path === "/" ? "absolute" : "fixed");
    await expect(page.locator("body"), path).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    const h1 = await page
      .getByRole("heading", { level: 1 })
      .evaluate((el) => getComputedStyle(el).fontWeight);
    expect(Number(h1), path).toBeGreaterThanOrEqual(600);
  }
  expect(refused.some((url) => url.endsWith(".js"))).toBe(true);
  // One file for every page, post or not (decision 069).
  expect([...stylesheets]).toEqual([expect.stringMatching(/\/assets\/root-[\w-]+\.css$/)]);
  const css = await request.get([...stylesheets][0]!);
  expect(css.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("no script is fetched before the first paint; the largest image is fetched first", async ({
  page,
  request,
}) => {
  const { data } = await fetchList(request, 1);
  for (const path of [...ROUTES, `/blog/${data[0]!.slug}`]) {
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]"), path).toBeAttached();
    const { firstPaint, scripts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\.m?js(\?|$)/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const start of scripts) expect(start, path).toBeGreaterThanOrEqual(firstPaint);
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('<link rel="modulepreload"');
    // The stylesheet is linked, not written into the page.
    expect([...html.matchAll(/<link rel="stylesheet" href="\/assets\/[\w-]+\.css"\/>/g)], path).toHaveLength(
      1,
    );
    expect(html, path).not.toMatch(/<style>[^<]*--tw-/);
  }
  const highImages = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<img[^>]*fetchpriority="high"[^>]*>/gi)].map(
      ([img]) => /src="([^"]+)"/.exec(img)![1],
    );
  expect(await highImages("/")).toHaveLength(1); // the hero
  expect(await highImages("/blog")).toEqual([expect.stringContaining(data[0]!.slug)]);
  expect(await highImages(`/blog/${data[0]!.slug}`)).toHaveLength(1); // the cover
});
