// The editor's footer menu (WordPress, Appearance > Menus, through the site connector's endpoint) as a reader
// sees it: each language's menu in place of the site's own links, nothing but http(s) and site-relative links,
// a change shown from the next page once WordPress's change notice arrives, the site's links when there is no
// menu or WordPress fails. Against a site of the shared fake WordPress and a copy of the site that only this file
// uses (FAKE_SITES.footerMenu, footerMenuSiteURL): its tests change both, in order.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { sendChangeNotice } from "#tests/support/change-notice";
import type { FakeMenuItem } from "#tests/support/fake-wordpress-menu";
import type { FakeMode } from "#tests/support/fake-wordpress-modes";
import { FAKE_SITES, fakeControl, FOOTER_MENU_SECRET as SECRET, footerMenuSiteURL } from "./blog-servers";

test.describe.configure({ mode: "serial" });

/** Changes this file's WordPress site: `reset`, a `mode`, or a `menu` in `menuLang`. */
async function wordpressControl(query: Record<string, string>) {
  const answer = await fetch(`${fakeControl(FAKE_SITES.footerMenu)}?${new URLSearchParams(query)}`, {
    method: "POST",
  });
  expect(answer.status).toBe(200);
}

const wordpress = {
  setMenu: (lang: string, items: FakeMenuItem[] | null) =>
    wordpressControl({ menu: JSON.stringify(items), menuLang: lang }),
  setMode: (mode: FakeMode) => wordpressControl({ mode }),
};

test.beforeAll(async () => {
  await wordpressControl({ reset: "" });
  await wordpress.setMenu("en", [
    { title: "Research blog", url: "/blog" },
    { title: "Script", url: "javascript:alert(document.domain)" },
    { title: "Page of script", url: "data:text/html,<script>alert(1)</script>" },
    { title: "Elsewhere, quietly", url: "//evil.example/" },
    { title: "Lessons from Multispin", url: "/blog/electrospinning-at-scale/" },
    { title: "Partner <b>institute</b>", url: "https://www.example.org/partners" },
  ]);
  await wordpress.setMenu("cs", [{ title: "Výzkumný blog", url: "/cs/blog" }]);
  // The site keeps pages (with the response cache, as in production: a change notice must drop them too); an
  // earlier run of this file against the same servers left its own.
  await menuChanged(6);
});

test.afterAll(() => wordpressControl({ reset: "" }));

const footerLinks = (page: Page) => page.getByRole("contentinfo").getByRole("link");

async function linksOf(page: Page): Promise<[string, string | null][]> {
  const links = footerLinks(page);
  return Promise.all(
    (await links.all()).map(async (link) => [
      (await link.innerText()).trim(),
      await link.getAttribute("href"),
    ]),
  );
}

/** What WordPress's site connector sends when a menu changes: a signed change notice. */
async function menuChanged(id: number) {
  const body = JSON.stringify({ event: "menu", id, slugs: [] });
  const answer = await sendChangeNotice(footerMenuSiteURL, body, { secret: SECRET });
  expect(answer.status).toBe(200);
}

test("the footer shows the editor's menu in the page's language, without its hostile items", async ({
  page,
}) => {
  await page.goto(`${footerMenuSiteURL}/`);
  const links = await linksOf(page);
  const menu = links.filter(([, href]) => !/^(mailto|tel):/.test(href ?? ""));
  expect(menu).toEqual([
    ["Research blog", "/blog"],
    ["Lessons from Multispin", "/blog/electrospinning-at-scale/"],
    ["Partner institute", "https://www.example.org/partners"],
  ]);
  const html = await page.getByRole("contentinfo").innerHTML();
  expect(html).not.toMatch(/javascript:|data:text|evil\.example|<b>/i);
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Partner institute" }),
  ).toHaveAttribute("rel", "noopener noreferrer");
  await page.goto(`${footerMenuSiteURL}/cs`);
  const czech = (await linksOf(page)).filter(([, href]) => !/^(mailto|tel):/.test(href ?? ""));
  expect(czech).toEqual([["Výzkumný blog", "/cs/blog"]]);
});

/** The footer's links of a page as a new reader sees it (a browser of its own: nothing in its HTTP cache). */
async function freshFooter(browser: Browser, path = "/") {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(footerMenuSiteURL + path);
    return (await linksOf(page)).filter(([, href]) => !/^(mailto|tel):/.test(href ?? ""));
  } finally {
    await context.close();
  }
}

test("a changed menu shows from the next page once WordPress's change notice arrives", async ({
  browser,
}) => {
  await wordpress.setMenu("en", [{ title: "Contact us", url: "/contact" }]);
  // Kept until WordPress tells: the site's cache still has the first menu.
  expect((await freshFooter(browser))[0]).toEqual(["Research blog", "/blog"]);
  await menuChanged(7);
  expect(await freshFooter(browser)).toEqual([["Contact us", "/contact"]]);
});

test("no menu assigned, or WordPress failing: the footer keeps the site's own links", async ({ browser }) => {
  const ownLinks = [
    ["Privacy Policy", "/privacy-policy"],
    ["Accessibility", "/accessibility"],
  ];
  await wordpress.setMenu("en", null);
  await menuChanged(8);
  expect(await freshFooter(browser)).toEqual(ownLinks);

  await wordpress.setMenu("en", [{ title: "Contact us", url: "/contact" }]);
  await wordpress.setMode("500");
  await menuChanged(9);
  expect(await freshFooter(browser)).toEqual(ownLinks);
});
