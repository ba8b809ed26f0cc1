// The production build with its response cache, reading the fake WordPress: tracking parameters share the
// canonical copy, a client asking for ever new pages is slowed down, a home page made while WordPress failed is
// never kept as the good one, and a badly encoded address is a short 400 without a stack trace in the log.
import { expect, test } from "@playwright/test";
import { type FakeWordPress, startFakeWordPress } from "#tests/support/fake-wordpress";
import { type SiteProcess, startSite } from "#tests/support/site-process";

let wp: FakeWordPress;
let site: SiteProcess;

test.beforeAll(async () => {
  wp = await startFakeWordPress();
  site = await startSite({
    WORDPRESS_API_URL: wp.apiUrl,
    UPSTREAM_REQUESTS_PER_MINUTE: "0",
    RENDERS_PER_MINUTE: "40",
  });
});
test.afterAll(async () => {
  await site?.stop();
  await wp?.stop();
});

// In order: the home page is made first while WordPress is down, and the render limit is used up last.
test.describe.configure({ mode: "serial" });

test("a home page made while WordPress fails is not kept: the next visitor gets the latest posts", async ({
  request,
}) => {
  await wp.setMode("down");
  const degraded = await request.get(`${site.url}/`);
  expect(degraded.status()).toBe(200);
  expect(degraded.headers()["cache-control"]).toBe("private, max-age=10");
  expect(await degraded.text()).not.toContain("Electrospinning at scale");
  await wp.setMode("ok");
  const real = await request.get(`${site.url}/`);
  expect(real.headers()["cache-control"]).toContain("s-maxage=300");
  expect(await real.text()).toContain("Electrospinning at scale");
});

test("300 tracking-parameter variants of /blog are one page: one copy, one render", async ({ request }) => {
  const canonical = await request.get(`${site.url}/blog`);
  const etag = canonical.headers()["etag"];
  for (let n = 0; n < 300; n++) {
    const variant = await request.get(`${site.url}/blog?utm_source=newsletter-${n}&v${n}`);
    expect(variant.status()).toBe(200);
    expect(variant.headers()["etag"]).toBe(etag);
  }
});

for (const target of ["/blog/%", "/%E0", "/blog/%E0%A4%A", "/blog?page=%E0"])
  test(`${target} is a short 400, with one line in the log`, async ({ request }) => {
    const answer = await request.get(`${site.url}${target}`);
    expect(answer.status()).toBe(400);
    expect((await answer.text()).length).toBeLessThan(100);
    expect(site.output()).not.toMatch(/\n\s+at /);
  });

test("a client asking for page after new page is answered 429 with Retry-After; kept pages are still served", async ({
  request,
}) => {
  const statuses: number[] = [];
  for (let n = 0; n < 60; n++) statuses.push((await request.get(`${site.url}/blog/made-up-${n}`)).status());
  expect(statuses).toContain(404);
  const refused = await request.get(`${site.url}/blog/made-up-again`);
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect((await request.get(`${site.url}/blog?utm_campaign=x`)).status()).toBe(200);
});
