// The social cards as a link preview receives them: PNG, 1200x630, small, drawn once per post version.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { Resvg } from "@resvg/resvg-js";
import { imageSize } from "image-size";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { pages, type PagePath } from "~/content/pages";
import type { Post } from "~/lib/posts";
import { pageCardName } from "~/lib/social-cards";
import type { Locale } from "~/content/locales";
import { parseConfig } from "~/server/config.server";
import type { PostsService } from "~/server/posts/posts.server";
import { drawSocialCard, MAX_CARD_BYTES } from "./drawing.server";
import { createSocialCards, type SocialCards } from "./social-cards.server";

const posts = { listPostsCached: vi.fn(), getPostBySlugCached: vi.fn() };

/** The cards as the server builds them, from the settings of the environment now (vi.stubEnv), nothing kept. */
let cards: SocialCards;
const newCards = () =>
  (cards = createSocialCards(parseConfig(process.env), posts as unknown as PostsService));
const drawPostSocialCard = (slug: string, client?: string, lang?: Locale) =>
  cards.drawPostSocialCard(slug, { client, lang });
const drawPageSocialCard = (name: string) => cards.drawPageSocialCard(name);
const drawBlogPageSocialCard = (page: number, client?: string, lang?: Locale) =>
  cards.drawBlogPageSocialCard(page, { client, lang });

const cached = (value: unknown) => ({ value, age: 0, freshness: "fresh", fetchedAt: 0 });
const answer = (post: Post | undefined) =>
  posts.getPostBySlugCached.mockResolvedValue(cached({ data: post ? [post] : [] }));

const aPost = (extra: Partial<Post> = {}): Post => ({
  id: 1,
  slug: "a-post",
  date: "2025-03-14T09:30:00",
  title: { rendered: "Core&#8211;shell fibres for a <em>slow</em> release" },
  excerpt: { rendered: "<p>x</p>" },
  content: { rendered: "<p>x</p>" },
  _embedded: { author: [{ name: "Ing. Tomáš Dvořák" }] },
  ...extra,
});

/** Asserts a PNG of 1200x630 within the size budget. */
function expectCard(png: Buffer | null): asserts png is Buffer {
  expect(png).not.toBeNull();
  expect(png!.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const size = imageSize(png!);
  expect([size.type, size.width, size.height]).toEqual(["png", 1200, 630]);
  expect(png!.length).toBeLessThanOrEqual(MAX_CARD_BYTES);
}

/** A PNG of random pixels: as hard to compress as any photograph. */
function noisePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(data.length + 12);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), data.length + 8);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.concat(
    Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** 2 KB of SVG: a chain of filter primitives that keeps resvg drawing for minutes, and nothing stops it. */
const FILTER_CHAIN = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"><filter id="f" x="0" y="0" width="1" height="1">${Array.from(
    { length: 14 },
    (_, i) => i + 1,
  )
    .map(
      (n) =>
        `<feTurbulence baseFrequency="0.0${n}" numOctaves="9"/><feMorphology radius="${n * 60}" operator="dilate"/><feGaussianBlur stdDeviation="${n * 25}"/>`,
    )
    .join("")}</filter><rect width="4000" height="4000" filter="url(#f)"/></svg>`,
);

/** WordPress's media host: a photograph-like cover, and a count of what was asked for. */
let media: http.Server;
let mediaOrigin = "";
const mediaRequests: string[] = [];
beforeAll(async () => {
  const noise = noisePng(800, 600);
  // Something like a photograph: soft structure and grain in many colours, 1600x1200, a few MB.
  const photo = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><filter id="n"><feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="5"/></filter><rect width="1600" height="1200" filter="url(#n)"/><rect width="1600" height="1200" fill="#c84" opacity="0.4"/></svg>`,
  )
    .render()
    .asPng();
  media = http.createServer((req, res) => {
    mediaRequests.push(req.url ?? "");
    if (req.url === "/wp-content/uploads/photo.png") {
      res.writeHead(200, { "Content-Type": "image/png" }).end(photo);
    } else if (req.url === "/wp-content/uploads/noise.png") {
      res.writeHead(200, { "Content-Type": "image/png" }).end(noise);
    } else if (req.url === "/wp-content/uploads/filters.svg") {
      res.writeHead(200, { "Content-Type": "image/svg+xml" }).end(FILTER_CHAIN);
    } else if (req.url === "/wp-content/uploads/filters.png") {
      // The same drawing sent as a PNG: only its bytes say what it is.
      res.writeHead(200, { "Content-Type": "image/png" }).end(FILTER_CHAIN);
    } else if (req.url === "/wp-content/uploads/page.html") {
      res.writeHead(200, { "Content-Type": "text/html" }).end("<p>not an image</p>");
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => media.listen(0, "127.0.0.1", resolve));
  mediaOrigin = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => media.close(resolve)));

