// The logger as an operator reads it: JSON lines in production, short lines in development, and console.*
// from anywhere turned into lines with a level.
import { afterEach, expect, it, vi } from "vitest";
import { createLogger, routeConsoleToLog } from "./log.server";
import { clientBytes, createRequestLines } from "./request-lines.server";

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

it("writes a request's line as pino writes the same fields, whatever its path and client hold", () => {
  const { lines, destination } = capture();
  const logger = createLogger({ mode: "production", level: "info", destination });
  const path = '/"ř"\\\n\u0000\ud800😀';
  const fields = {
    requestId: "a-1",
    req: { method: "GET", path },
    res: { status: 200 },
    durationMs: 12,
    cache: "hit",
    client: "203.0.113.7 ř",
    aborted: true,
  };
  logger.info(fields, `GET ${path} 200`);
  createRequestLines(destination).add(
    "info",
    "GET",
    path,
    200,
    12,
    "hit",
    "a-1",
    clientBytes("203.0.113.7 ř"),
    true,
  );
  const [byPino, ours] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(ours).toEqual({ ...byPino, time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  expect(Object.keys(ours!)).toEqual(Object.keys(byPino!));
  expect(lines[1]).toMatch(/^[\x20-\x7e]*\n$/);
});

it("gives each request line its own status and method when answers to one path differ", () => {
  const { lines, destination } = capture();
  const requests = createRequestLines(destination);
  const client = Buffer.from('"::1"');
  requests.add("info", "GET", "/blog", 200, 3, "hit", "a-1", client, false);
  requests.add("info", "GET", "/blog", 304, 1, "hit", "a-2", client, false);
  requests.add("info", "HEAD", "/blog", 304, 1, undefined, "a-3", client, false);
  requests.add("error", "GET", "/blog", 503, 9, "miss", "a-4", client, false);
  expect(lines.map((line) => JSON.parse(line))).toMatchObject([
    { level: "info", req: { method: "GET" }, res: { status: 200 }, durationMs: 3, msg: "GET /blog 200" },
    { level: "info", req: { method: "GET" }, res: { status: 304 }, msg: "GET /blog 304" },
    { level: "info", req: { method: "HEAD" }, res: { status: 304 }, msg: "HEAD /blog 304" },
    { level: "error", requestId: "a-4", res: { status: 503 }, cache: "miss", msg: "GET /blog 503" },
  ]);
  expect(JSON.parse(lines[2]!)).not.toHaveProperty("cache");
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
