// What attacks on pictures and social cards cost the production build, for one or more checkouts side by side (each
// with its own `npm run build` and node_modules), as the site's own CPU time: SVG covers on two posts and four
// card requests, a 1.1 KB SVG at /image, 260 spellings of one photograph, 300 /image requests for a WordPress
// REST address, and one client asking 100 new pictures while a second asks one. Each attack gets a fresh site;
// an answer not come within 30 s counts as none. Prints a Markdown table.
// Run: npm run build && npx tsx scripts/bench/bench-picture-attacks.ts [other checkout ...]   (BENCH_PORT, default 3295)
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fixturePosts, startFakeWordPress } from "#tests/support/fake-wordpress";

const BASE_PORT = Number(process.env.BENCH_PORT ?? 3295);
const dirs = [process.cwd(), ...process.argv.slice(2).map((dir) => path.resolve(dir))];
const PHOTO = readFileSync("tests/support/fixtures/photos/nci-connective-tissue-cells-2304.jpg");
const filterChain = (steps: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"><filter id="f" x="0" y="0" width="1" height="1">${Array.from(
      { length: steps },
      (_, i) =>
        `<feTurbulence baseFrequency="0.0${i + 1}" numOctaves="9"/><feMorphology radius="${(i + 1) * 60}" operator="dilate"/><feGaussianBlur stdDeviation="${(i + 1) * 25}"/>`,
    ).join("")}</filter><rect width="4000" height="4000" filter="url(#f)"/></svg>`,
  );
const SMALL_SVG = filterChain(7); // about 1.1 KB
const COVER_SVG = filterChain(14); // about 2 KB
const SVG_POSTS = ["fixture-post-05", "fixture-post-06"];

/** The process's CPU time (user and system) in seconds. */
function cpu(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(stat[11]) + Number(stat[12])) / 100;
}

/** The media host: counts what it is asked; serves the SVGs and a photograph under any photo-*.jpg name. */
const asked: string[] = [];
const media = http
  .createServer((req, res) => {
    const url = req.url ?? "";
    asked.push(url);
    if (url === "/wp-content/uploads/small.svg")
      return void res.writeHead(200, { "Content-Type": "image/svg+xml" }).end(SMALL_SVG);
    if (url === "/wp-content/uploads/cover.svg" || url === "/wp-content/uploads/cover.jpg")
      return void res
        .writeHead(200, { "Content-Type": url.endsWith(".svg") ? "image/svg+xml" : "image/jpeg" })
        .end(COVER_SVG);
    if (/^\/wp-content\/uploads\/photo[\w-]*\.jpg$/.test(url))
      return void res.writeHead(200, { "Content-Type": "image/jpeg" }).end(PHOTO);
    res.writeHead(404).end();
  })
  .listen(0, "127.0.0.1");
await new Promise((resolve) => media.once("listening", resolve));
const mediaOrigin = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
const wp = await startFakeWordPress({
  posts: (origin) =>
    fixturePosts(origin).map((post) => {
      const index = SVG_POSTS.indexOf(post.slug as string);
      if (index < 0) return post;
      const src = `${mediaOrigin}/wp-content/uploads/cover.${index === 0 ? "svg" : "jpg"}`;
      const embedded = { ...(post._embedded as object), "wp:featuredmedia": [{ id: 9, source_url: src }] };
      return { ...post, jetpack_featured_media_url: src, _embedded: embedded };
    }),
});
const wpOrigin = new URL(wp.apiUrl).origin;

async function start(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn("node", ["server.js"], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      WORDPRESS_API_URL: wp.apiUrl,
      WORDPRESS_MEDIA_ORIGINS: mediaOrigin,
      RENDERS_PER_MINUTE: "0",
      TRUST_PROXY: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 200; i++) {
    if (await get(`http://127.0.0.1:${port}/healthz`, 1000)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The site in ${dir} did not start`);
}

