import { spawnSync } from "node:child_process";
import { expect, it } from "vitest";

/** Runs a few lines of ESM in a fresh Node process (TypeScript through tsx) and returns what happened. */
function run(code: string) {
  return spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
    encoding: "utf8",
    timeout: 20_000,
  });
}

const rejectNobodyAwaits = `
  Promise.reject(new Error("nobody waited for me"));
  setTimeout(() => console.log("still serving"), 200);
`;

/** The server's logger as production has it: one JSON line per event on stdout. */
const guarded = `
  import { guardProcess } from "./server/process-guards.ts";
  import { createLogger } from "./app/server/log/log.server.ts";
  guardProcess(createLogger({ mode: "production", level: "info" }));
`;

/** The log lines among what the process wrote to stdout. */
const logLines = (stdout: string) =>
  stdout
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: string; msg: string; err?: { message: string } });

it("an unhandled rejection is logged through the logger and the process keeps running", () => {
  const result = run(`${guarded} ${rejectNobodyAwaits}`);
  expect(result.status).toBe(0);
  expect(result.stdout).toContain("still serving");
  expect(logLines(result.stdout)).toEqual([
    expect.objectContaining({
      level: "error",
      msg: "Unhandled promise rejection (the server keeps running)",
      err: expect.objectContaining({ message: "nobody waited for me" }),
    }),
  ]);
  expect(result.stderr).not.toContain("nobody waited for me");
});

it("without the guard, Node would stop the whole process", () => {
  const result = run(rejectNobodyAwaits);
  expect(result.status).not.toBe(0);
  expect(result.stdout).not.toContain("still serving");
});
