// The image endpoint against what an attacker sends, on real servers on 127.0.0.1 (a WordPress media origin and
// the endpoint in Express): SVG, many spellings of one picture, other addresses on WordPress's origin, and one
// client's flood. Costs are counted as CPU time of this process and as requests the origin received.
import { readFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { imageUrl, socialImageUrl } from "~/lib/images";
import { createImageEndpoint } from "./images.server";

const PHOTO = path.resolve("tests/support/fixtures/photos/nci-connective-tissue-cells-2304.jpg");
const CHROME_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const DOWNLOADS_PER_MINUTE = 3;

/** 1.1 KB of SVG: a chain of filter primitives over 8000x8000 pixels, minutes of drawing for librsvg. */
const FILTER_CHAIN = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="8000" height="8000"><filter id="f">${[1, 2, 3, 4, 5, 6]
    .map(
      (n) =>
        `<feTurbulence baseFrequency="0.0${n}" numOctaves="9" result="t${n}"/><feGaussianBlur in="t${n}" stdDeviation="${n * 20}"/><feMorphology radius="${n * 9}" operator="dilate"/>`,
    )
    .join("")}</filter><rect width="8000" height="8000" filter="url(#f)"/></svg>`,
);

let origin = "";
/** The media library on the picture origin. */
let media = "";
let site = "";
let upstream: http.Server;
let server: http.Server;
/** What the origin was asked, by names in its media library. */
const asked: string[] = [];
let endpoint: ReturnType<typeof createImageEndpoint>;
let anyone = 0;

beforeAll(async () => {
  const photo = await readFile(PHOTO);
  upstream = http.createServer((req, res) => {
    const url = (req.url ?? "/").replace(/^\/wp-content\/uploads(?=\/)/, "");
    asked.push(url);
    const send = (body: Buffer) => res.writeHead(200, { "Content-Type": "image/jpeg" }).end(body);
    if (/^\/photo(-\d+)?\.jpg$/.test(url)) return send(photo);
    // An SVG under a photograph's name and type: only its bytes say what it is.
    if (url === "/filters.svg" || url === "/filters.jpg") return send(FILTER_CHAIN);
    if (url.startsWith("/slow-photo")) return void setTimeout(() => send(photo), 400);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  media = `${origin}/wp-content/uploads`;
  endpoint = createImageEndpoint({
    mediaOrigins: [origin],
    publicDir: path.resolve("public"),
    maxBytes: 2 * 1024 * 1024,
    timeoutMs: 5000,
    cacheBytes: 16 * 1024 * 1024,
    concurrency: 1,
    maxQueue: 1,
    downloadsPerMinute: DOWNLOADS_PER_MINUTE,
    // Requests that name no client are each a client of their own: only the budget's tests share one.
    clientOf: (req) => req.get("x-client") ?? `anyone-${++anyone}`,
  });
  const app = express();
  app.get("/image", endpoint.handler);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  upstream.closeAllConnections();
  await Promise.all([new Promise((r) => server.close(r)), new Promise((r) => upstream.close(r))]);
});

beforeEach(() => {
  endpoint.clear();
  asked.length = 0;
});

async function get(address: string) {
  const response = await fetch(site + address, { headers: { Accept: CHROME_ACCEPT } });
  return { response, text: await response.text() };
}

/** CPU time (user and system, every thread of this process) spent by `run`, in seconds. */
async function cpuSeconds(run: () => Promise<void>): Promise<number> {
  const before = process.cpuUsage();
  await run();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1e6;
}

describe("image endpoint: SVG never reaches a renderer", () => {
  it("refuses a 1.1 KB filter-chain SVG with 415, by its name without asking, by its bytes when named .jpg", async () => {
    expect(FILTER_CHAIN.length).toBeGreaterThan(1000);
    expect(FILTER_CHAIN.length).toBeLessThan(1300);
    const cpu = await cpuSeconds(async () => {
      const byName = await get(imageUrl(`${media}/filters.svg`, 640));
      expect(byName.response.status).toBe(415);
      expect(byName.text).toMatch(/SVG drawings are not converted by \/image/);
      expect(asked).toEqual([]);
      const byBytes = await get(imageUrl(`${media}/filters.jpg`, 640));
      expect(byBytes.response.status).toBe(415);
      expect(byBytes.text).toMatch(/SVG drawings are not converted/);
      expect(byBytes.response.headers.get("cache-control")).toBe("no-store");
      const social = await get(socialImageUrl(`${media}/filters.jpg`));
      expect(social.response.status).toBe(415);
    });
    // Drawn, this picture took 54.7 s of CPU; refused, it costs what an ordinary request costs.
    expect(cpu).toBeLessThan(2);
  });

  it("refuses the site's own SVG drawings too: they are static files and need no conversion", async () => {
    const { response } = await get(imageUrl("/images/hero-nanofibers.svg", 640));
    expect(response.status).toBe(415);
  });
});

describe("image endpoint: one key per picture", () => {
  it("downloads one photograph once for 260 spellings of it (?n=i, #i, doubled slashes)", async () => {
    const spellings = Array.from({ length: 260 }, (_, i) =>
      i % 3 === 0
        ? `${media}/photo.jpg?n=${i}`
        : i % 3 === 1
          ? `${media}/photo.jpg#${i}`
          : `${origin}/${"/".repeat(i % 4)}wp-content//uploads${"/".repeat(1 + (i % 5))}photo.jpg`,
    );
    const statuses: number[] = [];
    const cpu = await cpuSeconds(async () => {
      for (const src of spellings) statuses.push((await get(imageUrl(src, 640))).response.status);
    });
    expect(statuses.filter((status) => status === 200)).toHaveLength(260);
    expect(asked).toEqual(["/photo.jpg"]);
    // Converted each time, these took 45.8 s of CPU; kept under one key, one conversion and 259 lookups.
    expect(cpu).toBeLessThan(10);
  });

  it("reads only the media library: no other path on the WordPress origin, and WordPress is never asked", async () => {
    const refused = [
      `${origin}/wp-json/wp/v2/posts?search=${"a".repeat(20)}`,
      `${origin}/wp-json/wp/v2/posts.jpg`,
      `${origin}/?p=1&x=.jpg`,
      `${origin}/index.php/wp-content/uploads/photo.jpg`,
      `${origin}/wp-admin/wp-content/uploads/photo.jpg`,
      `${media}/../../wp-json/wp/v2/posts.jpg`,
      `${media}/%2e%2e/%2E%2E/wp-login.php`,
      `${media}/a%2Fb.jpg`,
      `${media}/notes.txt`,
    ];
    for (const src of refused) {
      const { response, text } = await get(imageUrl(src, 640));
      expect(response.status, src).toBe(400);
      expect(text).toMatch(/^src /);
    }
    expect(asked).toEqual([]);
  });
});

