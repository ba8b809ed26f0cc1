// The screenshots of docs/wordpress.md: the WordPress screens an editor starts from (Pages > Add New, a post's
// slug in the editor's sidebar, Appearance > Menus with the site connector's location), taken from a real
// WordPress started and seeded as `npm run test:wordpress` does, then stopped.
//   npx tsx scripts/docs/wordpress-screens.ts        (writes docs/images/wordpress-*.png)
import { randomBytes } from "node:crypto";
import path from "node:path";
import { chromium, type Locator, type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "#tests/support/chromium";
import { seedWordPress } from "#tests/wordpress/seed";
import { startWordPress } from "#tests/wordpress/wordpress-server";
import sharp from "sharp";

const OUT = path.resolve(import.meta.dirname, "../../docs/images");
const port = Number(process.env.SCREENS_WORDPRESS_PORT ?? 3695);

type Clip = { x: number; y: number; width: number; height: number };

/** A screenshot of `what` (of a page, `clip` of it), as a palette PNG (tens of KB). */
async function shoot(what: Locator | Page, name: string, clip?: Clip) {
  const png =
    "goto" in what
      ? await what.screenshot({ animations: "disabled", ...(clip && { clip }) })
      : await what.screenshot({ animations: "disabled" });
  await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(path.join(OUT, name));
  console.log(`docs/images/${name}`);
}

const wordpress = await startWordPress({
  port,
  frontendUrl: "http://127.0.0.1:3000",
  secret: randomBytes(32).toString("hex"),
});
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  await seedWordPress(wordpress);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${wordpress.url}/wp-login.php`);
  await page.fill("#user_login", wordpress.user);
  await page.fill("#user_pass", wordpress.password);
  await page.click("#wp-submit");
  await page.waitForURL(/wp-admin/);

  // Appearance > Menus: the seeded menu's items, then Manage Locations with the site connector's location.
  await page.goto(`${wordpress.url}/wp-admin/nav-menus.php`);
  await shoot(page.locator("#menu-management-liquid"), "wordpress-menus.png");
  await page.goto(`${wordpress.url}/wp-admin/nav-menus.php?action=locations`);
  await shoot(page, "wordpress-menu-locations.png", { x: 160, y: 32, width: 900, height: 260 });

  // The block editor's welcome guide would cover the screens below.
  await page.goto(`${wordpress.url}/wp-admin/post-new.php?post_type=page`);
  await page
    .evaluate(() => {
      const wp = (
        window as unknown as {
          wp: { data: { dispatch(store: string): Record<string, (...a: unknown[]) => void> } };
        }
      ).wp;
      wp.data.dispatch("core/preferences")?.set?.("core/edit-post", "welcomeGuide", false);
      wp.data.dispatch("core/edit-post")?.toggleFeature?.("welcomeGuide");
    })
    .catch(() => {});
  await page.reload({ waitUntil: "networkidle" });
  await page.keyboard.press("Escape");
  await shoot(page, "wordpress-add-page.png", { x: 0, y: 0, width: 1280, height: 520 });

  // A post's slug: the URL (permalink) panel of the editor's sidebar.
  const [post] = (await (await fetch(`${wordpress.apiUrl}/posts?per_page=1&_fields=id`)).json()) as {
    id: number;
  }[];
  await page.goto(`${wordpress.url}/wp-admin/post.php?post=${post!.id}&action=edit`, {
    waitUntil: "networkidle",
  });
  await page.keyboard.press("Escape");
  // The slug is behind the URL in the sidebar's summary.
  await page.locator(".edit-post-post-url__toggle").click();
  // WordPress 6.1 opens a popover with the slug field; it is shot as it is, whatever its wording.
  await page
    .locator(".components-popover")
    .first()
    .waitFor()
    .catch(() => {});
  await page.waitForTimeout(500);
  await shoot(page, "wordpress-post-slug.png", { x: 560, y: 0, width: 720, height: 560 });
} finally {
  await browser.close();
  await wordpress.stop();
}
