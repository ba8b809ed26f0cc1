// Pictures of a WordPress post, end to end: a copy of the site reads the shared fake WordPress, whose photo essay has
// a 4000x3000 JPEG cover and ten real photographs in WordPress's sizes (tests/support/fake-wordpress-photos.ts).
// Every picture reaches the browser from our own origin, sized for the screen.
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { PHOTO_POST_SLUG } from "#tests/support/fake-wordpress-photos";
import { acceptCookies, scrollThrough } from "#tests/support/blog-helpers";
import { fakeWordPressOrigin, wordpressSiteURL } from "./blog-servers";

const POST = `/blog/${PHOTO_POST_SLUG}`;

test.beforeEach(async ({ page }) => acceptCookies(page));

/** Every request the page makes from now on, and the images it received with their sizes in bytes. */
function record(page: Page) {
  const requests: string[] = [];
  const images: Promise<{ url: string; bytes: number; type: string }>[] = [];
  page.on("request", (request) => void requests.push(request.url()));
  page.on("response", (response) => {
    if (response.request().resourceType() !== "image") return;
    const image = response.body().then((body) => ({
      url: response.url(),
      bytes: body.length,
      type: response.headers()["content-type"]!,
    }));
    // A body the browser dropped after a navigation fails only a test that asks for the images.
    image.catch(() => undefined);
    images.push(image);
  });
  return { requests, images: () => Promise.all(images) };
}

test("the photo post, the blog list and the home page ask no other origin for anything", async ({ page }) => {
  const { requests } = record(page);
  for (const path of [POST, "/blog", "/"]) {
    await page.goto(wordpressSiteURL + path);
    await scrollThrough(page);
    await page.waitForLoadState("networkidle");
  }
  expect(
    requests.filter((url) => !url.startsWith(`${wordpressSiteURL}/`) && !url.startsWith("data:")),
  ).toEqual([]);
  expect(requests.some((url) => url.startsWith(`${wordpressSiteURL}/image?`))).toBe(true);
});

test("every picture of the post comes from the image endpoint with srcset, sizes, width and height", async ({
  page,
}) => {
  await page.goto(wordpressSiteURL + POST);
  const images = await page.locator("article img").evaluateAll((imgs) =>
    imgs.map((img) => ({
      src: img.getAttribute("src") ?? "",
      srcset: img.getAttribute("srcset") ?? "",
      sizes: img.getAttribute("sizes") ?? "",
      width: Number(img.getAttribute("width")),
      height: Number(img.getAttribute("height")),
      loading: img.getAttribute("loading"),
      priority: img.getAttribute("fetchpriority"),
    })),
  );
  expect(images).toHaveLength(11);
  for (const image of images) {
    expect(image.src).toMatch(/^\/image\?v=1&w=\d+&src=http/);
    const candidates = image.srcset.split(", ");
    expect(candidates.length).toBeGreaterThan(1);
    for (const candidate of candidates) expect(candidate).toMatch(/^\/image\?v=1&w=(\d+)&src=\S+ \1w$/);
    expect(image.sizes).toContain("calc(100vw - 32px)");
    expect(image.width).toBeGreaterThan(0);
    expect(image.height).toBeGreaterThan(0);
  }
  const [cover, ...photos] = images;
  // The cover is the page's largest paint: its size from WordPress's media_details, asked for first.
  expect(cover).toMatchObject({ width: 4000, height: 3000, loading: "eager", priority: "high" });
  for (const photo of photos) expect(photo).toMatchObject({ loading: "lazy", priority: null });
});

test("a phone (375 px, DPR 3) receives AVIF, at most 900 KB scrolling the whole post, the cover at most 200 KB", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 3 });
  const page = await context.newPage();
  await acceptCookies(page);
  const { images } = record(page);
  await page.goto(wordpressSiteURL + POST);
  await scrollThrough(page);
  await page.waitForLoadState("networkidle");
  const cover = await page
    .locator("article img")
    .first()
    .evaluate((img: HTMLImageElement) => img.currentSrc);
  const photos = (await images()).filter((image) => image.url.includes("/image?"));
  expect(photos).toHaveLength(11);
  for (const photo of photos) {
    expect(photo.type).toBe("image/avif");
    // 375 CSS px at DPR 3 needs about 1030 device pixels: never the 1920 or the 4000 px original.
    expect(Number(new URL(photo.url).searchParams.get("w"))).toBeLessThanOrEqual(1280);
  }
  const total = photos.reduce((sum, photo) => sum + photo.bytes, 0);
  expect(total).toBeLessThanOrEqual(900 * 1024);
  expect(photos.find((photo) => photo.url === cover)!.bytes).toBeLessThanOrEqual(200 * 1024);
  await context.close();
});

test("the editor's social image is the post's og:image: 1200x630 JPEG under 300 KB, named in JSON-LD", async ({
  page,
  request,
}) => {
  await page.goto(wordpressSiteURL + POST);
  const meta = (name: string) =>
    page.locator(`meta[property="${name}"], meta[name="${name}"]`).getAttribute("content");
  const image = (await meta("og:image"))!;
  expect(image).toMatch(new RegExp(`^${wordpressSiteURL}/image\\?v=1&fit=social&src=`));
  expect(new URL(image).searchParams.get("src")).toBe(
    `${fakeWordPressOrigin}/wp-content/uploads/2025/07/pluto-0.jpg`,
  );
  expect(await meta("twitter:image")).toBe(image);
  expect(await meta("og:image:type")).toBe("image/jpeg");
  expect([await meta("og:image:width"), await meta("og:image:height")]).toEqual(["1200", "630"]);
  const answer = await request.get(image);
  expect(answer.headers()["content-type"]).toBe("image/jpeg");
  const body = await answer.body();
  expect(body.length).toBeLessThan(300 * 1024);
  const made = await sharp(body).metadata();
  expect([made.format, made.width, made.height]).toEqual(["jpeg", 1200, 630]);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld.image[0]).toMatch(new RegExp(`^${wordpressSiteURL}/image\\?v=1&w=1920&src=`));
  expect(ld.image[1].url).toBe(image);
});
