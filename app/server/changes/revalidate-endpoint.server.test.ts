// POST /api/revalidate through the whole pipeline: a signed request drops the kept answers that show the post,
// a bad one is refused and drops nothing.
import { createServices } from "~/server/services.server";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sendChangeNotice } from "#tests/support/change-notice";
import { parseConfig } from "~/server/config.server";
import { keyOfPage, keyOfPost, LISTS_KEY, surrogateKeys } from "~/server/changes/changes.server";
import { createApp } from "../../../server/app";
import type { Render } from "~/server/response-cache/response-cache.server";

const SECRET = "r".repeat(48);
let server: Server;
let base: string;
const renders: string[] = [];

beforeAll(async () => {
  const config = parseConfig({ SITE_URL: "https://site.test", REVALIDATE_SECRET: SECRET });
  // Every answer may be kept for a minute and names what it shows, as its route does; a counter shows whether
  // it was made again.
  const render: Render = async (url) => {
    renders.push(url);
    const keys = surrogateKeys({ lang: "en", ...shownAt(new URL(url, base).pathname) });
    return new Response(`${url} #${renders.length}`, {
      headers: { "Cache-Control": "public, s-maxage=60", ...keys },
    });
  };
  server = http.createServer(createApp({ services: createServices(config), render })).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const text = async (path: string) => (await fetch(base + path)).text();

const revalidate = (
  body: string,
  { timestamp, secret = SECRET }: { timestamp?: number; secret?: string } = {},
) => sendChangeNotice(base, body, { secret, timestamp });

/** Every address that shows the post "changed" (pages with their .data URLs, its card, lists, sitemap, feed). */
const SHOWING = [
  "/",
  "/_root.data",
  "/blog",
  "/blog.data",
  "/blog?page=2",
  "/blog.data?page=2&_routes=routes%2Fblog",
  "/blog/changed",
  "/blog/changed.data",
  "/social/blog/changed.png",
  "/social/blog-page-2.png",
  "/blog/category/news",
  "/blog/category/news.data?page=2",
  "/sitemap.xml",
  "/blog/feed.xml",
];
/** Addresses that cannot show it. */
const NOT_SHOWING = [
  "/blog/other",
  "/blog/other.data",
  "/social/blog/other.png",
  "/products",
  "/products.data",
];
const PATHS = [...SHOWING, ...NOT_SHOWING];

/** What the site's route at `path` names: the post it shows, a page of the site's own, or a list. */
function shownAt(path: string) {
  const post = /\/(changed|other)(\.data|\.png)?$/.exec(path)?.[1];
  if (post) return { is: [keyOfPost(post)] };
  return path.startsWith("/products") ? { is: [keyOfPage("en")] } : { is: [LISTS_KEY] };
}

it("a bad or missing signature is 401 and drops nothing; a good one drops what shows the post", async () => {
  const before = Object.fromEntries(await Promise.all(PATHS.map(async (p) => [p, await text(p)])));
  const body = JSON.stringify({ event: "update", id: 5, slugs: ["changed"] });

  const unsigned = await fetch(`${base}/api/revalidate`, { method: "POST", body });
  expect(unsigned.status).toBe(401);
  expect(unsigned.headers.get("cache-control")).toBe("no-store");
  expect((await revalidate(body, { secret: "x".repeat(48) })).status).toBe(401);
  expect((await revalidate(body, { timestamp: Math.floor(Date.now() / 1000) - 600 })).status).toBe(401);
  for (const path of PATHS) expect(await text(path)).toBe(before[path]);

  const good = await revalidate(body);
  expect(good.status).toBe(200);
  expect(await good.json()).toMatchObject({ revalidated: true, event: "update", id: 5, slugs: ["changed"] });
  for (const path of SHOWING) expect(await text(path), path).not.toBe(before[path]);
  for (const path of NOT_SHOWING) expect(await text(path), path).toBe(before[path]);
});

it("each signed request is accepted once: a replay within its window is refused and drops nothing", async () => {
  const body = JSON.stringify({ event: "update", id: 6, slugs: ["changed"] });
  const timestamp = Math.floor(Date.now() / 1000);
  expect((await revalidate(body, { timestamp })).status).toBe(200);
  const kept = await text("/blog");
  const replay = await revalidate(body, { timestamp });
  expect(replay.status).toBe(409);
  expect(await text("/blog")).toBe(kept);
  // The next change is signed anew (another second, or another body) and accepted.
  expect((await revalidate(body, { timestamp: timestamp - 1 })).status).toBe(200);
});

it("after a post is trashed, no spelling of its addresses in another letter case shows it", async () => {
  const spellings: [string, string][] = [
    ["/Blog/changed", "/blog/changed"],
    ["/Blog/changed.data", "/blog/changed.data"],
    ["/Blog/Category/news", "/blog/category/news"],
    ["/Blog/Feed.xml", "/blog/feed.xml"],
    ["/BLOG", "/blog"],
    ["/CS/Blog/changed", "/cs/blog/changed"],
  ];
  const before = await Promise.all(spellings.map(([, canonical]) => text(canonical)));
  const body = JSON.stringify({ event: "trash", id: 8, slugs: ["changed"] });
  expect((await revalidate(body)).status).toBe(200);
  for (const [n, [spelling, canonical]] of spellings.entries()) {
    const answer = await fetch(base + spelling, { redirect: "manual" });
    expect([answer.status, answer.headers.get("location")]).toEqual([301, canonical]);
    expect(await text(spelling), spelling).not.toBe(before[n]);
  }
});

it("a changed menu drops every kept page: each one's footer shows it", async () => {
  const before = Object.fromEntries(await Promise.all(PATHS.map(async (p) => [p, await text(p)])));
  const good = await revalidate(JSON.stringify({ event: "menu", id: 12, slugs: [] }));
  expect(good.status).toBe(200);
  expect(await good.json()).toMatchObject({ revalidated: true, event: "menu", id: 12, slugs: [] });
  for (const path of PATHS) expect(await text(path), path).not.toBe(before[path]);
});

it("a signed body that is not an event is 400", async () => {
  expect((await revalidate('{"hello":1}')).status).toBe(400);
});

// Last: it uses up this client's wrong signatures for the minute.
it("a client that sends wrong signatures is refused (429) for the rest of the minute, even with a good one", async () => {
  const body = JSON.stringify({ event: "update", id: 7, slugs: ["changed"] });
  const statuses: number[] = [];
  for (let n = 0; n < 12; n++) statuses.push((await revalidate(body, { secret: "w".repeat(48) })).status);
  expect(statuses.slice(0, 7)).toEqual(Array(7).fill(401)); // the first test already sent three
  expect(statuses.slice(7)).toEqual(Array(5).fill(429));
  const good = await revalidate(body);
  expect(good.status).toBe(429);
  expect(Number(good.headers.get("retry-after"))).toBeGreaterThan(0);
});
