// Full-page screenshots of every route at 320 (WCAG reflow), 375, 768 and 1280 px, for looking at before a change ships.
//   npm run build && npm start &   then   npx tsx scripts/dev/screenshots.ts [base URL] [out dir] [more paths...]
import { chromiumLaunchOptions } from "#tests/support/chromium";
import { chromium } from "@playwright/test";

const base = process.argv[2] ?? "http://localhost:3000";
const out = process.argv[3] ?? "screenshots";
const routes = [
  "/",
  "/products",
  "/blog",
  "/blog?page=2",
  "/contact",
  "/privacy-policy",
  "/accessibility",
  "/no-such-page",
  ...process.argv.slice(4),
];

const browser = await chromium.launch(chromiumLaunchOptions);
const first = (
  (await (await fetch(`${base}/api/wordpress?path=/posts&params=_embed%26per_page%3D1`)).json()) as {
    data: { slug: string; _embedded?: { "wp:term"?: { slug?: string }[][] } }[];
  }
).data[0];
if (first) routes.push(`/blog/${first.slug}`);
const category = first?._embedded?.["wp:term"]?.[0]?.[0]?.slug;
if (category) routes.push(`/blog/category/${category}`);

for (const width of [320, 375, 768, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: "networkidle" });
    // Scroll through once so every section reveals and lazy images load.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(1200);
    const name = route
      .replace(/[?&]token=.*$/, "")
      .replace(/[/?=&]+/g, "_")
      .replace(/^_$/, "_home");
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`Screenshots in ${out}/`);
