// POST /api/revalidate through the whole pipeline: a signed request drops the kept answers that show the post,
// a bad one is refused and drops nothing.
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { parseConfig } from "~/server/config.server";
import { sign } from "~/server/revalidate.server";
import { createApp } from "./app";
import type { Render } from "./response-cache";

const SECRET = "r".repeat(48);
let server: Server;
let base: string;
const renders: string[] = [];

beforeAll(async () => {
  const config = parseConfig({ SITE_URL: "https://site.test", REVALIDATE_SECRET: SECRET });
  // Every answer may be kept for a minute; a counter shows whether it was made again.
  const render: Render = async (url) => {
    renders.push(url);
    return new Response(`${url} #${renders.length}`, { headers: { "Cache-Control": "public, s-maxage=60" } });
  };
  server = http.createServer(createApp({ config, render })).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const text = async (path: string) => (await fetch(base + path)).text();

function revalidate(body: string, { timestamp = Math.floor(Date.now() / 1000), secret = SECRET } = {}) {
  return fetch(`${base}/api/revalidate`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Revalidate-Timestamp": String(timestamp),
      "X-Revalidate-Signature": `sha256=${sign(secret, `${timestamp}.${body}`)}`,
    },
    body,
  });
}

const PATHS = ["/", "/blog", "/blog/changed", "/blog/other", "/products", "/sitemap.xml"];

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
  for (const path of ["/", "/blog", "/blog/changed", "/sitemap.xml"])
    expect(await text(path)).not.toBe(before[path]);
  for (const path of ["/blog/other", "/products"]) expect(await text(path)).toBe(before[path]);
});

it("a signed body that is not an event is 400", async () => {
  expect((await revalidate('{"hello":1}')).status).toBe(400);
});