beforeEach(() => {
  vi.unstubAllEnvs();
  newCards();
  posts.getPostBySlugCached.mockReset();
  posts.listPostsCached.mockReset();
  mediaRequests.length = 0;
});

// Drawing a card with a photograph takes seconds on a busy machine: a long limit, nothing here is timed.
describe("a post's card", { timeout: 20_000 }, () => {
  it("is a 1200x630 PNG under the size budget, with the cover from our own origin", async () => {
    answer(aPost({ jetpack_featured_media_url: "/images/blog/introducing-multispin.svg" }));
    expectCard(await drawPostSocialCard("a-post"));
  });

  it("is drawn once: the same bytes come back while the post is unchanged", async () => {
    answer(aPost());
    const first = await drawPostSocialCard("a-post");
    const again = await drawPostSocialCard("a-post");
    expect(again).toBe(first);
  });

  it("is drawn again when the post changes", async () => {
    answer(aPost({ modified: "2025-03-14T10:00:00" }));
    const before = await drawPostSocialCard("a-post");
    answer(aPost({ modified: "2025-04-01T08:00:00", title: { rendered: "A new title" } }));
    const after = await drawPostSocialCard("a-post");
    expectCard(after);
    expect(after).not.toBe(before);
    expect(after!.equals(before!)).toBe(false);
  });

  it("draws two requests arriving together once", async () => {
    answer(aPost());
    const [a, b] = await Promise.all([drawPostSocialCard("a-post"), drawPostSocialCard("a-post")]);
    expect(a).toBe(b);
  });

  it("of a Czech post dates it in Czech", async () => {
    answer(aPost({ lang: "cs", title: { rendered: "Vlákna" } }));
    const czech = await drawPostSocialCard("a-post", undefined, "cs");
    const expected = await drawSocialCard({
      eyebrow: "Výzkumný blog",
      title: "Vlákna",
      byline: "14. března 2025 • Ing. Tomáš Dvořák",
    });
    expect(czech!.equals(expected)).toBe(true);
  });

  it("is null for a post that does not exist", async () => {
    answer(undefined);
    expect(await drawPostSocialCard("nope")).toBeNull();
  });

  it("reads a WordPress photograph from the media origin and shows it within the size budget", async () => {
    vi.stubEnv("WORDPRESS_API_URL", `${mediaOrigin}/wp-json/wp/v2`);
    newCards();
    answer(aPost({ jetpack_featured_media_url: `${mediaOrigin}/wp-content/uploads/photo.png` }));
    const withPhoto = await drawPostSocialCard("a-post");
    expectCard(withPhoto);
    expect(mediaRequests).toEqual(["/wp-content/uploads/photo.png"]);
    answer(aPost({ slug: "no-cover" }));
    const without = await drawPostSocialCard("no-cover");
    expect(withPhoto.equals(without!)).toBe(false);
  });

  it("keeps within the size budget even with a cover no palette can shrink (random pixels)", async () => {
    vi.stubEnv("WORDPRESS_API_URL", `${mediaOrigin}/wp-json/wp/v2`);
    newCards();
    answer(aPost({ jetpack_featured_media_url: `${mediaOrigin}/wp-content/uploads/noise.png` }));
    expectCard(await drawPostSocialCard("a-post"));
  });

  it("never reads a cover from a host that is not WordPress's, nor anything but an image", async () => {
    vi.stubEnv("WORDPRESS_API_URL", "http://127.0.0.2:9/wp-json/wp/v2");
    newCards();
    answer(aPost({ jetpack_featured_media_url: `${mediaOrigin}/wp-content/uploads/photo.png` }));
    expectCard(await drawPostSocialCard("a-post"));
    expect(mediaRequests).toEqual([]);
    vi.stubEnv("WORDPRESS_API_URL", `${mediaOrigin}/wp-json/wp/v2`);
    newCards();
    answer(aPost({ slug: "b", jetpack_featured_media_url: `${mediaOrigin}/wp-content/uploads/page.html` }));
    expectCard(await drawPostSocialCard("b"));
  });

  it("leaves a 2 KB filter-chain SVG cover out: four cards of two posts (English, Czech) drawn as without a cover", async () => {
    expect(FILTER_CHAIN.length).toBeGreaterThan(1800);
    expect(FILTER_CHAIN.length).toBeLessThan(2300);
    vi.stubEnv("WORDPRESS_API_URL", `${mediaOrigin}/wp-json/wp/v2`);
    newCards();
    const covers: Record<string, string> = {
      "svg-named": `${mediaOrigin}/wp-content/uploads/filters.svg`,
      "svg-as-png": `${mediaOrigin}/wp-content/uploads/filters.png`,
    };
    posts.getPostBySlugCached.mockImplementation(async (slug: string) =>
      cached({ data: [aPost({ slug, jetpack_featured_media_url: covers[slug] })] }),
    );
    const before = process.cpuUsage();
    const cards = await Promise.all(
      (["en", "cs"] as const).flatMap((lang) =>
        Object.keys(covers).map(async (slug) => ({
          lang,
          png: await drawPostSocialCard(slug, "reader", lang),
        })),
      ),
    );
    const { user, system } = process.cpuUsage(before);
    // Drawn, these covers kept every thread of the pool busy (1,180 s of CPU); left out, a card's own cost.
    expect((user + system) / 1e6).toBeLessThan(15);
    // The one named .svg is never fetched; the one sent under a .png name is fetched and refused by its bytes.
    expect(mediaRequests.sort()).toEqual([
      "/wp-content/uploads/filters.png",
      "/wp-content/uploads/filters.png",
    ]);
    for (const lang of ["en", "cs"] as const) {
      const plain = await drawPostSocialCard("no-cover", "reader", lang);
      const drawn = cards.filter((card) => card.lang === lang);
      expect(drawn).toHaveLength(2);
      for (const { png } of drawn) {
        expectCard(png);
        expect(png.equals(plain!)).toBe(true);
      }
    }
  });

  it("never reads a file outside public/ for a local cover", async () => {
    answer(aPost({ jetpack_featured_media_url: "/../package.json" }));
    expectCard(await drawPostSocialCard("a-post"));
  });
});

describe("page cards", () => {
  it.each(Object.keys(pages) as PagePath[])("%s has one", async (path) => {
    expectCard(await drawPageSocialCard(pageCardName(path)));
  });

  it("has none for another name", async () => {
    expect(await drawPageSocialCard("nope")).toBeNull();
    expect(await drawPageSocialCard("constructor")).toBeNull();
  });

  it("has one for each later page of the blog list, and none past the last", async () => {
    posts.listPostsCached.mockResolvedValue(cached({ data: [], totalPages: 3, totalPosts: 20 }));
    expectCard(await drawBlogPageSocialCard(2));
    expectCard(await drawBlogPageSocialCard(3));
    expect(await drawBlogPageSocialCard(4)).toBeNull();
    expect(await drawBlogPageSocialCard(1)).toBeNull();
  });
});
