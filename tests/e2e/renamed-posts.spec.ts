import { expect, test } from "@playwright/test";

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
