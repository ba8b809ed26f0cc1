// The cached path beside the build before the operations work (f1eae09: no JSON logs, metrics, request ids or
// purge keys), in the same run: each cached answer from both builds loaded at the same moment, both servers on
// one core, which the kernel shares between them fairly, so the ratio of their requests/s is the inverse ratio of
// what an answer costs each, whatever else the machine does (rounds taken in turns moved 5-20 % between runs on
// a shared machine); the median of the rounds' ratios. Then each alone, for its tail (p99) and its own requests/s.
// Then what the request line costs (LOG_LEVEL=info, the default, beside warn, which writes none) and the metrics
// on top, measured the same way.
// The servers run on core 0 and wrk on core 1 (taskset), so that neither takes the other's core.
// Part of `npm run bench`; alone (after `npm run build`): `npx tsx scripts/bench/bench-operations.ts`.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import { availableParallelism } from "node:os";
import { CONNECTIONS, cpuSeconds, type Load, WARM_UP_SECONDS, wrk, wrkTogether } from "./measure";
import { startProductionCopy } from "./production-copy";
import { BEFORE_OPERATIONS, referenceBuild } from "./reference-build";

/** Rounds with both sides loaded at once (the ratio), and rounds of each alone in turns (its tail). */
const ROUNDS_TOGETHER = 9;
const ROUNDS_ALONE = 3;
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

/**
 * One side: the better of its rounds alone (the machine's other work only ever slows a round down), its CPU per
 * answer and its rounds loaded at the same moment as the other side's (`together[i]` beside the other's).
 */
export type Measured = { best: Load; cpuUsPerRequest: number; together: Load[] };

const SERVER_CORE = 0;
const WRK_CORE = 1;

/** `routes` from `yardstick` and this build side by side; the request line and the metrics on `lineRoute`. */
export async function cachedPathBeside(
  port: number,
  routes: Record<string, string>,
  lineRoute: string,
  yardstick = BEFORE_OPERATIONS,
) {
  const pinned = availableParallelism() >= 2;
  const before = referenceBuild(yardstick);
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
        // Written and dropped: in production stdout is a pipe to journald, not a file on this machine's disk,
        // whose writeback throttles a process that has written a gigabyte of lines (the third route measured
        // lost a tenth of its requests/s to it).
        stdout: fs.openSync("/dev/null", "w"),
      });
      copies.set(side, copy);
    }
    const url = (side: Side, route: string) => `http://127.0.0.1:${port + sides.indexOf(side)}${route}`;
    const cpu = pinned ? WRK_CORE : undefined;
    /** `a` and `b` on `route`: together, then each alone. */
    const measure = async (a: Side, b: Side, route: string) => {
      const pair = [a, b] as const;
      const pids = pair.map((side) => copies.get(side)!.pid!);
      for (const side of pair) wrk(url(side, route), WARM_UP_SECONDS, cpu);
      const together: [Load[], Load[]] = [[], []];
      const used = [0, 0];
      for (let round = 0; round < ROUNDS_TOGETHER; round++) {
        const before = pids.map(cpuSeconds);
        const loads = await wrkTogether([url(a, route), url(b, route)], SECONDS, cpu);
        pids.forEach((pid, i) => (used[i]! += cpuSeconds(pid) - before[i]!));
        loads.forEach((load, i) => together[i]!.push(load));
      }
      const alone: [Load[], Load[]] = [[], []];
      for (let round = 0; round < ROUNDS_ALONE; round++)
        pair.forEach((side, i) => alone[i]!.push(wrk(url(side, route), SECONDS, cpu)));
      const measured = pair.map((_, i): Measured => {
        const requests = together[i]!.reduce((sum, load) => sum + load.requests, 0);
        return {
          best: {
            ...alone[i]!.reduce((x, y) => (y.rps > x.rps ? y : x)),
            p99Ms: Math.min(...alone[i]!.map((load) => load.p99Ms)),
            errors: Math.max(...[...alone[i]!, ...together[i]!].map((load) => load.errors)),
          },
          cpuUsPerRequest: (used[i]! / Math.max(requests, 1)) * 1e6,
          together: together[i]!,
        };
      });
      return { [a]: measured[0]!, [b]: measured[1]! } as Record<Side, Measured>;
    };
    const answers: Record<string, Record<"before" | "site", Measured>> = {};
    for (const [name, route] of Object.entries(routes))
      answers[name] = await measure("before", "site", route);
    const withoutLines = await measure("site, no request lines", "site", lineRoute);
    const withMetrics = await measure("site, no request lines", "site with metrics", lineRoute);
    const requestLine = { ...withoutLines, "site with metrics": withMetrics["site with metrics"] };
    return { pinned, connections: CONNECTIONS, answers, requestLine, lineRoute, yardstick };
  } finally {
    for (const copy of copies.values()) copy.kill();
  }
}

export type CachedPath = Awaited<ReturnType<typeof cachedPathBeside>>;

/** `side`'s requests/s against `other`'s: the median of the ratios of rounds in which both were loaded at once. */
export function pairedRatio(side: Measured, other: Measured): number {
  const ratios = side.together.map((run, i) => run.rps / other.together[i]!.rps).sort((a, b) => a - b);
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
      `  ${name}: site ${figure(site)}; ${cost.yardstick} ${figure(before)}; ` +
      `${pairedRatio(site, before).toFixed(2)}x (rounds ${site.together.map((run, i) => (run.rps / before.together[i]!.rps).toFixed(2)).join(" ")})`,
  );
  const line = cost.requestLine;
  lines.push(
    `  request line on ${cost.lineRoute}: warn ${figure(line["site, no request lines"])}; info ${figure(line.site)} ` +
      `(the line costs ${(requestLineShare(cost) * 100).toFixed(1)}% of requests/s); info and metrics ${figure(line["site with metrics"])}`,
  );
  const how = cost.pinned ? "servers sharing core 0, wrk on core 1" : "not pinned (one core)";
  return `The cached path beside ${cost.yardstick}, ${cost.connections} connections, ${how}:\n${lines.join("\n")}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // The answers bench.ts measures: a post of the embedded blog and the proxy's first list page among them.
  const routes = {
    "/": "/",
    "/blog": "/blog",
    post: "/blog/new-spinning-room-in-prague",
    proxy: "/api/wordpress?path=/posts&params=_embed%26per_page%3D9%26page%3D1",
  };
  // Beside another build than f1eae09 when given: `npx tsx scripts/bench/bench-operations.ts 0816118`.
  const cost = await cachedPathBeside(
    Number(process.env.BENCH_PORT ?? 3900) + 3,
    routes,
    "/blog",
    process.argv[2],
  );
  console.log(describeCachedPath(cost));
  console.log(`load average: ${fs.readFileSync("/proc/loadavg", "utf8").trim()}`);
}