/** The status of a GET, or 0 when no answer came within `timeoutMs`. */
async function get(url: string, timeoutMs = 30_000, headers: Record<string, string> = {}): Promise<number> {
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers });
    await answer.arrayBuffer();
    return answer.status;
  } catch {
    return 0;
  }
}

const counts = (statuses: number[]) =>
  Object.entries(
    statuses.reduce<Record<string, number>>(
      (all, s) => ((all[s || "none"] = (all[s || "none"] ?? 0) + 1), all),
      {},
    ),
  )
    .map(([status, n]) => `${n}x ${status}`)
    .join(", ");

/** Runs `attack` against a fresh site; its CPU is the site's from before the attack to its end. */
async function measure(dir: string, port: number, attack: (base: string) => Promise<string>) {
  const site = await start(dir, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    await get(`${base}/social/home.png`); // fonts and the drawing engine loaded first
    asked.length = 0;
    const before = cpu(site.pid!);
    const said = await attack(base);
    return `${said}; ${(cpu(site.pid!) - before).toFixed(1)} s CPU`;
  } finally {
    site.kill("SIGKILL"); // a site still drawing would not stop on SIGTERM
    await new Promise((resolve) => site.once("exit", resolve));
  }
}

const image = (src: string, width = 640) => `/image?v=1&w=${width}&src=${encodeURIComponent(src)}`;

const attacks: Record<string, (base: string) => Promise<string>> = {
  "SVG covers, 4 cards": async (base) => {
    const cards = await Promise.all(
      SVG_POSTS.flatMap((slug) => [`/social/blog/${slug}.png`, `/social/cs/blog/${slug}.png`]).map((p) =>
        get(base + p),
      ),
    );
    const file = await get(`${base}/favicon.svg`, 5000);
    const page = await get(`${base}/blog/fixture-post-08`, 10_000);
    return `cards ${counts(cards)}; static file ${file || "none"}, new page ${page || "none"}`;
  },
  "1.1 KB SVG at /image": async (base) =>
    `${(await get(base + image(`${mediaOrigin}/wp-content/uploads/small.svg`))) || "no answer"}`,
  "260 spellings of a photo": async (base) => {
    const statuses: number[] = [];
    for (let i = 0; i < 260; i++) {
      const src =
        i % 3 === 0
          ? `${mediaOrigin}/wp-content/uploads/photo.jpg?n=${i}`
          : i % 3 === 1
            ? `${mediaOrigin}/wp-content/uploads/photo.jpg#${i}`
            : `${mediaOrigin}/wp-content//uploads${"/".repeat(1 + (i % 5))}photo.jpg`;
      statuses.push(await get(base + image(src)));
    }
    return `${counts(statuses)}; ${asked.length} downloads`;
  },
  "300 REST addresses as src": async (base) => {
    const before = wp.requests.length;
    const statuses = await Promise.all(
      Array.from({ length: 300 }, (_, n) =>
        get(base + image(`${wpOrigin}/wp-json/wp/v2/posts?search=x${n}`)),
      ),
    );
    return `${counts(statuses)}; WordPress asked ${wp.requests.length - before} times`;
  },
  "100 new pictures from A, 1 from B": async (base) => {
    const as = (client: string, name: string) =>
      get(base + image(`${mediaOrigin}/wp-content/uploads/${name}.jpg`, 360), 30_000, {
        "X-Forwarded-For": client,
      });
    const burst = Array.from({ length: 100 }, (_, n) => as("198.51.100.1", `photo-a${n}`));
    const second = await as("203.0.113.9", "photo-b");
    return `A: ${counts(await Promise.all(burst))}; B: ${second || "none"}; ${asked.length} downloads`;
  },
};

const rows: string[] = [];
for (const [name, attack] of Object.entries(attacks))
  for (const [i, dir] of dirs.entries())
    rows.push(`| ${name} | ${path.basename(dir)} | ${await measure(dir, BASE_PORT + i, attack)} |`);
console.log(["| attack | checkout | outcome; the site's CPU |", "| --- | --- | --- |", ...rows].join("\n"));
await wp.stop();
media.close();
