// The production logger's own stdout, read from a separate Node process as a log system reads it: lines gathered
// into blocks all arrive, whole and in order, when the process exits, when it dies of an uncaught exception,
// and while it runs on with nothing more to say (decision 060).
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, expect, it } from "vitest";

const LOGGER = fileURLToPath(new URL("./log.server.ts", import.meta.url));
let child: ChildProcess | undefined;
afterEach(() => void child?.kill());

/** Runs `then` in a Node process after it logged `count` lines in production; gives what it wrote to stdout. */
function logThen(count: number, then: string) {
  const script = `
    const { createLogger } = await import(${JSON.stringify(LOGGER)});
    const log = createLogger({ mode: "production", level: "info" });
    for (let n = 1; n <= ${count}; n++) log.info({ n }, "GET / 200");
    ${then}`;
  child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  child.stdout!.on("data", (chunk: Buffer) => void (stdout += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child!.once("close", resolve));
  return { output: () => stdout, exited };
}

const numbers = (stdout: string) =>
  stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line).n);
const oneTo = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

it("writes every line, in order, when the process exits", async () => {
  const run = logThen(2000, "process.exit(0);");
  expect(await run.exited).toBe(0);
  expect(numbers(run.output())).toEqual(oneTo(2000));
});

it("writes the lines still gathered when the process dies of an uncaught exception", async () => {
  const run = logThen(3, `setTimeout(() => { throw new Error("crash"); }, 0);`);
  expect(await run.exited).toBe(1);
  expect(numbers(run.output())).toEqual([1, 2, 3]);
});

it("writes a lone line while the process runs on", async () => {
  const run = logThen(1, "setInterval(() => {}, 1000);");
  await expect.poll(() => numbers(run.output()), { timeout: 15_000 }).toEqual([1]);
  expect(child!.exitCode).toBeNull();
});

it("writes Czech letters and a line longer than a block whole, between the lines around them", async () => {
  const run = logThen(
    100,
    `log.info({ n: 101 }, "Nanovlákna: " + "ř".repeat(100000));
     log.info({ n: 102 }, "Příliš žluťoučký kůň");
     process.exit(0);`,
  );
  expect(await run.exited).toBe(0);
  expect(numbers(run.output())).toEqual(oneTo(102));
  const lines = run
    .output()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  expect(lines[100].msg).toBe("Nanovlákna: " + "ř".repeat(100000));
  expect(lines[101].msg).toBe("Příliš žluťoučký kůň");
});
