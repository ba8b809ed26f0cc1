// The production build with its response cache, reading the fake WordPress: tracking parameters and other
// spellings of a proxy request share the canonical copy, a route in another letter case is redirected to its one
// spelling, a client asking for ever new pages is slowed down, a home page made while WordPress failed is never
// kept as the good one, and a badly encoded address is a short 400 without a stack trace in the log.
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

test("110 spellings of one proxy request are one answer: one copy, one render (the limit is 40)", async ({
  request,
}) => {
  const ask = (params: string) =>
    request.get(`${site.url}/api/wordpress?path=/posts&params=${encodeURIComponent(params)}`);
  const etag = (await ask("_embed&per_page=100&page=1")).headers()["etag"];
  const spellings = new Set<string>();
  for (const perPage of ["100", "0100", "00100", "000100", "0000100", "00000100"])
    for (const page of ["", "&page=1", "&page=01", "&page=001"])
      for (const lang of ["", "&lang=en"])
        for (const embed of ["", "_embed&"]) {
          spellings.add(`${embed}per_page=${perPage}${page}${lang}`);
          spellings.add(`${lang.slice(1)}${lang && "&"}${page.slice(1)}${page && "&"}per_page=${perPage}`);
        }
  expect(spellings.size).toBeGreaterThanOrEqual(110);
  for (const params of [...spellings].slice(0, 110)) {
    const answer = await ask(params);
    expect(answer.status(), params).toBe(200);
    expect(answer.headers()["etag"], params).toBe(etag);
  }
});

test("a route in another letter case is redirected to its one spelling; a static file keeps its case", async ({
  request,
}) => {
  for (const [spelling, canonical] of [
    ["/Blog/electrospinning-at-scale", "/blog/electrospinning-at-scale"],
    ["/BLOG", "/blog"],
    ["/Blog/Feed.xml", "/blog/feed.xml"],
    ["/CS/Blog", "/cs/blog"],
  ]) {
    const answer = await request.get(`${site.url}${spelling}`, { maxRedirects: 0 });
    expect([answer.status(), answer.headers()["location"]]).toEqual([301, canonical]);
  }
  expect((await request.get(`${site.url}/Favicon.svg`, { maxRedirects: 0 })).status()).toBe(404);
});

for (const target of ["/blog/%", "/%E0", "/blog/%E0%A4%A", "/blog?page=%E0"])
  test(`${target} is a short 400, with one line in the log`, async ({ request }) => {
    const answer = await request.get(`${site.url}${target}`);
    expect(answer.status()).toBe(400);
    expect((await answer.text()).length).toBeLessThan(100);
    // Once the request's own line is out (log lines reach stdout in blocks, at most a second late: decision 060).
    await expect.poll(() => site.output()).toContain(`"requestId":"${answer.headers()["x-request-id"]}"`);
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
