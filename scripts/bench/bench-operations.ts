// What the request log and the metrics cost on the cached path: three copies of the production build side by
// side, asked for the same kept page in turns: one with neither (LOG_LEVEL=warn: no request lines; no metrics
// port: requests not counted), one writing a JSON line per request to a file, one with the line and the metrics
// (METRICS_PORT set). Part of `npm run bench`; alone: `npx tsx scripts/bench/bench-operations.ts`.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import { type Load, WARM_UP_SECONDS, wrk } from "./measure";
import { startProductionCopy } from "./production-copy";

const ROUNDS = 3;
const SECONDS = 8;

const SIDES = {
  neither: { LOG_LEVEL: "warn" },
  "log lines": { LOG_LEVEL: "info" },
  "log lines and metrics": { LOG_LEVEL: "info", METRICS_PORT: "" },
} as const;
type Side = keyof typeof SIDES;

/** The better of ROUNDS runs each (the machine's other work only ever slows a run down). */
export async function operationsCost(port: number, route = "/") {
  const dir = fs.mkdtempSync("/tmp/site-bench-operations-");
  const sides = Object.keys(SIDES) as Side[];
  const copies: ChildProcess[] = [];
  try {
    const urls = {} as Record<Side, string>;
    for (const [i, side] of sides.entries()) {
      const env: Record<string, string> = { ...SIDES[side], RENDERS_PER_MINUTE: "0" };
      // The metrics' own port: past the three copies' ports.
      if ("METRICS_PORT" in env) env.METRICS_PORT = String(port + sides.length);
      copies.push(
        await startProductionCopy({ port: port + i, env, stdout: fs.openSync(`${dir}/${i}.log`, "w") }),
      );
      urls[side] = `http://127.0.0.1:${port + i}${route}`;
    }
    const runs = Object.fromEntries(sides.map((side) => [side, [] as Load[]])) as Record<Side, Load[]>;
    for (const url of Object.values(urls)) wrk(url, WARM_UP_SECONDS);
    for (let round = 0; round < ROUNDS; round++)
      for (const side of sides) runs[side].push(wrk(urls[side], SECONDS));
    const best = (loads: Load[]) => loads.reduce((a, b) => (b.rps > a.rps ? b : a));
    return {
      route,
      best: Object.fromEntries(sides.map((side) => [side, best(runs[side])])) as Record<Side, Load>,
      runs,
    };
  } finally {
    for (const copy of copies) copy.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function describeOperationsCost(cost: Awaited<ReturnType<typeof operationsCost>>): string {
  const neither = cost.best.neither.rps;
  const sides = Object.entries(cost.best).map(
    ([side, load]) =>
      `${side} ${load.rps.toFixed(0)} req/s p99 ${load.p99Ms} ms` +
      (side === "neither" ? "" : ` (${((1 - load.rps / neither) * 100).toFixed(1)}% fewer)`),
  );
  return `Request logs and metrics on the cached path ${cost.route}: ${sides.join("; ")}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cost = await operationsCost(Number(process.env.BENCH_PORT ?? 3900) + 3);
  console.log(describeOperationsCost(cost));
  console.log(JSON.stringify(cost.runs));
}
