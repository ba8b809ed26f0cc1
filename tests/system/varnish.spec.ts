// deploy/varnish.vcl in Debian's Varnish (vmod xkey from varnish-modules) in front of two instances of the
// production build reading a WordPress, as docs/deploy.md describes: it keeps what the site's Cache-Control allows,
// a published change purges exactly the changed post's pages (from Varnish and from both instances), and it
// keeps serving what it has while every instance is down.
import http from "node:http";
import { expect, test } from "@playwright/test";
import { sendChangeNotice } from "#tests/support/change-notice";
import { fixturePosts, type FakeWordPress, startFakeWordPress } from "#tests/support/fake-wordpress";
import type { RawPost } from "#tests/support/fake-wordpress-fixtures";
import type { SiteProcess } from "#tests/support/site-process";
import { type Cluster, startCluster } from "./support/cluster";
import type { Varnish } from "./support/varnish";

test.describe.configure({ mode: "serial" });

const SECRET = "varnish-test-secret-".repeat(3);
const CHANGED = "fixture-post-05";
const UNTOUCHED = "fixture-post-12";
const NEW_TITLE = "Fibre mats, measured again";
/**
 * A page kept five minutes would need five minutes to go stale: the test gives a page fetched with a header of
 * its own one second of freshness, appended to the deployed VCL, so grace shows within seconds (a parameter
 * would not do: the VCL drops every one the site does not read).
 */
const SHORT_TTL = "sub vcl_backend_response { if (bereq.http.X-Test-Short-Ttl) { set beresp.ttl = 1s; } }";

let wp: FakeWordPress;
let posts: RawPost[] = [];
let cluster: Cluster | undefined;
let sites: SiteProcess[] = [];
let varnish: Varnish;

test.beforeAll(async () => {
  // Two servers and a VCL compiled to C: on a busy machine, more than a test's usual time.
  test.setTimeout(120_000);
  wp = await startFakeWordPress({ posts: (origin) => (posts = fixturePosts(origin)) });
  cluster = await startCluster({
    instances: 2,
    env: { WORDPRESS_API_URL: wp.apiUrl, REVALIDATE_SECRET: SECRET },
    extraVcl: SHORT_TTL,
  });
  ({ instances: sites, varnish } = cluster);
});

test.afterAll(async () => {
  await cluster?.stop();
  await wp?.stop();
});

const page = (slug: string) => `/blog/${slug}`;

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers, redirect: "manual" });
  return {
    status: response.status,
    cache: response.headers.get("x-cache"),
    requestId: response.headers.get("x-request-id"),
    body: await response.text(),
  };
}

/** A GET with a Host of the client's choosing (fetch sends the URL's own). */
function getWithHost(url: string, host: string) {
  return new Promise<{ status: number; cache: string | undefined }>((resolve, reject) => {
    http
      .get(url, { headers: { Host: host } }, (res) => {
        res
          .resume()
          .once("end", () =>
            resolve({ status: res.statusCode!, cache: res.headers["x-cache"] as string | undefined }),
          );
      })
      .once("error", reject);
  });
}

async function purge(url: string, keys: string) {
  const response = await fetch(url, { method: "PURGE", headers: { xkey: keys } });
  return { status: response.status, body: await response.text() };
}

/** POST /api/revalidate as the WordPress plugin sends it: the JSON event, signed with the shared secret. */
async function notify(site: SiteProcess, post: RawPost) {
  const body = JSON.stringify({ event: "update", id: post.id, slugs: [post.slug] });
  const response = await sendChangeNotice(site.url, body, { secret: SECRET });
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

test("spellings of one address share one object: marketing and unknown parameters, their order, page 1, the Host", async () => {
  const post = page(UNTOUCHED);
  await get(`${varnish.url}${post}?utm_source=newsletter&fbclid=abc`);
  for (const spelling of [post, `${post}?gclid=1`, `${post}?utm_medium=x&utm_campaign=y&junk&=&&`]) {
    expect((await get(varnish.url + spelling)).cache, spelling).toBe("HIT");
  }
  expect((await getWithHost(varnish.url + post, "made-up.example")).cache).toBe("HIT");
  // What the site reads stays, in one order: page 2 is another object than the list, whatever else comes.
  const list = "/blog";
  await get(`${varnish.url}${list}?page=2&utm_source=x`);
  expect((await get(`${varnish.url}${list}?mc_cid=1&page=2`)).cache).toBe("HIT");
  await get(`${varnish.url}${list}?page=1`);
  expect((await get(varnish.url + list)).cache).toBe("HIT");
  const second = await get(`${varnish.url}${list}?page=2`);
  const first = await get(varnish.url + list);
  expect(second.body).not.toBe(first.body);
  // A redirect to a path's one spelling carries no Cache-Control: never kept, so made-up spellings are not either.
  await get(`${varnish.url}/BLOG`);
  const redirect = await get(`${varnish.url}/BLOG`);
  expect(redirect.status).toBe(301);
  expect(redirect.cache).toBe("MISS");
});

test("a PURGE is taken only on the purge address: from 127.0.0.1 on the visitors' one it is refused", async () => {
  const post = page(UNTOUCHED);
  await get(varnish.url + post);
  // A visitor's PURGE through a TLS terminator on this host arrives from 127.0.0.1, on the visitors' address.
  const refused = await purge(`${varnish.url}/`, "site");
  expect(refused.status).toBe(403);
  expect((await get(varnish.url + post)).cache).toBe("HIT");
  // The purge address takes PURGE alone.
  expect((await get(varnish.purgeUrl + post)).status).toBe(403);
  const purged = await purge(`${varnish.purgeUrl}/`, `post-${UNTOUCHED}`);
  expect(purged.status, purged.body).toBe(200);
  expect((await get(varnish.url + post)).cache).toBe("MISS");
});

test("a client's X-Request-Id is neither kept with a page nor given to anyone", async () => {
  const post = page(UNTOUCHED);
  await purge(`${varnish.purgeUrl}/`, `post-${UNTOUCHED}`);
  const chosen = "chosen-by-a-visitor";
  const miss = await get(varnish.url + post, { "X-Request-Id": chosen });
  expect(miss.cache).toBe("MISS");
  expect(miss.requestId).toMatch(/^\d+$/);
  const hits = [await get(varnish.url + post), await get(varnish.url + post, { "X-Request-Id": chosen })];
  for (const hit of hits) {
    expect(hit.cache).toBe("HIT");
    expect(hit.requestId).toMatch(/^\d+$/);
  }
  expect(new Set([miss, ...hits].map((answer) => answer.requestId)).size).toBe(3);
  // The site logged the id Varnish gave the request, not the visitor's (once its line is out: log lines reach
  // stdout in blocks, at most a second late, decision 060).
  const logged = () => sites.map((site) => site.output()).join("");
  await expect.poll(logged).toContain(`"requestId":"${miss.requestId}"`);
  expect(logged()).not.toContain(chosen);
});

test("with both instances stopped, Varnish still serves what it has, stale included", async () => {
  const stale = "/accessibility";
  expect((await get(varnish.url + stale, { "X-Test-Short-Ttl": "1" })).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  for (const site of sites) await site.stop();
  for (const path of [page(UNTOUCHED), page(CHANGED), stale]) {
    const answer = await get(varnish.url + path);
    expect(answer.status, path).toBe(200);
    expect(answer.cache, path).toMatch(/HIT|STALE/);
  }
  expect((await get(varnish.url + stale)).cache).toBe("STALE");
  expect((await get(`${varnish.url}/products`)).status).toBe(503);
});
