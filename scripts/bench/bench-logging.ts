// What the per-request log line costs on the cached path: two copies of the production build side by side, one
// with LOG_LEVEL=warn (no request lines), one with LOG_LEVEL=info writing every line to a file, each asked for
// the same kept page in turns. Part of `npm run bench`; alone: `npx tsx scripts/bench/bench-logging.ts`.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import { type Load, WARM_UP_SECONDS, wrk } from "./measure";
import { startProductionCopy } from "./production-copy";

const ROUNDS = 3;
const SECONDS = 8;

function startCopy(port: number, level: string, logFile: string): Promise<ChildProcess> {
  return startProductionCopy({
    port,
    env: { LOG_LEVEL: level, RENDERS_PER_MINUTE: "0" },
    stdout: fs.openSync(logFile, "w"),
  });
}

/** The better of ROUNDS runs each (the machine's other work only ever slows a run down). */
export async function loggingCost(port: number, route = "/") {
  const dir = fs.mkdtempSync("/tmp/site-bench-logs-");
  const off = await startCopy(port, "warn", `${dir}/off.log`);
  const on = await startCopy(port + 1, "info", `${dir}/on.log`);
  try {
    const urls = { off: `http://127.0.0.1:${port}${route}`, on: `http://127.0.0.1:${port + 1}${route}` };
    const runs: Record<"off" | "on", Load[]> = { off: [], on: [] };
    for (const url of Object.values(urls)) wrk(url, WARM_UP_SECONDS);
    for (let round = 0; round < ROUNDS; round++)
      for (const side of ["off", "on"] as const) runs[side].push(wrk(urls[side], SECONDS));
    const best = (loads: Load[]) => loads.reduce((a, b) => (b.rps > a.rps ? b : a));
    const lines = fs.readFileSync(`${dir}/on.log`, "utf8").split("\n").length - 1;
    return { route, off: best(runs.off), on: best(runs.on), runs, linesWritten: lines };
  } finally {
    off.kill();
    on.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function describeLoggingCost(cost: Awaited<ReturnType<typeof loggingCost>>): string {
  const { off, on } = cost;
  const share = ((1 - on.rps / off.rps) * 100).toFixed(1);
  return `Request logs on the cached path ${cost.route}: without ${off.rps.toFixed(0)} req/s p99 ${off.p99Ms} ms; with ${on.rps.toFixed(0)} req/s p99 ${on.p99Ms} ms (${share}% fewer requests/s; ${cost.linesWritten} lines written)`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cost = await loggingCost(Number(process.env.BENCH_PORT ?? 3900) + 3);
  console.log(describeLoggingCost(cost));
  console.log(JSON.stringify(cost.runs));
}
