// The project's benchmark: the budgets of docs/benchmarks.md, measured on 127.0.0.1 against the production build
// and, side by side in the same run, against nginx serving the same bytes as static files.
//   npm run bench                    everything
//   npm run bench -- --no-lighthouse load and bundle sizes only
//   npm run bench -- --images        the image pipeline's part alone (scripts/bench/bench-images.ts)
// Results go to bench-results/latest.json; a budget missed is printed and makes the exit code 1.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tests/support/chromium";
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Result as LhResult } from "lighthouse";
import {
  downloads,
  memoryUnderLoad,
  PHOTO_POST,
  type PhotoSite,
  startPhotoSite,
  timeOneSize,
  timeOverHttp,
} from "./bench-images";
import { startNginx } from "#tests/support/nginx";

const PORT = Number(process.env.BENCH_PORT ?? 3900);
const BASE = `http://127.0.0.1:${PORT}`;
/** The copy of the site reading the fake WordPress's photo essay (and the fake WordPress on the next port). */
const PHOTO_PORT = PORT + 1;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];
const withLighthouse = !process.argv.includes("--no-lighthouse");
const imagesOnly = process.argv.includes("--images");
const LOAD_SECONDS = 20;
/** Discarded first run on each URL: the server's code is compiled and its connections opened, as in production. */
const WARM_UP_SECONDS = 3;
const CONNECTIONS = 100;
/** Lighthouse runs per page and twin, five as Lighthouse's docs/variability.md suggests. */
const LIGHTHOUSE_RUNS = 5;

type Check = { what: string; value: number; budget: number; unit: string; atMost: boolean };
const checks: Check[] = [];
const check = (what: string, value: number, budget: number, unit: string, atMost = true) =>
  checks.push({ what, value: Math.round(value * 100) / 100, budget, unit, atMost });

async function startServer(): Promise<ChildProcess> {
  const server = spawn("node", ["server.js"], {
    // The load test comes from one address; the per-client limits would turn it into 429s.
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SITE_URL: BASE,
      API_RATE_LIMIT_PER_MINUTE: "0",
      UPSTREAM_REQUESTS_PER_MINUTE: "0",
      RENDERS_PER_MINUTE: "0",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(BASE + "/")).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error("The server did not start; run `npm run build` first.");
}

async function firstPostPath(): Promise<string> {
  const body = (await (await fetch(`${BASE}/api/wordpress?path=/posts&params=per_page%3D1`)).json()) as {
    data?: { slug: string }[];
  };
  const slug = body.data?.[0]?.slug;
  if (!slug) throw new Error("The blog has no posts to measure.");
  return `/blog/${slug}`;
}

/** Gzip size of the JavaScript a first visit to `path` loads before any interaction. */
async function firstLoadJs(path: string): Promise<number> {
  const html = await (await fetch(BASE + path)).text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(m[1]!);
  // The module preloads the boot script adds after the first paint (app/server/document.server.ts).
  const preloads = /for \(const href of (\[[^\]]*\])\)/.exec(html)?.[1];
  for (const url of preloads ? (JSON.parse(preloads) as string[]) : []) urls.add(url);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(m[1]!);
  let bytes = 0;
  for (const url of urls)
    bytes += gzipSync(Buffer.from(await (await fetch(BASE + url)).arrayBuffer())).length;
  return bytes / 1024;
}

type Load = { rps: number; p99Ms: number; errors: number };

/** wrk: CONNECTIONS connections for `seconds`, asking for gzip as browsers do. */
function wrk(url: string, seconds = LOAD_SECONDS): Load {
  const out = execFileSync(
    "wrk",
    ["-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency", "-H", "Accept-Encoding: gzip", url],
    { encoding: "utf8" },
  );
  const ms = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? 1);
  const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(out);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p99Ms: p99 ? ms(p99[1]!, p99[2]!) : Number.POSITIVE_INFINITY,
    errors: non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The page without its scripts: what LCP would be if the page were plain HTML. */
const withoutScripts = (html: string) =>
  html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "");

type Scores = Record<string, number>;
/** Each measure's median over the runs, and every run's own figures. */
type Measured = { median: Scores; runs: Scores[] };

