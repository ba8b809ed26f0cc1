// What a server costs before its answers are kept, this build beside the previous release in the same run: the
// start (to listening, resident memory), the first request, cold posts (time to first byte, WordPress requests),
// memory once warm, under the cached load and once idle, and the bytes of each page (HTML uncompressed, scripts
// as sent). Both read one fake WordPress on 127.0.0.1 that answers at once with block-editor posts; rounds
// alternate between the builds, and each figure is the median of the rounds (the machine is shared).
// Part of `npm run bench`; alone (after `npm run build`): `npx tsx scripts/bench/bench-light.ts`.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { blockEditorContent } from "#tests/support/block-editor-fixture";
import { fixturePosts, startFakeWordPress, UNSAFE_SLUG } from "#tests/support/fake-wordpress";
import { jsOfPage, residentMiB, wrk } from "./measure";
import { startProductionCopy } from "./production-copy";
import { referenceBuild } from "./reference-build";

/** The release before issue 48: the yardstick of this part. */
export const PREVIOUS_RELEASE = "0816118";

/** Budgets (issue 48), for this build. */
export const LIGHT_BUDGETS = {
  listeningMs: 1000,
  startMiB: 120,
  warmMiB: 160,
  cachedPeakMiB: 350,
  firstRequestMs: 300,
  coldMedianMs: 40,
  coldP95Ms: 150,
  wordpressPerColdPost: 2,
  shortPostKb: 30,
  blogKb: 40,
  postJsKb: 130,
  postJsFiles: 10,
};

const ROUNDS = 3;
const COLD_POSTS = 20;
/** Longer than the threads' idle time (30 s), so that what they held is given back. */
const IDLE_MS = 35_000;
const LONG_POST = "electrospinning-at-scale";
/** Short: its content is the fixture's few lines (the odd ones of benchPosts). */
export const SHORT_POST = "fixture-post-03";

/** Every other fixture post carries the block editor's own markup for a long post; the rest stay short. */
const benchPosts = (origin: string) =>
  fixturePosts(origin)
    .filter((post) => post.slug !== UNSAFE_SLUG)
    .map((post, i) =>
      i % 2 === 0 ? { ...post, content: { rendered: blockEditorContent(origin), protected: false } } : post,
    );

