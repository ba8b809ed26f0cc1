// A post whose cover is a 20000x20000 JPEG (a 1.5 MB file, gigabytes once decoded): its card is still answered,
// drawn without the cover, and the site answers other requests meanwhile. A post with a small cover keeps it.
// Two posts whose covers are SVG filter chains (minutes of drawing that nothing stops): their cards are drawn
// without them, and the site's thread pool stays free for static files and pages.
// Against the production build, reading the fake WordPress; the covers come from a media server of their own.
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
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
const svgCovered = ["fixture-post-05", "fixture-post-06"];
const mediaAsked: string[] = [];

/** 2 KB of SVG: a chain of filter primitives over 4000x4000 pixels. */
const FILTER_CHAIN = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"><filter id="f" x="0" y="0" width="1" height="1">${Array.from(
    { length: 14 },
    (_, i) =>
      `<feTurbulence baseFrequency="0.0${i + 1}" numOctaves="9"/><feMorphology radius="${(i + 1) * 60}" operator="dilate"/><feGaussianBlur stdDeviation="${(i + 1) * 25}"/>`,
  ).join("")}</filter><rect width="4000" height="4000" filter="url(#f)"/></svg>`,
);

/** The CPU time (user and system) a process has used so far, in seconds. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

test.beforeAll(async () => {
  const covers: Record<string, [Buffer, string]> = {
    "/wp-content/uploads/huge.jpg": [hugeJpeg(20_000, 20_000), "image/jpeg"],
    "/wp-content/uploads/small.jpg": [hugeJpeg(800, 600), "image/jpeg"],
    "/wp-content/uploads/filters.svg": [FILTER_CHAIN, "image/svg+xml"],
    // The same drawing under a photograph's name and type: only its bytes say what it is.
    "/wp-content/uploads/filters.jpg": [FILTER_CHAIN, "image/jpeg"],
  };
  media = http
    .createServer((req, res) => {
      mediaAsked.push(req.url ?? "");
      const [cover, type] = covers[req.url ?? ""] ?? [];
      if (!cover) return void res.writeHead(404).end();
      res.writeHead(200, { "Content-Type": type, "Content-Length": cover.length }).end(cover);
    })
    .listen(0, "127.0.0.1");
  await new Promise((resolve) => media.once("listening", resolve));
  const mediaOrigin = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
  const withCover = (post: ReturnType<typeof fixturePosts>[number], file: string) => {
    const src = `${mediaOrigin}/wp-content/uploads/${file}`;
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
            : post.slug === svgCovered[0]
              ? withCover(post, "filters.svg")
              : post.slug === svgCovered[1]
                ? withCover(post, "filters.jpg")
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
  // Log lines reach stdout in blocks, at most a second late (decision 060).
  await expect.poll(() => site.output()).toContain("left out");

  // A cover of a sensible size is still drawn (the same grey JPEG, 800x600).
  const withCover = await request.get(`${site.url}/social/blog/${small}.png`);
  expect(withCover.status()).toBe(200);
  expect(coverPixel(await withCover.body())).toEqual(GREY);
});

test("SVG covers are left out of their cards: four cards answer, then static files and new pages still do", async ({
  request,
}) => {
  test.setTimeout(90_000);
  const before = cpuSeconds(site.child.pid!);
  const cards = await Promise.all(
    svgCovered.flatMap((slug) =>
      [`/social/blog/${slug}.png`, `/social/cs/blog/${slug}.png`].map((path) => request.get(site.url + path)),
    ),
  );
  for (const card of cards) {
    expect(card.status()).toBe(200);
    expect(card.headers()["content-type"]).toBe("image/png");
  }
  // The SVG named as one is dropped with the post's pictures; the disguised one is read and refused by its bytes.
  expect(mediaAsked.filter((asked) => asked.includes("filters.svg"))).toEqual([]);
  await expect.poll(() => site.output()).toContain("filters.jpg left out (not a PNG, JPEG or GIF)");
  const favicon = await request.get(`${site.url}/favicon.svg`);
  expect(favicon.status()).toBe(200);
  const page = await request.get(`${site.url}/blog/fixture-post-08`);
  expect(page.status()).toBe(200);
  // Drawn, these covers cost 1,180 s of CPU and the site stopped answering; left out, cards' and a page's cost.
  expect(cpuSeconds(site.child.pid!) - before).toBeLessThan(20);
});
