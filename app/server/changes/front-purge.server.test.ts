// A signed change notice purges the cache in front by the changed post's keys (PURGE_TARGET), a refused one
// purges nothing, and a purge that fails at first is sent again. Behind Cloudflare the keys travel in the
// header Cloudflare reads, and only there.
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { surrogateKeys } from "./surrogate-keys.server";
import { type FakePurgeApi, startFakePurgeApi } from "#tests/support/fake-purge-api";
import { parseConfig } from "~/server/config.server";
import { sendChangeNotice } from "#tests/support/change-notice";
import { createServices } from "~/server/services.server";
import { createApp } from "../../../server/app";

const SECRET = "p".repeat(48);
let varnish: FakePurgeApi;
let server: Server;
let base: string;

beforeAll(async () => {
  varnish = await startFakePurgeApi();
  const config = parseConfig({
    SITE_URL: "https://site.test",
    REVALIDATE_SECRET: SECRET,
    PURGE_TARGET: "varnish",
    VARNISH_PURGE_URLS: varnish.url,
  });
  const services = createServices(config, { purge: { retryDelaysMs: [10] } });
  const render = async (url: string) =>
    new Response(url, { headers: { "Cache-Control": "public, s-maxage=60" } });
  server = http.createServer(createApp({ services, render })).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await varnish.close();
});

const revalidate = (body: string, secret = SECRET) => sendChangeNotice(base, body, { secret });

async function purgesArrived(count: number) {
  for (let tries = 0; varnish.requests.length < count && tries < 50; tries++)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return varnish.requests;
}

it("a refused notice purges nothing; a signed one purges the post's key and the lists, nothing else", async () => {
  const body = JSON.stringify({ event: "publish", id: 7, slugs: ["fresh-post"] });
  expect((await revalidate(body, "w".repeat(48))).status).toBe(401);
  expect(await purgesArrived(1)).toEqual([]);

  expect((await revalidate(body)).status).toBe(200);
  const [purge] = await purgesArrived(1);
  expect(purge).toMatchObject({ method: "PURGE", path: "/" });
  expect(purge!.headers.xkey).toBe("post-fresh-post lists");
});

it("a purge the cache in front refuses at first is sent again", async () => {
  varnish.requests.length = 0;
  varnish.plan({ status: 503 }, { status: 200 });
  const body = JSON.stringify({ event: "update", id: 8, slugs: ["other-post"] });
  expect((await revalidate(body)).status).toBe(200);
  const requests = await purgesArrived(2);
  expect(requests.map((request) => request.headers.xkey)).toEqual([
    "post-other-post lists",
    "post-other-post lists",
  ]);
});

it("behind Cloudflare a kept answer names its keys in Cache-Tag alone, and a change drops it and purges those tags", async () => {
  const cloudflare = await startFakePurgeApi();
  const config = parseConfig({
    SITE_URL: "https://site.test",
    REVALIDATE_SECRET: SECRET,
    PURGE_TARGET: "cloudflare",
    CLOUDFLARE_ZONE_ID: "023e105f4ecef8ad9ca31a8372d0c353",
    CLOUDFLARE_API_TOKEN: "cloudflare-token",
    CLOUDFLARE_API_URL: cloudflare.url,
  });
  let renders = 0;
  const render = async () => {
    renders += 1;
    const keys = surrogateKeys({ lang: "en", is: ["post-kept-post"] });
    return new Response("a post", { headers: { "Cache-Control": "public, s-maxage=60", ...keys } });
  };
  const site = http
    .createServer(createApp({ services: createServices(config), render }))
    .listen(0, "127.0.0.1");
  await new Promise((resolve) => site.once("listening", resolve));
  const siteBase = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  try {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${siteBase}/blog/kept-post`);
      expect(response.headers.get("cache-tag")).toBe("site,lang-en,post-kept-post");
      expect(response.headers.get("surrogate-key")).toBeNull();
    }
    expect(renders).toBe(1);
    const body = JSON.stringify({ event: "update", id: 9, slugs: ["kept-post"] });
    expect((await sendChangeNotice(siteBase, body, { secret: SECRET })).status).toBe(200);
    await fetch(`${siteBase}/blog/kept-post`);
    expect(renders).toBe(2);
    await expect
      .poll(() => cloudflare.requests.map((request) => JSON.parse(request.body)))
      .toEqual([{ tags: ["post-kept-post", "lists"] }]);
  } finally {
    await new Promise((resolve) => site.close(resolve));
    await cloudflare.close();
  }
});