/** One measure of every run, "runs 100/99/100". */
const runsOf = (measured: Measured, measure: string) =>
  `runs ${measured.runs.map((r) => Math.round(r[measure]!)).join("/")}`;

function scoresOf(lhr: LhResult, categories: string[]): Scores {
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const requests = (lhr.audits["network-requests"]?.details as { items?: { url: string }[] })?.items ?? [];
  const scores: Scores = {
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
    foreignRequests: requests.filter((r) => !r.url.startsWith(origin) && !r.url.startsWith("data:")).length,
  };
  for (const id of categories) scores[id] = Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return scores;
}

const medianOf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Lighthouse LIGHTHOUSE_RUNS times in one browser; each measure is the median of the runs (Lighthouse CI's
 * "median" aggregation), as Lighthouse advises for figures that vary from run to run: simulated throttling
 * multiplies every millisecond the shared machine steals from the page. A request to another origin in any run
 * counts.
 */
async function lighthouse(url: string, categories: string[]): Promise<Measured> {
  const { default: run } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const runs: Scores[] = [];
    // A run that could not measure the page (Lighthouse's runtimeError) is repeated, a few times at most.
    for (let attempt = 0; runs.length < LIGHTHOUSE_RUNS && attempt < LIGHTHOUSE_RUNS + 3; attempt++) {
      const lhr = (
        await run(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories })
      )?.lhr;
      if (lhr && !lhr.runtimeError) runs.push(scoresOf(lhr, categories));
      else console.warn(`Lighthouse could not measure ${url}: ${lhr?.runtimeError?.message ?? "no result"}`);
    }
    if (!runs.length) throw new Error(`Lighthouse could not measure ${url}.`);
    const median: Scores = {};
    for (const key of Object.keys(runs[0]!)) {
      const values = runs.map((r) => r[key]!);
      median[key] = key === "foreignRequests" ? Math.max(...values) : medianOf(values);
    }
    return { median, runs };
  } finally {
    await chrome.kill();
  }
}

