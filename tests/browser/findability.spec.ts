// What search engines and browsers read besides the page itself: structured data on every page, breadcrumbs
// on posts, the web manifest and its icons.
import { expect, test, type Page } from "@playwright/test";
import { company } from "../../app/content/company";
import { fetchList } from "#tests/support/blog-helpers";

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

/** Width and height from a PNG's header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("every page carries the company as a schema.org Organization", async ({ page, request }) => {
  const post = (await fetchList(request)).data[0]!;
  for (const path of [
    "/",
    "/products",
    "/blog",
    `/blog/${post.slug}`,
    "/contact",
    "/privacy-policy",
    "/no-such-page",
  ]) {
    await page.goto(path);
    const organization = (await jsonLd(page)).find((block) => block["@type"] === "Organization");
    expect(organization, path).toMatchObject({ name: company.legalName, email: company.email });
  }
});

test("a post says where it sits: Home > Research Blog > the post", async ({ page, request }) => {
  const post = (await fetchList(request)).data[0]!;
  await page.goto(`/blog/${post.slug}`);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  const trail = (await jsonLd(page)).find((block) => block["@type"] === "BreadcrumbList") as {
    itemListElement: { position: number; name: string; item: string }[];
  };
  expect(trail.itemListElement.map((crumb) => crumb.name).slice(0, 2)).toEqual(["Home", "Research Blog"]);
  expect(trail.itemListElement.map((crumb) => crumb.position)).toEqual([1, 2, 3]);
  expect(trail.itemListElement[2]!.item).toBe(canonical);
  expect(trail.itemListElement[1]!.item).toMatch(/\/blog$/);
});

test("the web manifest and the icons it names are served, with an apple-touch icon", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifestResponse = await request.get(manifestHref!);
  expect(manifestResponse.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await manifestResponse.json()) as {
    name: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({ name: company.brand, start_url: "/", theme_color: company.themeColor });
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()["content-type"], icon.src).toContain(icon.type);
    if (icon.type === "image/png") {
      const [width] = icon.sizes.split("x").map(Number);
      expect(pngSize(await response.body())).toEqual({ width, height: width });
    }
  }
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect(pngSize(await (await request.get(touch!)).body())).toEqual({ width: 180, height: 180 });
});
