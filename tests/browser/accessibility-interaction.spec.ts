// The checks of how pages are operated, tried where a page on its own cannot show them: the target-size check
// (WCAG 2.5.8) on a page made to fail it, and motion without the reduced-motion preference, so that the check
// on every page (accessibility-pages.spec.ts) is known to see it.
import { expect, test } from "@playwright/test";
import { motion } from "./accessibility-checks";
import { openPage } from "./accessibility-helpers";
import { findSmallTargets } from "./accessibility-targets-and-focus";
import { acceptCookies } from "./helpers";

test.describe("target size (WCAG 2.5.8)", () => {
  test("the check itself finds small targets that crowd each other, and passes small ones spaced apart", async ({
    page,
  }) => {
    await page.setContent(`
      <div style="display:flex;gap:2px"><button style="all:unset;width:16px;height:16px">a</button><button style="all:unset;width:16px;height:16px">b</button></div>
      <div style="display:flex;gap:12px;margin-top:40px"><button style="all:unset;width:16px;height:16px">c</button><button style="all:unset;width:16px;height:16px">d</button></div>
      <p style="margin-top:40px">A sentence with <a href="#x">a small link</a> inside it.</p>
    `);
    expect(await findSmallTargets(page)).toEqual(['button "a" 16x16', 'button "b" 16x16']);
  });
});

test.describe("prefers-reduced-motion", () => {
  test("without the preference the home page does animate (so the check below can see motion)", async ({
    page,
  }) => {
    await acceptCookies(page);
    await openPage(page, "/");
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(async () => (await motion(page)).running).toBeGreaterThan(0);
  });
});
