// deploy/varnish.vcl in Debian's Varnish (vmod xkey from varnish-modules) in front of two instances of the
// production build reading a WordPress, as docs/deploy.md describes: it keeps what the site's Cache-Control allows,
// a published change purges exactly the changed post's pages (from Varnish and from both instances), and it
// keeps serving what it has while every instance is down.
import { createHmac } from "node:crypto";
import { expect, test } from "@playwright/test";
import { fixturePosts, type FakeWordPress, startFakeWordPress } from "#tests/support/fake-wordpress";
import type { RawPost } from "#tests/support/fake-wordpress-fixtures";
import { freePort, type SiteProcess, startSite } from "#tests/support/site-process";
import { deployVcl, startVarnish, type Varnish } from "#tests/support/varnish";

test.describe.configure({ mode: "serial" });

const SECRET = "varnish-test-secret-".repeat(3);
const CHANGED = "fixture-post-05";
const UNTOUCHED = "fixture-post-12";
const NEW_TITLE = "Fibre mats, measured again";
/**
 * A page kept five minutes would need five minutes to go stale: the test gives addresses with `short-ttl` in
 * their query one second of freshness, appended to the deployed VCL, so grace shows within seconds.
 */
const SHORT_TTL = 'sub vcl_backend_response { if (bereq.url ~ "[?&]short-ttl") { set beresp.ttl = 1s; } }';

let wp: FakeWordPress;
let posts: RawPost[] = [];
let sites: SiteProcess[] = [];
let varnish: Varnish;

test.beforeAll(async () => {
  // Two servers and a VCL compiled to C: on a busy machine, more than a test's usual time.
  test.setTimeout(120_000);
  wp = await startFakeWordPress({ posts: (origin) => (posts = fixturePosts(origin)) });
  const varnishPort = await freePort();
  const env = {
    TRUST_PROXY: "1",
    SITE_URL: `http://127.0.0.1:${varnishPort}`,
    WORDPRESS_API_URL: wp.apiUrl,
    REVALIDATE_SECRET: SECRET,
    PURGE_TARGET: "varnish",
    VARNISH_PURGE_URLS: `http://127.0.0.1:${varnishPort}`,
  };
  sites = [await startSite(env), await startSite(env)];
  const instances = sites.map((site) => new URL(site.url).host) as [string, string];
  varnish = await startVarnish(varnishPort, `${deployVcl(instances)}\n${SHORT_TTL}\n`);
});

test.afterAll(async () => {
  await varnish?.stop();
  for (const site of sites) await site.stop();
  await wp?.stop();
});

const page = (slug: string) => `/blog/${slug}`;

async function get(url: string) {
  const response = await fetch(url);
  return { status: response.status, cache: response.headers.get("x-cache"), body: await response.text() };
}

/** POST /api/revalidate as the WordPress plugin sends it: the JSON event, signed with the shared secret. */
async function notify(site: SiteProcess, post: RawPost) {
  const body = JSON.stringify({ event: "update", id: post.id, slugs: [post.slug] });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac("sha256", SECRET).update(`${timestamp}.${body}`).digest("hex");
  const response = await fetch(`${site.url}/api/revalidate`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Revalidate-Timestamp": timestamp,
      "X-Revalidate-Signature": `sha256=${signature}`,
    },
    body,
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

test("a second request is answered from Varnish's cache; the purge keys stay inside", async () => {
  const first = await get(varnish.url + page(UNTOUCHED));
  const second = await get(varnish.url + page(UNTOUCHED));
  expect(first.status).toBe(200);
  expect(first.cache).toBe("MISS");
  expect(second.cache).toBe("HIT");
  expect(second.body).toBe(first.body);
  const headers = (await fetch(varnish.url + page(UNTOUCHED))).headers;
  expect(headers.get("surrogate-key")).toBeNull();
  expect(headers.get("cache-tag")).toBeNull();
  // Never kept: a not-found page, the health check.
  for (const path of ["/no-such-page", "/healthz"]) {
    await get(varnish.url + path);
    expect((await get(varnish.url + path)).cache, path).toBe("MISS");
  }
});

test("a published change leaves Varnish and both instances within seconds; other posts stay kept", async () => {
  const changed = posts.find((post) => post.slug === CHANGED)!;
  const oldTitle = "Fixture post 5 \u2013"; // its title, as the page shows it
  // Kept everywhere: in Varnish, and in each instance's own response cache.
  for (const slug of [CHANGED, UNTOUCHED]) {
    await get(varnish.url + page(slug));
    expect((await get(varnish.url + page(slug))).cache, slug).toBe("HIT");
  }
  for (const site of sites) expect((await get(site.url + page(CHANGED))).body).toContain(oldTitle);

  changed.title = { rendered: NEW_TITLE };
  // The plugin tells every instance (SITE_REVALIDATE_URLS); each drops its own copies, then purges Varnish.
  for (const site of sites) await notify(site, changed);

  let seen = await get(varnish.url + page(CHANGED));
  for (let tries = 0; !seen.body.includes(NEW_TITLE) && tries < 25; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    seen = await get(varnish.url + page(CHANGED));
  }
  expect(seen.status).toBe(200);
  expect(seen.body).toContain(NEW_TITLE);
  expect(seen.body).not.toContain(oldTitle);
  for (const site of sites) expect((await get(site.url + page(CHANGED))).body).toContain(NEW_TITLE);
  // Precise: the untouched post was not purged.
  const untouched = await get(varnish.url + page(UNTOUCHED));
  expect(untouched.cache).toBe("HIT");
  expect(untouched.body).not.toContain(NEW_TITLE);
});

test("with both instances stopped, Varnish still serves what it has, stale included", async () => {
  const stale = `${page(UNTOUCHED)}?short-ttl`;
  expect((await get(varnish.url + stale)).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  for (const site of sites) await site.stop();
  for (const path of [page(UNTOUCHED), page(CHANGED), stale]) {
    const answer = await get(varnish.url + path);
    expect(answer.status, path).toBe(200);
    expect(answer.cache, path).toMatch(/HIT|STALE/);
  }
  expect((await get(varnish.url + stale)).cache).toBe("STALE");
  expect((await get(`${varnish.url}/products?never-asked`)).status).toBe(503);
});
