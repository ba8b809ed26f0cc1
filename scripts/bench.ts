// The project's benchmark: measures the budgets of DESIGN.md against the production build on 127.0.0.1.
//   npm run bench                    everything
//   npm run bench -- --no-lighthouse load and bundle sizes only
// Results go to bench-results/latest.json; a budget missed is printed and makes the exit code 1.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const PORT = Number(process.env.BENCH_PORT ?? 3900);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];
const withLighthouse = !process.argv.includes("--no-lighthouse");

type Check = { what: string; value: number; budget: number; unit: string; atMost: boolean };
const checks: Check[] = [];
const check = (what: string, value: number, budget: number, unit: string, atMost = true) =>
  checks.push({ what, value: Math.round(value * 100) / 100, budget, unit, atMost });

async function startServer(): Promise<ChildProcess> {
  const server = spawn("node", ["server.js"], {
    // The load test comes from one address; the per-client limit would turn it into 429s.
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SITE_URL: BASE,
      API_RATE_LIMIT_PER_MINUTE: "0",
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
  const body = (await (
    await fetch(`${BASE}/api/wordpress?path=/posts&params=_embed%26per_page%3D1`)
  ).json()) as {
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
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(m[1]!);
  let bytes = 0;
  for (const url of urls)
    bytes += gzipSync(Buffer.from(await (await fetch(BASE + url)).arrayBuffer())).length;
  return bytes / 1024;
}

async function load(path: string, seconds = 8) {
  const result = await autocannon({ url: BASE + path, connections: 100, duration: seconds });
  return {
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    rps: result.requests.average,
  };
}

function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function lighthouse(paths: string[]) {
  const { default: run } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const scores: Record<string, Record<string, number>> = {};
  for (const path of paths) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const result = await run(BASE + path, { port: chrome.port, output: "json", logLevel: "error" });
      const lhr = result!.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const requests =
        (lhr.audits["network-requests"]?.details as { items?: { url: string }[] })?.items ?? [];
      const foreign = requests.filter((r) => !r.url.startsWith(BASE) && !r.url.startsWith("data:")).length;
      scores[path] = {
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
        lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
        foreignRequests: foreign,
      };
      const s = scores[path]!;
      check(`Lighthouse performance ${path}`, s.performance!, 95, "", false);
      check(`Lighthouse accessibility ${path}`, s.accessibility!, 100, "", false);
      check(`Lighthouse best practices ${path}`, s["best-practices"]!, 100, "", false);
      check(`Lighthouse SEO ${path}`, s.seo!, 100, "", false);
      check(`CLS ${path}`, s.cls!, 0.02, "");
      check(`requests to other origins ${path}`, foreign, 0, "");
    } finally {
      await chrome.kill();
    }
  }
  return scores;
}

const server = await startServer();
try {
  const post = await firstPostPath();
  const routes = ["/", "/products", "/blog", post, "/contact", "/privacy-policy", "/no-such-page"];

  const js: Record<string, number> = {};
  for (const path of routes) js[path] = await firstLoadJs(path);
  check("first-load JavaScript on / (KB gzip)", js["/"]!, 135, "KB");

  const proxy = await load("/api/wordpress?path=/posts&params=_embed%26per_page%3D9%26page%3D1");
  check("proxy p99 at 100 connections", proxy.p99, 50, "ms");
  check("proxy errors", proxy.errors + proxy.non2xx, 0, "");
  const pages: Record<string, Awaited<ReturnType<typeof load>>> = {};
  for (const path of ["/", "/blog", post]) {
    pages[path] = await load(path, 6);
    check(`SSR p99 ${path} at 100 connections`, pages[path]!.p99, 250, "ms");
    check(`SSR errors ${path}`, pages[path]!.errors + pages[path]!.non2xx, 0, "");
  }
  const peakRss = rssMiB(server.pid!);

  // Lighthouse refuses to audit a page that answers 404, so the not-found page is left out.
  const scores = withLighthouse ? await lighthouse(routes.filter((r) => r !== "/no-such-page")) : {};

  fs.mkdirSync("bench-results", { recursive: true });
  const report = {
    at: new Date().toISOString(),
    jsKbGzip: js,
    proxy,
    pages,
    peakRssMiB: peakRss,
    lighthouse: scores,
    checks,
  };
  fs.writeFileSync("bench-results/latest.json", JSON.stringify(report, null, 2));

  console.log(`\nPeak server memory: ${peakRss.toFixed(0)} MiB`);
  console.log("First-load JavaScript (KB gzip):", js);
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
  server.kill();
}