describe("image endpoint: a budget of downloads per client", () => {
  it("answers 429 with Retry-After to a client past its budget, while a second client's new picture is made", async () => {
    const as = (client: string, src: string) =>
      fetch(site + imageUrl(src, 360), { headers: { Accept: CHROME_ACCEPT, "X-Client": client } });
    for (let n = 1; n <= DOWNLOADS_PER_MINUTE; n++)
      expect((await as("first", `${media}/photo-${n}.jpg`)).status).toBe(200);
    const over = await as("first", `${media}/photo-9.jpg`);
    expect(over.status).toBe(429);
    expect(await over.text()).toMatch(/Too many new pictures/);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(over.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    // What is kept costs no download: still answered.
    expect((await as("first", `${media}/photo-1.jpg`)).status).toBe(200);
    expect((await as("second", `${media}/photo-9.jpg`)).status).toBe(200);
    expect(asked).toEqual(["/photo-1.jpg", "/photo-2.jpg", "/photo-3.jpg", "/photo-9.jpg"]);
  });
});

describe("image endpoint: one client's burst of new pictures", () => {
  it("holds at most half the queue's places, so a second client's new picture is still made", async () => {
    const burst = createImageEndpoint({
      mediaOrigins: [origin],
      publicDir: path.resolve("public"),
      maxBytes: 2 * 1024 * 1024,
      timeoutMs: 5000,
      cacheBytes: 16 * 1024 * 1024,
      concurrency: 1,
      maxQueue: 8,
      downloadsPerMinute: 100,
      clientOf: (req) => req.get("x-client") ?? "nobody",
    });
    const app = express();
    app.get("/image", burst.handler);
    const burstServer = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => burstServer.once("listening", resolve));
    const burstSite = `http://127.0.0.1:${(burstServer.address() as AddressInfo).port}`;
    const as = (client: string, src: string) =>
      fetch(burstSite + imageUrl(src, 360), { headers: { Accept: CHROME_ACCEPT, "X-Client": client } }).then(
        async (response) => ({ status: response.status, text: await response.text() }),
      );
    try {
      const first = Array.from({ length: 20 }, (_, n) => as("first", `${media}/slow-photo-${n}.jpg`));
      // Let the burst take its places before the second client asks.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const second = await as("second", `${media}/slow-photo-second.jpg`);
      const statuses = (await Promise.all(first)).map((answer) => answer.status);
      expect(second.status).toBe(200);
      expect(statuses.filter((status) => status === 200)).toHaveLength(4);
      expect(statuses.filter((status) => status === 429)).toHaveLength(16);
      expect(asked.filter((name) => name.startsWith("/slow-photo-"))).toHaveLength(5);
    } finally {
      burstServer.closeAllConnections();
      await new Promise((resolve) => burstServer.close(resolve));
    }
  });
});