export type LightRound = {
  listeningMs: number;
  startMiB: number;
  firstRequestMs: number;
  coldMs: number[];
  wordpressPerColdPost: number;
  warmMiB: number;
  cachedPeakMiB: number;
  idleMiB: number;
  htmlKb: Record<string, number>;
  postJs: { kb: number; files: number };
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** Milliseconds until the answer's headers, the body read after. */
async function timeToFirstByte(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  const ms = performance.now() - started;
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return ms;
}

async function until(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} never answered`);
    await sleep(5);
  }
}

async function oneRound(dir: string | undefined, port: number, wordpress: string): Promise<LightRound> {
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const copy: ChildProcess = await startProductionCopy({
    port,
    dir,
    env: {
      WORDPRESS_API_URL: wordpress,
      LOG_LEVEL: "warn",
      API_RATE_LIMIT_PER_MINUTE: "0",
      UPSTREAM_REQUESTS_PER_MINUTE: "0",
      RENDERS_PER_MINUTE: "0",
    },
    stdout: fs.openSync("/dev/null", "w"),
    readyPath: "/healthz",
    pollMs: 5,
  });
  const listeningMs = performance.now() - started;
  try {
    await until(`${base}/readyz`);
    await sleep(1000);
    const startMiB = residentMiB(copy.pid!).now;
    const firstRequestMs = await timeToFirstByte(`${base}/`);
    for (const list of ["/blog", "/blog?page=2", "/products"]) await timeToFirstByte(base + list);
    const before = await wordpressRequests(wordpress);
    const slugs = benchPosts("http://x")
      .map((post) => post.slug)
      .slice(0, COLD_POSTS);
    const coldMs: number[] = [];
    for (const slug of slugs) coldMs.push(await timeToFirstByte(`${base}/blog/${slug}`));
    const wordpressPerColdPost = ((await wordpressRequests(wordpress)) - before) / slugs.length;
    const htmlKb: Record<string, number> = {};
    for (const route of ["/", "/blog", "/products", `/blog/${LONG_POST}`, `/blog/${SHORT_POST}`])
      htmlKb[route] = (await (await fetch(base + route)).arrayBuffer()).byteLength / 1024;
    const postJs = await jsOfPage(base, `/blog/${SHORT_POST}`);
    const warmMiB = residentMiB(copy.pid!).now;
    for (const route of ["/", "/blog", `/blog/${LONG_POST}`]) wrk(base + route, 3);
    const cachedPeakMiB = residentMiB(copy.pid!).peak;
    await sleep(IDLE_MS);
    const idleMiB = residentMiB(copy.pid!).now;
    return {
      listeningMs,
      startMiB,
      firstRequestMs,
      coldMs,
      wordpressPerColdPost,
      warmMiB,
      cachedPeakMiB,
      idleMiB,
      htmlKb,
      postJs,
    };
  } finally {
    copy.kill();
    await new Promise((resolve) => copy.once("exit", resolve));
  }
}

async function wordpressRequests(api: string): Promise<number> {
  const control = new URL("/__control", api);
  return ((await (await fetch(control)).json()) as { requests: number }).requests;
}

export type LightSide = {
  rounds: LightRound[];
  /** Each figure's median over the rounds; cold times over every cold post of every round. */
  median: Omit<LightRound, "coldMs" | "htmlKb" | "postJs"> & {
    coldMedianMs: number;
    coldP95Ms: number;
    htmlKb: Record<string, number>;
    postJs: { kb: number; files: number };
  };
};

function summary(rounds: LightRound[]): LightSide {
  const of = (pick: (round: LightRound) => number) => median(rounds.map(pick));
  const cold = rounds.flatMap((round) => round.coldMs);
  const routes = Object.keys(rounds[0]!.htmlKb);
  return {
    rounds,
    median: {
      listeningMs: of((r) => r.listeningMs),
      startMiB: of((r) => r.startMiB),
      firstRequestMs: of((r) => r.firstRequestMs),
      coldMedianMs: median(cold),
      coldP95Ms: percentile(cold, 95),
      wordpressPerColdPost: of((r) => r.wordpressPerColdPost),
      warmMiB: of((r) => r.warmMiB),
      cachedPeakMiB: of((r) => r.cachedPeakMiB),
      idleMiB: of((r) => r.idleMiB),
      htmlKb: Object.fromEntries(routes.map((route) => [route, of((r) => r.htmlKb[route]!)])),
      postJs: { kb: of((r) => r.postJs.kb), files: of((r) => r.postJs.files) },
    },
  };
}

/** This build and the previous release, round by round in turns, against one fake WordPress. */
export async function lightBeside(port: number, previous = PREVIOUS_RELEASE) {
  const earlier = referenceBuild(previous);
  const wp = await startFakeWordPress({ port: port + 1, posts: benchPosts });
  const rounds: { previous: LightRound[]; site: LightRound[] } = { previous: [], site: [] };
  try {
    for (let i = 0; i < ROUNDS; i++) {
      rounds.previous.push(await oneRound(earlier, port, wp.apiUrl));
      rounds.site.push(await oneRound(undefined, port, wp.apiUrl));
    }
  } finally {
    await wp.stop();
  }
  return { previous: summary(rounds.previous), site: summary(rounds.site), previousCommit: previous };
}

export type Light = Awaited<ReturnType<typeof lightBeside>>;

/** The figures as a table: this build beside the previous release. */
export function describeLight({ previous, site, previousCommit }: Light): string {
  const rows: [string, (side: LightSide) => number, string][] = [
    ["from `node server.js` to listening", (s) => s.median.listeningMs, "ms"],
    ["resident memory after start", (s) => s.median.startMiB, "MiB"],
    ["first request after start (/), to first byte", (s) => s.median.firstRequestMs, "ms"],
    [`cold post, to first byte: median of ${COLD_POSTS * ROUNDS}`, (s) => s.median.coldMedianMs, "ms"],
    ["cold post, to first byte: p95", (s) => s.median.coldP95Ms, "ms"],
    ["WordPress requests per cold post", (s) => s.median.wordpressPerColdPost, ""],
    ["resident memory after warming the posts and the lists", (s) => s.median.warmMiB, "MiB"],
    ["peak under the cached load", (s) => s.median.cachedPeakMiB, "MiB"],
    [`resident memory after ${IDLE_MS / 1000} s idle`, (s) => s.median.idleMiB, "MiB"],
    ...Object.keys(site.median.htmlKb).map(
      (route) =>
        [`HTML of ${route}`, (s: LightSide) => s.median.htmlKb[route]!, "KB"] as [
          string,
          (s: LightSide) => number,
          string,
        ],
    ),
    ["JavaScript a post page loads (as sent)", (s) => s.median.postJs.kb, "KB"],
    ["... in files", (s) => s.median.postJs.files, ""],
  ];
  const lines = [
    `| measure (median of ${ROUNDS} rounds each) | this build | ${previousCommit} |`,
    "|---|---|---|",
  ];
  for (const [what, pick, unit] of rows)
    lines.push(`| ${what} | ${pick(site).toFixed(1)} ${unit} | ${pick(previous).toFixed(1)} ${unit} |`);
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const light = await lightBeside(Number(process.env.BENCH_PORT ?? 3950));
  fs.mkdirSync("bench-results", { recursive: true });
  fs.writeFileSync("bench-results/light.json", JSON.stringify(light, null, 2));
  console.log(describeLight(light));
}
