// The cached path beside the build before the operations work (f1eae09: no JSON logs, metrics, request ids or
// purge keys), in the same run: each cached answer from both builds, short rounds taken in turns, compared
// round by round (the median of the rounds' ratios: on a shared machine the load moves within seconds, and
// two rounds side by side see the same load); then what the request line costs (LOG_LEVEL=info, the default,
// beside warn, which writes none) and the metrics on top.
// Every server runs alone on core 0 and wrk on core 1 (taskset), so that neither takes the other's core.
// Part of `npm run bench`; alone (after `npm run build`): `npx tsx scripts/bench/bench-operations.ts`.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import { availableParallelism } from "node:os";
import { CONNECTIONS, cpuSeconds, type Load, WARM_UP_SECONDS, wrk } from "./measure";
import { startProductionCopy } from "./production-copy";
import { BEFORE_OPERATIONS, referenceBuild } from "./reference-build";

const ROUNDS = 9;
const SECONDS = 3;
/** Budgets (issue 38): against f1eae09 in the same run, and the request line's own cost. */
export const BUDGETS = { ratioToBefore: 0.95, p99Ms: 15, requestLineShare: 0.05 };

const SETTINGS = {
  before: { LOG_LEVEL: "info" },
  site: { LOG_LEVEL: "info" },
  "site, no request lines": { LOG_LEVEL: "warn" },
  "site with metrics": { LOG_LEVEL: "info", METRICS_PORT: "" },
} as const;
type Side = keyof typeof SETTINGS;

/** One side's runs, and the better of them (the machine's other work only ever slows a run down). */
export type Measured = { best: Load; cpuUsPerRequest: number; runs: Load[] };

const SERVER_CORE = 0;
const WRK_CORE = 1;

/** `routes` from f1eae09 and this build in turns; the request line and the metrics on `lineRoute`. */
export async function cachedPathBeside(port: number, routes: Record<string, string>, lineRoute: string) {
  const pinned = availableParallelism() >= 2;
  const before = referenceBuild(BEFORE_OPERATIONS);
  const dir = fs.mkdtempSync("/tmp/site-bench-operations-");
  const sides = Object.keys(SETTINGS) as Side[];
  const copies = new Map<Side, ChildProcess>();
  try {
    for (const [i, side] of sides.entries()) {
      const env: Record<string, string> = { ...SETTINGS[side], RENDERS_PER_MINUTE: "0" };
      env.API_RATE_LIMIT_PER_MINUTE = env.UPSTREAM_REQUESTS_PER_MINUTE = "0";
      if ("METRICS_PORT" in env) env.METRICS_PORT = String(port + sides.length);
      const copy = await startProductionCopy({
        port: port + i,
        env,
        dir: side === "before" ? before : undefined,
        cpu: pinned ? SERVER_CORE : undefined,
        stdout: fs.openSync(`${dir}/${i}.log`, "w"),
      });
      copies.set(side, copy);
    }
    const url = (side: Side, route: string) => `http://127.0.0.1:${port + sides.indexOf(side)}${route}`;
    const measure = (sidesMeasured: Side[], route: string) => {
      const runs = new Map<Side, { loads: Load[]; cpu: number; requests: number }>();
      for (const side of sidesMeasured) {
        wrk(url(side, route), WARM_UP_SECONDS, pinned ? WRK_CORE : undefined);
        runs.set(side, { loads: [], cpu: 0, requests: 0 });
      }
      for (let round = 0; round < ROUNDS; round++)
        for (const side of sidesMeasured) {
          const pid = copies.get(side)!.pid!;
          const cpuBefore = cpuSeconds(pid);
          const load = wrk(url(side, route), SECONDS, pinned ? WRK_CORE : undefined);
          const run = runs.get(side)!;
          run.cpu += cpuSeconds(pid) - cpuBefore;
          run.requests += load.requests;
          run.loads.push(load);
        }
      return Object.fromEntries(
        [...runs].map(([side, { loads, cpu, requests }]) => [
          side,
          {
            best: {
              ...loads.reduce((a, b) => (b.rps > a.rps ? b : a)),
              p99Ms: Math.min(...loads.map((load) => load.p99Ms)),
              errors: Math.max(...loads.map((load) => load.errors)),
            },
            cpuUsPerRequest: (cpu / Math.max(requests, 1)) * 1e6,
            runs: loads,
          } satisfies Measured,
        ]),
      ) as Record<Side, Measured>;
    };
    const answers: Record<string, Record<"before" | "site", Measured>> = {};
    for (const [name, route] of Object.entries(routes)) answers[name] = measure(["before", "site"], route);
    const requestLine = measure(["site, no request lines", "site", "site with metrics"], lineRoute);
    return { pinned, connections: CONNECTIONS, answers, requestLine, lineRoute };
  } finally {
    for (const copy of copies.values()) copy.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export type CachedPath = Awaited<ReturnType<typeof cachedPathBeside>>;

/** `side`'s requests/s against `other`'s: the median of the ratios of rounds taken one after the other. */
export function pairedRatio(side: Measured, other: Measured): number {
  const ratios = side.runs.map((run, i) => run.rps / other.runs[i]!.rps).sort((a, b) => a - b);
  const middle = Math.floor(ratios.length / 2);
  return ratios.length % 2 ? ratios[middle]! : (ratios[middle - 1]! + ratios[middle]!) / 2;
}

/** The share of requests/s the request line takes: 1 - info / warn. */
export const requestLineShare = (cost: CachedPath) =>
  1 - pairedRatio(cost.requestLine.site, cost.requestLine["site, no request lines"]);

export function describeCachedPath(cost: CachedPath): string {
  const figure = (m: Measured) =>
    `${m.best.rps.toFixed(0)} req/s, p99 ${m.best.p99Ms} ms, ${m.cpuUsPerRequest.toFixed(1)} µs CPU/request`;
  const lines = Object.entries(cost.answers).map(
    ([name, { before, site }]) =>
      `  ${name}: site ${figure(site)}; ${BEFORE_OPERATIONS} ${figure(before)}; ` +
      `${pairedRatio(site, before).toFixed(2)}x (rounds ${site.runs.map((run, i) => (run.rps / before.runs[i]!.rps).toFixed(2)).join(" ")})`,
  );
  const line = cost.requestLine;
  lines.push(
    `  request line on ${cost.lineRoute}: warn ${figure(line["site, no request lines"])}; info ${figure(line.site)} ` +
      `(the line costs ${(requestLineShare(cost) * 100).toFixed(1)}% of requests/s); info and metrics ${figure(line["site with metrics"])}`,
  );
  const how = cost.pinned ? "servers on core 0, wrk on core 1" : "not pinned (one core)";
  return `The cached path beside ${BEFORE_OPERATIONS}, ${cost.connections} connections, ${how}:\n${lines.join("\n")}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // The answers bench.ts measures: a post of the embedded blog and the proxy's first list page among them.
  const routes = {
    "/": "/",
    "/blog": "/blog",
    post: "/blog/new-spinning-room-in-prague",
    proxy: "/api/wordpress?path=/posts&params=_embed%26per_page%3D9%26page%3D1",
  };
  const cost = await cachedPathBeside(Number(process.env.BENCH_PORT ?? 3900) + 3, routes, "/blog");
  console.log(describeCachedPath(cost));
  console.log(`load average: ${fs.readFileSync("/proc/loadavg", "utf8").trim()}`);
}
