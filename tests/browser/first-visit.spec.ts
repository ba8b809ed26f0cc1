// A phone's first visit from a browser that prefers Czech, on the English home page: one bar at a time (the
// cookie question first, the language offer after it), never more than a quarter of the screen, the hero's
// buttons in view and reachable, and the keyboard meeting the cookie question first.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { cs } from "../../app/content/messages/cs";
import { en } from "../../app/content/messages/en";

const PHONE = { width: 375, height: 667 };

test.use({ locale: "cs-CZ", viewport: PHONE });

const banner = (page: Page) => page.getByRole("region", { name: en.cookies.label });
const offer = (page: Page) => page.getByTestId("language-suggestion");

/** The element drawn at the centre of `target` is `target` itself or inside it: nothing covers it. */
async function expectOnTop(target: Locator) {
  const onTop = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return box.bottom <= window.innerHeight && !!hit && element.contains(hit);
  });
  expect(onTop).toBe(true);
}

async function heightShare(bar: Locator) {
  const box = (await bar.boundingBox())!;
  return box.height / PHONE.height;
}

test("the cookie question comes alone, low, and leaves the hero's buttons in view", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 20_000 });
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText(en.cookies.text);
  expect(await heightShare(banner(page))).toBeLessThanOrEqual(0.25);
  // The language offer waits for the answer.
  await expect(offer(page)).toHaveCount(0);
  const hero = page.getByRole("region", { name: en.home.heroTitle });
  await expectOnTop(hero.getByRole("link", { name: en.home.heroProducts }));
  await expectOnTop(hero.getByRole("link", { name: en.home.heroContact }));

  await banner(page).getByRole("button", { name: en.cookies.accept }).click();
  await expect(banner(page)).toHaveCount(0);
  // Then the offer, alone, as small.
  await expect(offer(page)).toBeVisible();
  await expect(offer(page)).toContainText(en.suggestion.text);
  expect(await heightShare(page.locator("div:has(> [data-testid=language-suggestion])"))).toBeLessThanOrEqual(
    0.25,
  );
  await expectOnTop(hero.getByRole("link", { name: en.home.heroProducts }));
});

test("the keyboard reaches the banner's buttons first, then its link, then the page", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 20_000 });
  const order: string[] = [];
  for (let n = 0; n < 4; n++) {
    await page.keyboard.press("Tab");
    order.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ""));
  }
  expect(order).toEqual([
    en.cookies.decline,
    en.cookies.accept,
    `${en.cookies.learnMore}${en.cookies.learnMoreHidden}`,
    en.skipLink,
  ]);
});

test("in Czech the question says in Czech what is stored", async ({ page }) => {
  await page.goto("/cs");
  const czech = page.getByRole("region", { name: cs.cookies.label });
  await expect(czech).toContainText(cs.cookies.text);
  expect(await heightShare(czech)).toBeLessThanOrEqual(0.25);
});

test("a visitor who answered before sees the offer on the first page at once", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
  await page.goto("/products");
  await expect(offer(page)).toBeVisible();
  await expect(banner(page)).toBeHidden();
});
