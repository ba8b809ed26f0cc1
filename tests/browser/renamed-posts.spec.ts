import { expect, test } from "@playwright/test";
import { acceptCookies } from "./helpers";
import { wordpressSiteURL } from "./blog-servers";

// content/posts/antimikrobialni-kryti-inhibicni-zona.md was first published as testovani-antimikrobialnich-kryti
// and names that slug in its redirect_from.
const OLD = "/cs/blog/testovani-antimikrobialnich-kryti";
const NEW = "/cs/blog/antimikrobialni-kryti-inhibicni-zona";

test("a renamed post's old address answers 301 to its new one, kept like a page", async ({ request }) => {
  for (let i = 0; i < 2; i++) {
    const moved = await request.get(OLD, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()["location"]).toBe(NEW);
    expect(moved.headers()["cache-control"]).toMatch(/s-maxage=\d+/);
  }
  expect((await request.get(OLD.replace("/cs", ""), { maxRedirects: 0 })).status()).toBe(404);
});

test("following the old address shows the post at its new one", async ({ page }) => {
  const answer = await page.goto(OLD);
  expect(answer?.status()).toBe(200);
  await expect(page).toHaveURL(NEW);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Testování antimikrobiálních krytí");
});

test.describe("a link inside the site to a renamed post's old address", () => {
  // WordPress's record (the fake's OLD_SLUGS): electrospinning-at-scale was published as
  // electrospinning-at-scale-lessons. The link is in the footer's menu, which the editor owns: the shared fake
  // WordPress's English menu (shared-wordpress.ts).

  test("clicked, shows the post at its new address, in the browser", async ({ page }) => {
    await acceptCookies(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });
    await page.goto(`${wordpressSiteURL}/products`);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await page.getByRole("contentinfo").getByRole("link", { name: "Lessons from Multispin" }).click();
    await expect(page).toHaveURL(`${wordpressSiteURL}/blog/electrospinning-at-scale`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Electrospinning at scale");
    await expect(page.getByText("Post Not Found")).toHaveCount(0);
    // A navigation in the browser: the only document loaded was the first page.
    expect(documents).toEqual(["/products"]);
    // The old address is replaced in the history, as a 301 replaces it.
    await page.goBack();
    await expect(page).toHaveURL(`${wordpressSiteURL}/products`);
  });
});
