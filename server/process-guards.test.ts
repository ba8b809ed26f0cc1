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

it("an unhandled rejection is logged and the process keeps running", () => {
  const result = run(
    `import { guardProcess } from "./server/process-guards.ts"; guardProcess(); ${rejectNobodyAwaits}`,
  );
  expect(result.status).toBe(0);
  expect(result.stdout).toContain("still serving");
  expect(result.stderr).toContain("nobody waited for me");
});

it("without the guard, Node would stop the whole process", () => {
  const result = run(rejectNobodyAwaits);
  expect(result.status).not.toBe(0);
  expect(result.stdout).not.toContain("still serving");
});
