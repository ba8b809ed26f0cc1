// The image pipeline's part of the benchmark (scripts/bench/bench.ts): a copy of the site reading the fake WordPress
// with its photo essay (a 4000x3000 JPEG cover and ten photographs in WordPress's sizes, tests/support/fixtures/photos),
// the bytes a phone and a desktop receive scrolling the whole post, the time to make one size, and the memory
// while 20 large pictures are asked at once.
import type { ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { imageUrl, IMAGE_WIDTHS } from "~/lib/images";
import { inspect, resize } from "~/server/images/images.server";
import { startFakeWordPress } from "#tests/support/fake-wordpress";
import { PHOTO_FOLDER, PHOTO_POST_SLUG } from "#tests/support/fake-wordpress-photos";
import { chromiumLaunchOptions } from "#tests/support/chromium";
import { residentMiB } from "./measure";
import { startProductionCopy } from "./production-copy";

export const PHOTO_POST = `/blog/${PHOTO_POST_SLUG}`;

export type PhotoSite = { url: string; wordpress: string; child: ChildProcess; stop(): Promise<void> };

/** The fake WordPress on `port + 1` and the site reading it on `port` (the build in `dir`, this one by default). */
export async function startPhotoSite(port: number, dir?: string): Promise<PhotoSite> {
  const wp = await startFakeWordPress({ port: port + 1 });
  const url = `http://127.0.0.1:${port}`;
  const child = await startProductionCopy({
    port,
    dir,
    env: {
      WORDPRESS_API_URL: wp.apiUrl,
      API_RATE_LIMIT_PER_MINUTE: "0",
      UPSTREAM_REQUESTS_PER_MINUTE: "0",
      // Its request lines would bury the benchmark's own output; warnings and errors still show.
      LOG_LEVEL: "warn",
      // Believes the X-Forwarded-For the benchmark sends, so that its requests can come from many visitors.
      TRUST_PROXY: "1",
    },
    readyPath: "/healthz",
  });
  return {
    url,
    wordpress: wp.origin,
    child,
    async stop() {
      child.kill("SIGTERM");
      await wp.stop();
    },
  };
}

export type Downloads = {
  totalKb: number;
  coverKb: number;
  images: number;
  types: string[];
  foreign: string[];
};

/**
 * What a browser of `width` CSS px at `dpr` downloads scrolling `url` from top to bottom: image bytes (bodies
 * as sent), the cover's, the image types, and every request to another origin.
 */
export async function downloads(url: string, width: number, dpr: number): Promise<Downloads> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({
      viewport: { width, height: dpr > 1 ? 812 : 900 },
      deviceScaleFactor: dpr,
      isMobile: dpr > 1,
      hasTouch: dpr > 1,
    });
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const foreign: string[] = [];
    const sizes: Promise<{ bytes: number; type: string; url: string }>[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(origin) && !request.url().startsWith("data:"))
        foreign.push(request.url());
    });
    page.on("response", (response) => {
      if (response.request().resourceType() !== "image") return;
      sizes.push(
        response.body().then(
          (body) => ({
            bytes: body.length,
            type: response.headers()["content-type"] ?? "",
            url: response.url(),
          }),
          () => ({ bytes: 0, type: "", url: response.url() }),
        ),
      );
    });
    await page.goto(url, { waitUntil: "networkidle" });
    const cover = await page
      .locator("article img")
      .first()
      .evaluate((img: HTMLImageElement) => img.currentSrc);
    // Scroll the whole post as a reader does, a screen at a time, letting lazy images load.
    await page.evaluate(async () => {
      for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    });
    // Until every picture of the page has arrived (a size made on its first request takes a second or more).
    await page.waitForFunction(
      () => [...document.images].every((img) => img.complete && img.naturalWidth > 0),
      null,
      { timeout: 120_000, polling: 500 },
    );
    await page.waitForTimeout(500);
    const all = await Promise.all(sizes);
    const bytes = (list: typeof all) => list.reduce((sum, item) => sum + item.bytes, 0) / 1024;
    return {
      totalKb: bytes(all),
      coverKb: bytes(all.filter((item) => item.url === cover)),
      images: all.length,
      types: [...new Set(all.map((item) => item.type))],
      foreign,
    };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** In process: the median time to make one size (1080 px) of a 4000x3000 JPEG in each format. */
export async function timeOneSize(runs = 5): Promise<Record<string, number>> {
  const photo = fs.readFileSync("tests/support/fixtures/photos/milky-way-over-the-matterhorn.jpg");
  const result: Record<string, number> = {};
  for (const format of ["avif", "webp", "jpeg"] as const) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await inspect(photo);
      await resize(photo, 1080, format);
      times.push(performance.now() - start);
    }
    result[format] = median(times);
  }
  return result;
}

/** Over HTTP: the first request for one size (download, inspect, make) and the same request again (the cache). */
export async function timeOverHttp(site: PhotoSite, runs = 5): Promise<{ madeMs: number; keptMs: number }> {
  const accept = { Accept: "image/avif,image/webp,*/*" };
  const made: number[] = [];
  const kept: number[] = [];
  for (let i = 0; i < runs; i++) {
    const address = site.url + imageUrl(`${site.wordpress}${PHOTO_FOLDER}milky-way-${200 + i}.jpg`, 1080);
    let start = performance.now();
    await (await fetch(address, { headers: accept })).arrayBuffer();
    made.push(performance.now() - start);
    start = performance.now();
    await (await fetch(address, { headers: accept })).arrayBuffer();
    kept.push(performance.now() - start);
  }
  return { madeMs: median(made), keptMs: median(kept) };
}

/**
 * The site's peak memory (VmHWM) after 20 different 4000x3000 pictures are asked at once by 20 visitors (one
 * visitor gets only a share of the queue), its memory once they are answered, how long they took, and their
 * answers (statuses, and one digest of every type and body, to compare builds).
 */
export async function memoryUnderLoad(site: PhotoSite): Promise<{
  peakMiB: number;
  afterMiB: number;
  seconds: number;
  statuses: Record<number, number>;
  digest: string;
}> {
  // Half at the widest AVIF size, half at the widest size: the two costliest encodings.
  const widths = [1280, IMAGE_WIDTHS.at(-1)!];
  const start = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      fetch(site.url + imageUrl(`${site.wordpress}${PHOTO_FOLDER}milky-way-${300 + i}.jpg`, widths[i % 2]!), {
        headers: { Accept: "image/avif,image/webp,*/*", "X-Forwarded-For": `198.51.100.${i + 1}` },
      }).then(async (r) => ({
        status: r.status,
        type: r.headers.get("content-type") ?? "",
        body: Buffer.from(await r.arrayBuffer()),
      })),
    ),
  );
  const seconds = (performance.now() - start) / 1000;
  const statuses: Record<number, number> = {};
  const digest = createHash("sha256");
  for (const { status, type, body } of answers) {
    statuses[status] = (statuses[status] ?? 0) + 1;
    digest.update(`${status} ${type} ${body.length}\n`).update(body);
  }
  const memory = residentMiB(site.child.pid!);
  return {
    peakMiB: memory.peak,
    afterMiB: memory.now,
    seconds,
    statuses,
    digest: digest.digest("hex").slice(0, 12),
  };
}