const server = await startServer();
const twinDir = fs.mkdtempSync("/tmp/site-bench-twin-");
fs.chmodSync(twinDir, 0o755); // nginx's workers read it
// nginx as the yardstick: the site's own files from build/client, and under /twin/ each measured answer as a
// static file, gzipped beforehand (gzip_static), with its script-free copy beside it.
const nginx = await startNginx(
  (port) => `
  server {
    listen 127.0.0.1:${port};
    location / { root ${path.resolve("build/client")}; }
    location /twin/ { alias ${twinDir}/; default_type text/html; gzip_static on; }
    # The photo essay's twin shows the same pictures: the site's image endpoint answers them.
    location /image { proxy_pass http://127.0.0.1:${PHOTO_PORT}; }
  }`,
);
let photoSite: PhotoSite | undefined;
try {
  const post = await firstPostPath();
  const proxy = "/api/wordpress?path=/posts&params=_embed%26per_page%3D9%26page%3D1";
  // The Czech pages are the same modules with longer words: their home and blog are measured too.
  const routes = [
    "/",
    "/products",
    "/blog",
    "/blog?page=2",
    post,
    "/contact",
    "/privacy-policy",
    "/cs",
    "/cs/blog",
  ];
  const twinName = (route: string) => route.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
  for (const route of [...routes, proxy]) {
    const body = Buffer.from(await (await fetch(BASE + route)).arrayBuffer());
    const file = path.join(twinDir, twinName(route));
    fs.writeFileSync(file, body);
    fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    const stripped = withoutScripts(body.toString("utf8"));
    fs.writeFileSync(`${file}-stripped`, stripped);
    fs.writeFileSync(`${file}-stripped.gz`, gzipSync(stripped, { level: 9 }));
  }

  const js: Record<string, number> = {};
  for (const route of [...routes, "/no-such-page"]) js[route] = await firstLoadJs(route);
  check("first-load JavaScript on / (KB gzip)", js["/"]!, 135, "KB");

  const load: Record<string, { site: Load; nginx: Load }> = {};
  for (const route of imagesOnly ? [] : ["/", "/blog", post, proxy]) {
    const name = route === proxy ? "proxy" : route;
    const twinUrl = `${nginx.url}/twin/${twinName(route)}`;
    wrk(BASE + route, WARM_UP_SECONDS);
    const site = wrk(BASE + route);
    wrk(twinUrl, WARM_UP_SECONDS);
    const twin = wrk(twinUrl);
    load[name] = { site, nginx: twin };
    check(`errors ${name}`, site.errors, 0, "");
    check(`p99 ${name} at ${CONNECTIONS} connections`, site.p99Ms, 50, "ms");
    check(`requests/s ${name} / nginx gzip_static`, site.rps / twin.rps, 0.2, "x", false);
  }
  const peakRss = rssMiB(server.pid!);

  // Pictures: the photo essay (a 4000x3000 cover and ten photographs from WordPress) through the pipeline.
  photoSite = await startPhotoSite(PHOTO_PORT);
  const memory = await memoryUnderLoad(photoSite);
  check("image endpoint peak memory, 20 large pictures at once (MiB)", memory.peakMiB, 600, "MiB");
  check("image endpoint answers other than 200 among those 20", 20 - (memory.statuses[200] ?? 0), 0, "");
  const phone = await downloads(photoSite.url + PHOTO_POST, 375, 3);
  const desktop = await downloads(photoSite.url + PHOTO_POST, 1280, 1);
  // The home page: its hero is a 5954x3975 photograph from public/images, the page's largest paint.
  const homePhone = await downloads(`${photoSite.url}/`, 375, 3);
  check("image KB a phone (375 px, DPR 3) receives scrolling the photo post", phone.totalKb, 900, "KB");
  check("its cover (KB)", phone.coverKb, 200, "KB");
  check("image KB a 1280 px desktop receives scrolling it", desktop.totalKb, 1200, "KB");
  const oldFormats = [...phone.types, ...desktop.types].filter(
    (type) => !["image/avif", "image/webp", "image/svg+xml"].includes(type),
  );
  check("image answers neither AVIF nor WebP (drawings aside)", oldFormats.length, 0, "");
  check(
    "requests to other origins scrolling the photo post",
    phone.foreign.length + desktop.foreign.length,
    0,
    "",
  );
  const oneSize = await timeOneSize();
  const overHttp = await timeOverHttp(photoSite);
  const photoHtml = Buffer.from(await (await fetch(photoSite.url + PHOTO_POST)).arrayBuffer());
  fs.writeFileSync(path.join(twinDir, "photo-post-stripped"), withoutScripts(photoHtml.toString("utf8")));
  fs.writeFileSync(
    path.join(twinDir, "photo-post-stripped.gz"),
    gzipSync(withoutScripts(photoHtml.toString("utf8")), { level: 9 }),
  );
  const images = {
    memory,
    phone,
    desktop,
    oneSizeMs: oneSize,
    overHttp,
    lighthouse: {} as Record<string, Measured>,
  };

  const scores: Record<string, { site: Measured; withoutScripts: Measured }> = {};
  if (withLighthouse) {
    for (const route of imagesOnly ? [] : routes) {
      const measured = await lighthouse(BASE + route, [
        "performance",
        "accessibility",
        "best-practices",
        "seo",
      ]);
      const twin = await lighthouse(`${nginx.url}/twin/${twinName(route)}-stripped`, ["performance"]);
      scores[route] = { site: measured, withoutScripts: twin };
      const [site, bare] = [measured.median, twin.median];
      check(`Lighthouse performance ${route}`, site.performance!, 99, "", false);
      check(`Lighthouse accessibility ${route}`, site.accessibility!, 100, "", false);
      check(`Lighthouse best practices ${route}`, site["best-practices"]!, 100, "", false);
      check(`Lighthouse SEO ${route}`, site.seo!, 100, "", false);
      check(`CLS ${route}`, site.cls!, 0.01, "");
      check(`LCP ${route} / the same HTML without scripts on nginx`, site.lcpMs! / bare.lcpMs!, 1.1, "x");
      check(`requests to other origins ${route}`, site.foreignRequests!, 0, "");
    }
    // The sizes Lighthouse's phone takes (412 px at DPR 1.75) are made before it measures, as for any page
    // visited before.
    await downloads(photoSite.url + PHOTO_POST, 412, 1.75);
    const site = await lighthouse(photoSite.url + PHOTO_POST, ["performance"]);
    const twin = await lighthouse(`${nginx.url}/twin/photo-post-stripped`, ["performance"]);
    images.lighthouse = { site, withoutScripts: twin };
    check(`Lighthouse performance ${PHOTO_POST}`, site.median.performance!, 99, "", false);
    check(
      `LCP ${PHOTO_POST} / the same HTML without scripts on nginx`,
      site.median.lcpMs! / twin.median.lcpMs!,
      1.1,
      "x",
    );
    check(`requests to other origins ${PHOTO_POST}`, site.median.foreignRequests!, 0, "");
  }

  fs.mkdirSync("bench-results", { recursive: true });
  const report = {
    at: new Date().toISOString(),
    jsKbGzip: js,
    load,
    peakRssMiB: peakRss,
    lighthouse: scores,
    images,
    checks,
  };
  fs.writeFileSync("bench-results/latest.json", JSON.stringify(report, null, 2));

  console.log(`\nPeak server memory: ${peakRss.toFixed(0)} MiB`);
  console.log("First-load JavaScript (KB gzip):", js);
  for (const [name, { site, nginx: twin }] of Object.entries(load))
    console.log(
      `${name}: site ${site.rps.toFixed(0)} req/s p99 ${site.p99Ms} ms; nginx ${twin.rps.toFixed(0)} req/s p99 ${twin.p99Ms} ms`,
    );
  for (const [route, { site, withoutScripts: bare }] of Object.entries(scores))
    console.log(
      `${route}: performance ${site.median.performance} (${runsOf(site, "performance")}), LCP ${site.median.lcpMs!.toFixed(0)} ms (${runsOf(site, "lcpMs")}; without scripts ${bare.median.lcpMs!.toFixed(0)} ms), TBT ${site.median.tbtMs!.toFixed(0)} ms (${runsOf(site, "tbtMs")})`,
    );
  console.log(
    `Home page on a phone: ${homePhone.totalKb.toFixed(0)} KB of images (${homePhone.types.join(" ")}). Photo post: phone ${phone.totalKb.toFixed(0)} KB (cover ${phone.coverKb.toFixed(0)} KB, ${phone.images} images, ${phone.types.join(" ")}), desktop ${desktop.totalKb.toFixed(0)} KB (cover ${desktop.coverKb.toFixed(0)} KB)`,
  );
  console.log(
    `One 1080 px size of a 4000x3000 JPEG, median in process (ms): ${JSON.stringify(oneSize)}; over HTTP, made ${overHttp.madeMs.toFixed(0)} ms, from the cache ${overHttp.keptMs.toFixed(1)} ms; peak memory with 20 at once ${memory.peakMiB.toFixed(0)} MiB`,
  );
  const photoLh = images.lighthouse as { site?: Measured; withoutScripts?: Measured };
  if (photoLh.site && photoLh.withoutScripts)
    console.log(
      `${PHOTO_POST}: performance ${photoLh.site.median.performance} (${runsOf(photoLh.site, "performance")}), LCP ${photoLh.site.median.lcpMs!.toFixed(0)} ms (${runsOf(photoLh.site, "lcpMs")}; without scripts ${photoLh.withoutScripts.median.lcpMs!.toFixed(0)} ms)`,
    );
  let missed = 0;
  for (const c of checks) {
    const ok = c.atMost ? c.value <= c.budget : c.value >= c.budget;
    if (!ok) missed++;
    console.log(
      `${ok ? "ok  " : "MISS"} ${c.what}: ${c.value}${c.unit} (budget ${c.atMost ? "<=" : ">="} ${c.budget}${c.unit})`,
    );
  }
  console.log(missed ? `\n${missed} budget(s) missed.` : "\nEvery budget met.");
  process.exitCode = missed ? 1 : 0;
} finally {
  await nginx.stop();
  await photoSite?.stop();
  fs.rmSync(twinDir, { recursive: true, force: true });
  server.kill();
}
