// What the benchmark (bench.ts) measures with: wrk for load, Lighthouse for a page's scores (the median of
// several runs), the JavaScript a first visit loads, a process's peak memory, and a page without its scripts
// (the yardstick for LCP).
import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { promisify } from "node:util";
import type { Result as LhResult } from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tests/support/chromium";

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];
const LOAD_SECONDS = 20;
/** Discarded first run on each URL: the server's code is compiled and its connections opened, as in production. */
export const WARM_UP_SECONDS = 3;
export const CONNECTIONS = 100;
/** Lighthouse runs per page and twin, five as Lighthouse's docs/variability.md suggests. */
const LIGHTHOUSE_RUNS = 5;

/** The JavaScript a first visit to `path` loads before any interaction, in KB as sent (compressed). */
export async function firstLoadJs(base: string, path: string): Promise<number> {
  return (await jsOfPage(base, path)).kb;
}

/** The bytes `url` sends to a browser that takes brotli and gzip, as sent (compressed), and the encoding. */
function bytesSent(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": "br, gzip" } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

/** The JavaScript a first visit to `path` loads before any interaction: KB as sent (compressed), and files. */
export async function jsOfPage(base: string, path: string): Promise<{ kb: number; files: number }> {
  const html = await (await fetch(base + path)).text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(m[1]!);
  // The module preloads the boot script adds after the first paint (app/server/http/document.server.ts).
  const preloads = /for \(const href of (\[[^\]]*\])\)/.exec(html)?.[1];
  for (const url of preloads ? (JSON.parse(preloads) as string[]) : []) urls.add(url);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(m[1]!);
  let bytes = 0;
  for (const url of urls) bytes += await bytesSent(base + url);
  return { kb: bytes / 1024, files: urls.size };
}

export type Load = { rps: number; p99Ms: number; errors: number; requests: number };

const wrkCommand = (url: string, seconds: number, cpu?: number): [string, string[]] => {
  const args = ["-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency", "-H", "Accept-Encoding: gzip", url];
  return cpu === undefined ? ["wrk", args] : ["taskset", ["-c", String(cpu), "wrk", ...args]];
};

/**
 * wrk: CONNECTIONS connections for `seconds`, asking for gzip as browsers do; on core `cpu` alone when given
 * (taskset), so that it never takes the server's core.
 */
export function wrk(url: string, seconds = LOAD_SECONDS, cpu?: number): Load {
  const [command, args] = wrkCommand(url, seconds, cpu);
  return loadOf(execFileSync(command, args, { encoding: "utf8" }));
}

/** wrk on each of `urls` at the same moment (each as `wrk` runs it), so that all of them meet the same machine. */
export async function wrkTogether(urls: string[], seconds: number, cpu?: number): Promise<Load[]> {
  const runs = urls.map((url) => promisify(execFile)(...wrkCommand(url, seconds, cpu), { encoding: "utf8" }));
  return (await Promise.all(runs)).map(({ stdout }) => loadOf(stdout));
}

function loadOf(out: string): Load {
  const ms = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? 1);
  const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(out);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  return {
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p99Ms: p99 ? ms(p99[1]!, p99[2]!) : Number.POSITIVE_INFINITY,
    errors: non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

/** CPU time a process has used so far, all its threads, in seconds (/proc/<pid>/stat: utime and stime). */
export function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  const ticksPerSecond = 100; // USER_HZ, 100 on Linux
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** A process's resident memory now and at its highest so far (VmRSS, VmHWM), in MiB. */
export function residentMiB(pid: number): { now: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { now: kib("VmRSS") / 1024, peak: kib("VmHWM") / 1024 };
}

/** The page without its scripts: what LCP would be if the page were plain HTML. */
export const withoutScripts = (html: string) =>
  html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "");

export type Scores = Record<string, number>;
/** Each measure's median over the runs, and every run's own figures. */
export type Measured = { median: Scores; runs: Scores[] };

/** One measure of every run, "runs 100/99/100". */
export const runsOf = (measured: Measured, measure: string) =>
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
export async function lighthouse(url: string, categories: string[]): Promise<Measured> {
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
