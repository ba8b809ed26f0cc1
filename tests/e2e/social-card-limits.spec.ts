// A post whose cover is a 20000x20000 JPEG (a 1.5 MB file, gigabytes once decoded): its card is still answered,
// drawn without the cover, and the site answers other requests meanwhile. A post with a small cover keeps it.
// Against the production build, reading the fake WordPress; the covers come from a media server of their own.
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { expect, test } from "@playwright/test";
import { type FakeWordPress, fixturePosts, startFakeWordPress } from "#tests/support/fake-wordpress";
import { hugeJpeg } from "#tests/support/huge-jpeg";
import { type SiteProcess, startSite } from "#tests/support/site-process";

type Upng = {
  decode(png: ArrayBuffer): { width: number; height: number };
  toRGBA8(image: unknown): ArrayBuffer[];
};
const UPNG = (createRequire(import.meta.url)("@pdf-lib/upng") as { default: Upng }).default;

let media: Server;
let wp: FakeWordPress;
let site: SiteProcess;
const [huge, small] = ["electrospinning-at-scale", "fixture-post-03"];

test.beforeAll(async () => {
  const covers: Record<string, Buffer> = {
    "/huge.jpg": hugeJpeg(20_000, 20_000),
    "/small.jpg": hugeJpeg(800, 600),
  };
  media = http
    .createServer((req, res) => {
      const cover = covers[req.url ?? ""];
      if (!cover) return void res.writeHead(404).end();
      res.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": cover.length }).end(cover);
    })
    .listen(0, "127.0.0.1");
  await new Promise((resolve) => media.once("listening", resolve));
  const mediaOrigin = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
  const withCover = (post: ReturnType<typeof fixturePosts>[number], file: string) => {
    const src = `${mediaOrigin}/${file}`;
    const embedded = { ...(post._embedded as object), "wp:featuredmedia": [{ id: 999, source_url: src }] };
    return { ...post, jetpack_featured_media_url: src, _embedded: embedded };
  };
  wp = await startFakeWordPress({
    posts: (origin) =>
      fixturePosts(origin).map((post) =>
        post.slug === huge
          ? withCover(post, "huge.jpg")
          : post.slug === small
            ? withCover(post, "small.jpg")
            : post,
      ),
  });
  site = await startSite({
    WORDPRESS_API_URL: wp.apiUrl,
    WORDPRESS_MEDIA_ORIGINS: mediaOrigin,
    UPSTREAM_REQUESTS_PER_MINUTE: "0",
  });
});
test.afterAll(async () => {
  await site?.stop();
  await wp?.stop();
  await new Promise((resolve) => media.close(resolve));
});

/** The colour of the card at the middle of where a cover goes (the right 440 pixels). */
function coverPixel(png: Buffer): number[] {
  const image = UPNG.decode(png.buffer.slice(png.byteOffset, png.byteOffset + png.length) as ArrayBuffer);
  const rgba = new Uint8Array(UPNG.toRGBA8(image)[0]!);
  const at = (Math.floor(image.height / 2) * image.width + image.width - 120) * 4;
  return [...rgba.slice(at, at + 3)];
}

const GREY = [128, 128, 128];

test("a cover too large to decode is left out of its card; the site answers meanwhile", async ({
  request,
}) => {
  test.setTimeout(90_000);
  const card = request.get(`${site.url}/social/blog/${huge}.png`);
  const health = await request.get(`${site.url}/healthz`);
  expect(health.status()).toBe(200);
  const answer = await card;
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("image/png");
  expect(coverPixel(await answer.body())).not.toEqual(GREY);
  expect(site.output()).toContain("left out");

  // A cover of a sensible size is still drawn (the same grey JPEG, 800x600).
  const withCover = await request.get(`${site.url}/social/blog/${small}.png`);
  expect(withCover.status()).toBe(200);
  expect(coverPixel(await withCover.body())).toEqual(GREY);
});
