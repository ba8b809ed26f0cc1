// The production logger's own stdout, read from a separate Node process as a log system reads it: lines gathered
// into blocks all arrive, whole and in order, when the process exits, when it dies of an uncaught exception,
// and while it runs on with nothing more to say (decision 060); request lines, gathered as fields, among them
// in the order they were made (decision 066).
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, expect, it } from "vitest";

const module = (name: string) => JSON.stringify(fileURLToPath(new URL(name, import.meta.url)));
let child: ChildProcess | undefined;
afterEach(() => void child?.kill());

/** Runs `then` in a Node process after it logged `count` lines in production; gives what it wrote to stdout. */
const logThen = (count: number, then: string) =>
  inNode(`for (let n = 1; n <= ${count}; n++) log.info({ n }, "GET / 200");
    ${then}`);

/**
 * Runs `script` in a Node process with `log`, a production logger, and `requests`, the request lines written to
 * it; gives what it wrote to stdout.
 */
function inNode(script: string) {
  script = `
    const { createLogger, destinationOf } = await import(${module("./logger.server.ts")});
    const { createRequestLines } = await import(${module("./request-lines.server.ts")});
    const log = createLogger({ mode: "production", level: "info" });
    const requests = createRequestLines(destinationOf(log));
    ${script}`;
  child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  child.stdout!.on("data", (chunk: Buffer) => void (stdout += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child!.once("close", resolve));
  return { output: () => stdout, exited };
}

const entries = (stdout: string) =>
  stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
const numbers = (stdout: string) => entries(stdout).map((entry) => entry.n);
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

it("writes a lone line, and a lone request line after it, while the process runs on", async () => {
  const run = logThen(
    1,
    `requests.add("info", "GET", "/", 200, 1, "hit", "id-2", Buffer.from('"::1"'), false);
     setInterval(() => {}, 1000);`,
  );
  await expect
    .poll(() => entries(run.output()), { timeout: 15_000 })
    .toMatchObject([{ n: 1 }, { requestId: "id-2" }]);
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

it("writes request lines gathered as fields, in the order they were made among the other lines", async () => {
  const run = inNode(`
    const client = Buffer.from('"127.0.0.1"');
    for (let n = 1; n <= 300; n++) {
      if (n % 70 === 0) log.warn({ n }, "Upstream slow");
      else requests.add("info", "GET", "/blog/" + n, 200, 1, "hit", "id-" + n, client, false);
    }
    process.exit(0);`);
  expect(await run.exited).toBe(0);
  const lines = entries(run.output());
  expect(lines.map((line) => line.n ?? Number(line.req.path.slice("/blog/".length)))).toEqual(oneTo(300));
  expect(lines[0]).toMatchObject({
    requestId: "id-1",
    res: { status: 200 },
    client: "127.0.0.1",
    msg: "GET /blog/1 200",
  });
  expect(lines[69]).toMatchObject({ level: "warn", msg: "Upstream slow" });
});
