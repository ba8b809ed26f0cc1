// deploy/nginx.conf in front of the production build, as docs/deploy.md describes: pages work through it, it
// keeps what the site's Cache-Control allows, and it keeps serving what it has while the site is down.
import { expect, test } from "@playwright/test";
import { deployConfig, type Nginx, startNginx } from "#tests/support/nginx";
import { watchViolations } from "../browser/helpers";
import { type SiteProcess, startSite } from "#tests/support/site-process";

test.describe.configure({ mode: "serial" });

let site: SiteProcess;
let nginx: Nginx;
let post: string;

test.beforeAll(async () => {
  site = await startSite({ TRUST_PROXY: "1" });
  nginx = await startNginx((port, dir) => deployConfig([new URL(site.url).host], port, dir));
  const list = await (await fetch(`${site.url}/api/wordpress?path=/posts&params=per_page%3D1`)).json();
  post = `/blog/${(list as { data: { slug: string }[] }).data[0]!.slug}`;
});

test.afterAll(async () => {
  await nginx?.stop();
  await site?.stop();
});

test("pages hydrate through nginx with no content security violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  for (const path of ["/", "/blog", post]) {
    const response = await page.goto(nginx.url + path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products" }).click();
  await expect(page).toHaveURL(`${nginx.url}/products`);
  expect(await violations()).toEqual([]);
});

test("a second request is answered from nginx's cache, in the encoding asked for", async ({ request }) => {
  for (const encoding of ["br", "gzip"]) {
    const path = `/contact?for=${encoding}`;
    const first = await request.get(nginx.url + path, { headers: { "Accept-Encoding": encoding } });
    const second = await request.get(nginx.url + path, { headers: { "Accept-Encoding": encoding } });
    expect(first.headers()["x-cache-status"]).toBe("MISS");
    expect(second.headers()["x-cache-status"]).toBe("HIT");
    expect(second.headers()["content-encoding"]).toBe(encoding);
    expect(await second.text()).toBe(await first.text());
  }
  // Never kept: a not-found page, the health check.
  for (const path of ["/no-such-page", "/healthz"]) {
    await request.get(nginx.url + path);
    expect((await request.get(nginx.url + path)).headers()["x-cache-status"]).toBe("MISS");
  }
});

test("a client's X-Request-Id is never kept with a page; a made-up Host is the same copy", async ({
  request,
}) => {
  const path = "/privacy-policy?for=request-id";
  const chosen = "chosen-by-a-visitor";
  const first = await request.get(nginx.url + path, { headers: { "X-Request-Id": chosen } });
  const second = await request.get(nginx.url + path, { headers: { Host: "made-up.example" } });
  expect(first.headers()["x-cache-status"]).toBe("MISS");
  expect(second.headers()["x-cache-status"]).toBe("HIT");
  // Each answer carries its own id, the one nginx gave the request (32 hex digits), never the visitor's.
  const ids = [first, second].map((answer) => answer.headers()["x-request-id"]);
  for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  expect(ids[0]).not.toBe(ids[1]);
  expect(await second.text()).not.toContain(chosen);
});

test("with the site stopped, nginx still serves the pages it has", async ({ request }) => {
  const kept = ["/", "/blog", post, "/api/wordpress?path=/posts&params=per_page%3D1"];
  for (const path of kept) await request.get(nginx.url + path);
  await site.stop();
  for (const path of kept) {
    const response = await request.get(nginx.url + path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["x-cache-status"], path).toMatch(/HIT|STALE|UPDATING/);
  }
  expect((await request.get(`${nginx.url}/products?never-asked`)).status()).toBe(502);
});
