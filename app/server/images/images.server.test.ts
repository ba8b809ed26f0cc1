// The image endpoint against real servers on 127.0.0.1: a picture origin with well-behaved and hostile
// answers, and the endpoint itself in Express. Pictures are real photographs (tests/support/fixtures/photos).
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { imageUrl, socialImageUrl } from "~/lib/images";
import { createImageEndpoint } from "./images.server";

const PHOTO = path.resolve("tests/support/fixtures/photos/nci-connective-tissue-cells-2304.jpg");

/** A JPEG whose header says 20000x20000 (400 million pixels) in a few hundred bytes: a decompression bomb. */
async function pixelBomb(): Promise<Buffer> {
  const small = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#888" } })
    .jpeg({ mozjpeg: false, progressive: false })
    .toBuffer();
  const sof = small.indexOf(Buffer.from([0xff, 0xc0]));
  small.writeUInt16BE(20000, sof + 5);
  small.writeUInt16BE(20000, sof + 7);
  return small;
}

let origin = "";
/** The media library on the picture origin. */
let media = "";
let site = "";
let upstream: http.Server;
let server: http.Server;
const asked: string[] = [];
let endpoint: ReturnType<typeof createImageEndpoint>;

beforeAll(async () => {
  const photo = await readFile(PHOTO);
  const transparent = await sharp({
    create: { width: 800, height: 400, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
  const bomb = await pixelBomb();
  upstream = http.createServer((req, res) => {
    // Pictures live in the media library; `asked` lists them by their names there.
    const url = (req.url ?? "/").replace(/^\/wp-content\/uploads(?=\/)/, "");
    asked.push(url);
    const send = (status: number, body: Buffer | string, type: string, headers = {}) =>
      res.writeHead(status, { "Content-Type": type, ...headers }).end(body);
    if (/^\/photo(-\d+)?\.jpg$/.test(url)) return send(200, photo, "image/jpeg");
    if (url.startsWith("/slow-photo")) return void setTimeout(() => send(200, photo, "image/jpeg"), 400);
    if (url === "/transparent.png") return send(200, transparent, "image/png");
    if (url === "/bomb.jpg") return send(200, bomb, "image/jpeg");
    if (url === "/moved.jpg") return send(302, "", "text/html", { Location: "/photo.jpg" });
    if (url === "/page.jpg") return send(200, "<!DOCTYPE html><p>Not an image</p>", "text/html");
    if (url === "/never.jpg") return; // never answers
    if (url === "/endless.jpg") {
      res.writeHead(200, { "Content-Type": "image/jpeg" });
      const timer = setInterval(() => res.write(Buffer.alloc(64 * 1024)), 5);
      res.on("close", () => clearInterval(timer));
      return;
    }
    send(404, "Not Found", "text/plain");
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  media = `${origin}/wp-content/uploads`;

  const publicDir = await mkdtemp(path.join(os.tmpdir(), "images-"));
  await mkdir(path.join(publicDir, "images"));
  await writeFile(path.join(publicDir, "images/team.jpg"), photo);
  endpoint = createImageEndpoint({
    mediaOrigins: [origin],
    publicDir,
    maxBytes: 2 * 1024 * 1024,
    timeoutMs: 1500,
    cacheBytes: 16 * 1024 * 1024,
    concurrency: 1,
    maxQueue: 1,
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

const CHROME_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

async function get(address: string, accept = CHROME_ACCEPT) {
  const response = await fetch(site + address, { headers: { Accept: accept } });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body, text: body.toString("utf8") };
}

describe("image endpoint: sizes and formats", () => {
  it("answers AVIF to a browser that takes it, at the width asked, immutable for a year, varying by Accept", async () => {
    const { response, body } = await get(imageUrl(`${media}/photo.jpg`, 360));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/avif");
    expect(response.headers.get("vary")).toMatch(/Accept/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const made = await sharp(body).metadata();
    expect(made.format).toBe("heif");
    expect([made.width, made.height]).toEqual([360, 240]);
  });

  it("answers WebP when only WebP is taken, JPEG when neither, PNG for a transparent source", async () => {
    const webp = await get(imageUrl(`${media}/photo.jpg`, 640), "image/webp,*/*");
    expect(webp.response.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(webp.body).metadata()).width).toBe(640);
    const jpeg = await get(imageUrl(`${media}/photo.jpg`, 640), "*/*");
    expect(jpeg.response.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(jpeg.body).metadata()).format).toBe("jpeg");
    const png = await get(imageUrl(`${media}/transparent.png`, 640), "image/*");
    expect(png.response.headers.get("content-type")).toBe("image/png");
    expect((await sharp(png.body).metadata()).hasAlpha).toBe(true);
  });

  it("answers WebP above 1280 px even to a browser that takes AVIF (AVIF's encoder needs too much memory there)", async () => {
    const { response } = await get(imageUrl(`${media}/photo.jpg`, 1920));
    expect(response.headers.get("content-type")).toBe("image/webp");
  });

  it("never makes a picture wider than its source", async () => {
    const { body } = await get(imageUrl(`${media}/photo.jpg`, 1920));
    expect((await sharp(body).metadata()).width).toBe(648);
  });

  it("makes each size once: the same request again is answered from the cache without asking the source", async () => {
    const first = await get(imageUrl(`${media}/photo.jpg`, 828));
    const again = await get(imageUrl(`${media}/photo.jpg`, 828));
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.response.headers.get("etag")).toBe(first.response.headers.get("etag"));
    expect(asked).toEqual(["/photo.jpg"]);
    // (fetch would add Cache-Control: no-cache to a conditional request: a browser's revalidation has none.)
    const status = await new Promise<number | undefined>((resolve, reject) =>
      http
        .get(
          site + imageUrl(`${media}/photo.jpg`, 828),
          { headers: { Accept: CHROME_ACCEPT, "If-None-Match": first.response.headers.get("etag")! } },
          (res) => (res.resume(), resolve(res.statusCode)),
        )
        .on("error", reject),
    );
    expect(status).toBe(304);
  });

  it("serves the site's own pictures from public/images", async () => {
    const { response, body } = await get(imageUrl("/images/team.jpg", 640));
    expect(response.status).toBe(200);
    expect((await sharp(body).metadata()).width).toBe(640);
  });

  it("makes the social image: 1200x630 JPEG under 300 KB, whatever the browser takes", async () => {
    const { response, body } = await get(socialImageUrl(`${media}/photo.jpg`));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(body.length).toBeLessThan(300 * 1024);
    const made = await sharp(body).metadata();
    expect([made.format, made.width, made.height]).toEqual(["jpeg", 1200, 630]);
  });

  it("keeps an address without the current version only briefly", async () => {
    const { response } = await get(`/image?w=360&src=${encodeURIComponent(`${media}/photo.jpg`)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });
});

describe("image endpoint: refusals are 4xx with a reason, never a 5xx", () => {
  const refused = async (address: string, status: number, reason: RegExp) => {
    const { response, text } = await get(address);
    expect(response.status, text).toBe(status);
    expect(text).toMatch(reason);
    expect(response.headers.get("cache-control")).toBe("no-store");
  };

  it("refuses sources that are not on an allowed origin, without asking them", async () => {
    await refused(imageUrl("https://evil.example/a.jpg", 640), 400, /allowed media origin/);
    await refused(imageUrl(`${media.replace("127.0.0.1", "localhost")}/photo.jpg`, 640), 400, /allowed/);
    await refused(imageUrl("file:///etc/passwd", 640), 400, /http/);
    await refused(imageUrl("/images/../../etc/passwd.jpg", 640), 400, /images/);
    await refused(imageUrl("/images/missing.jpg", 640), 404, /No such picture/);
    expect(asked).toEqual([]);
  });

  it("refuses widths outside the fixed set and unknown parameters", async () => {
    await refused(imageUrl(`${media}/photo.jpg`, 500), 400, /w must be one of/);
    await refused(`/image?v=1&w=640&src=${encodeURIComponent(`${media}/photo.jpg`)}&q=100`, 400, /Unknown/);
    await refused("/image?v=1&w=640", 400, /src/);
  });

  it("does not follow a redirect", async () => {
    await refused(imageUrl(`${media}/moved.jpg`, 640), 400, /redirect/);
    expect(asked).toEqual(["/moved.jpg"]);
  });

  it("refuses a picture of 20000x20000 pixels from its header, before decoding it", async () => {
    await refused(imageUrl(`${media}/bomb.jpg`, 640), 413, /20000x20000 pixels/);
  });

  it("refuses what is not a picture, a missing one, an endless body and a source that never answers", async () => {
    await refused(imageUrl(`${media}/page.jpg`, 640), 415, /not a picture/);
    await refused(imageUrl(`${media}/gone.jpg`, 640), 404, /answered 404/);
    await refused(imageUrl(`${media}/endless.jpg`, 640), 413, /more than 2 MB/);
    await refused(imageUrl(`${media}/never.jpg`, 640), 404, /did not answer within 1500 ms/);
  });

  it("makes one picture at a time with one waiting; more at once are told to retry", async () => {
    const answers = await Promise.all(
      ["/slow-photo-a.jpg", "/slow-photo-b.jpg", "/slow-photo-c.jpg", "/slow-photo-d.jpg"].map((source) =>
        fetch(site + imageUrl(media + source, 360), { headers: { Accept: CHROME_ACCEPT } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    expect(statuses).toContain(429);
    expect(answers.find((answer) => answer.status === 429)?.headers.get("retry-after")).toBe("2");
  });
});
