// WordPress's pages on the site, against a real WordPress (npm run test:wordpress): the seeded published page
// shows at /{slug} as a reader sees it; draft, private and password-protected pages never do; an edit reaches
// the site at once through the site connector's change notice.
import { expect, test } from "@playwright/test";
import { siteUrl, wordpressUrl } from "./ports";
import { restClient } from "./seed";
import { HIDDEN_PAGES, SEED_PAGE } from "./seed-pages";

const rest = restClient({
  apiUrl: `${wordpressUrl}/wp-json/wp/v2`,
  user: process.env.E2E_WORDPRESS_USER!,
  appPassword: process.env.E2E_WORDPRESS_APP_PASSWORD!,
});

test("the published page shows with its title, block styles, canonical and sitemap entry", async ({
  page,
  request,
}) => {
  const answer = await page.goto(`/${SEED_PAGE.slug}`);
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SEED_PAGE.title);
  await expect(page.getByText(SEED_PAGE.text)).toHaveCSS("text-align", "center");
  await expect(page.getByRole("heading", { level: 2, name: "Aim of the project" })).toBeVisible();
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
    `${siteUrl}/${SEED_PAGE.slug}`,
  );
  expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(/^Developing/);
  expect(await (await request.get("/sitemap.xml")).text()).toContain(
    `<loc>${siteUrl}/${SEED_PAGE.slug}</loc>`,
  );
});

test("draft, private and password-protected pages never appear", async ({ page, request }) => {
  for (const slug of Object.values(HIDDEN_PAGES)) {
    const answer = await page.goto(`/${slug}`);
    expect(answer?.status(), slug).toBe(404);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
  }
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const slug of Object.values(HIDDEN_PAGES)) expect(sitemap).not.toContain(slug);
});

test("an edited page shows its new title at once", async ({ request }) => {
  const [seeded] = await rest<{ id: number }[]>("GET", `/pages?slug=${SEED_PAGE.slug}`);
  const title = "Project co-funded by the EU, edited a moment ago";
  // Kept by the site before the edit.
  expect(await (await request.get(`/${SEED_PAGE.slug}`)).text()).toContain(SEED_PAGE.title);
  await rest("POST", `/pages/${seeded!.id}`, { title });
  try {
    await expect.poll(async () => (await request.get(`/${SEED_PAGE.slug}`)).text()).toContain(title);
  } finally {
    await rest("POST", `/pages/${seeded!.id}`, { title: SEED_PAGE.title });
  }
});
