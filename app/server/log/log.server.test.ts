// The logger as an operator reads it: JSON lines in production, short lines in development, and console.*
// from anywhere turned into lines with a level.
import { afterEach, expect, it, vi } from "vitest";
import { createLogger, routeConsoleToLog } from "./log.server";
import { writeLine } from "./logger.server";

const capture = () => {
  const lines: string[] = [];
  return { lines, destination: { write: (line: string) => void lines.push(line) } };
};

afterEach(() => vi.restoreAllMocks());

it("writes one JSON line per event in production, with time and level", () => {
  const { lines, destination } = capture();
  createLogger({ mode: "production", level: "info", destination }).warn({ slug: "a" }, "Post skipped");
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0]!)).toEqual({
    level: "warn",
    time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    slug: "a",
    msg: "Post skipped",
  });
});

it("writes a line made of JSON members exactly as pino writes the same fields", () => {
  const { lines, destination } = capture();
  const logger = createLogger({ mode: "production", level: "info", destination });
  const fields = {
    requestId: "a-1",
    req: { method: "GET", path: '/"ř"\n' },
    res: { status: 200 },
    cache: "hit",
  };
  logger.info(fields, 'GET /"ř" 200');
  writeLine(logger, "info", JSON.stringify(fields).slice(1, -1), 'GET /"ř" 200');
  const withoutTime = lines.map((line) => line.replace(/"time":"[^"]+"/, ""));
  expect(withoutTime[1]).toBe(withoutTime[0]);
  expect(JSON.parse(lines[1]!)).toMatchObject({ level: "info", ...fields, msg: 'GET /"ř" 200' });
});

it("writes a short readable line in development, and leaves out what is below its level", () => {
  const { lines, destination } = capture();
  const logger = createLogger({ mode: "development", level: "info", destination });
  logger.debug("not shown");
  logger.info({ cache: "hit", durationMs: 3 }, "GET / 200");
  expect(lines).toEqual([
    expect.stringMatching(/^\d\d:\d\d:\d\d info {2}GET \/ 200 \(cache=hit durationMs=3\)\n$/),
  ]);
});

it("routes console.* to the logger at the matching level, errors with their stack", () => {
  const { lines, destination } = capture();
  for (const method of ["log", "info", "warn", "error", "debug"] as const) vi.spyOn(console, method);
  routeConsoleToLog(createLogger({ mode: "production", level: "info", destination }));
  console.log("Site %s", "up");
  console.warn("Social card drawn without its cover");
  console.error("Blog list unavailable:", new Error("WordPress down"));
  const [up, warned, failed] = lines.map((line) => JSON.parse(line));
  expect([up.level, up.msg]).toEqual(["info", "Site up"]);
  expect([warned.level, warned.msg]).toEqual(["warn", "Social card drawn without its cover"]);
  expect([failed.level, failed.msg, failed.err.message]).toEqual([
    "error",
    "Blog list unavailable",
    "WordPress down",
  ]);
  expect(failed.err.stack).toContain("log.server.test.ts");
});
