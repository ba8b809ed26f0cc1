// The server's one logger (decision 040): in production one JSON line per event on stdout, which journald, a
// container runtime or any log system can parse; in development the same events as short readable lines.
// Tests stay quiet unless they ask for a logger of their own.
import fs from "node:fs";
import { format } from "node:util";
import { pino, type DestinationStream, type Level, type Logger } from "pino";

export type { Logger };

const LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;

type LogOptions = {
  /** NODE_ENV: production writes JSON, anything else readable lines. */
  mode?: string;
  /** One of LEVELS; by default info, silent under test. The server sets LOG_LEVEL's at start. */
  level?: string;
  /** Where lines go (stdout by default). */
  destination?: DestinationStream;
};

/** A block of lines handed to the writer at once, and the longest a line waits for its block (decision 060). */
const BLOCK_BYTES = 16_384;
const BLOCK_WAIT_MS = 1000;
const STDOUT = 1;

/**
 * pino's `isoTime` member for `now`, made once per millisecond instead of once per line (thousands of lines a
 * second); the request lines take it too (request-lines.server.ts).
 */
let madeAt = -1;
let made = "";
export function timeMember(now = Date.now()): string {
  if (now !== madeAt) {
    madeAt = now;
    made = `,"time":"${new Date(now).toISOString()}"`;
  }
  return made;
}

/**
 * Production's destination (inBlocks): it also takes lines written as bytes straight into its block. A writer of
 * such lines may gather them first; it registers with `gatherFirst` and puts them in when asked.
 */
export type BlockDestination = DestinationStream & {
  block: Buffer;
  /** Where a line of at most `bytes` (a few KB at most) goes in `block`. */
  room(bytes: number): number;
  /** The line put at `room`'s offset ends at `end`. */
  wrote(end: number): void;
  /** `gather` puts in the lines it holds, asked before each block is written and before each line of pino's. */
  gatherFirst(gather: () => void): void;
};

export const isBlockDestination = (destination: DestinationStream): destination is BlockDestination =>
  "gatherFirst" in destination;

/** Where `logger` writes its lines. */
export const destinationOf = (logger: Logger): DestinationStream =>
  (logger as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym]!;

/** @internal */
export function createLogger({ mode = process.env.NODE_ENV, level, destination }: LogOptions = {}): Logger {
  const chosen = LEVELS.find((known) => known === level) ?? (mode === "test" ? "silent" : "info");
  const out =
    destination ?? (mode === "production" ? inBlocks() : pino.destination({ dest: STDOUT, sync: true }));
  return pino(
    {
      level: chosen,
      base: undefined, // no pid or hostname: the process manager adds its own
      timestamp: () => timeMember(),
      formatters: { level: (label) => ({ level: label }) },
    },
    mode === "production" ? out : readable(out),
  );
}

/**
 * Lines gathered as UTF-8 in one block of memory and written to stdout in blocks of BLOCK_BYTES (decision 060),
 * so a request costs no write of its own: one system call for about 60 request lines. Request lines are put in
 * as bytes (decision 066), gathered first as fields, which are made into lines when a block is written out or a
 * line of pino's comes, so every line lands in the order it was made. Written by this thread, in order: a write
 * on libuv's threads still under way when the process exits is lost or lands after the lines written at exit. A
 * block waits at most BLOCK_WAIT_MS; what is gathered is written when the process exits (process.exit after
 * SIGTERM, an uncaught exception), so only a process killed outright (SIGKILL, out of memory) loses lines: those
 * of its last second.
 */
function inBlocks(): BlockDestination {
  const block = Buffer.allocUnsafe(4 * BLOCK_BYTES);
  let used = 0;
  const gatherers: (() => void)[] = [];
  const gather = () => gatherers.forEach((putIn) => putIn());
  const writeOut = () => {
    writeAll(block.subarray(0, used));
    used = 0;
  };
  const handOn = () => {
    gather();
    writeOut();
  };
  setInterval(handOn, BLOCK_WAIT_MS).unref();
  process.on("exit", handOn);
  return {
    block,
    gatherFirst: (putIn) => void gatherers.push(putIn),
    room(bytes) {
      if (used + bytes > block.length) writeOut();
      return used;
    },
    wrote(end) {
      used = end;
      if (used >= BLOCK_BYTES) writeOut();
    },
    write(line: string) {
      gather();
      // Three bytes at most for each UTF-16 unit: a line that might not fit goes after the lines before it.
      if (used + 3 * line.length > block.length) writeOut();
      if (3 * line.length > block.length) writeAll(Buffer.from(line));
      else used += block.write(line, used);
      if (used >= BLOCK_BYTES) writeOut();
    },
  };
}

const PAUSE = new Int32Array(new SharedArrayBuffer(4));

/**
 * All of `bytes` on stdout before it returns. A pipe whose reader is behind (EAGAIN) is waited for, as pino's
 * synchronous destination does; a closed one (EPIPE, a log reader gone) loses the lines rather than the site.
 */
function writeAll(bytes: Buffer) {
  for (let at = 0; at < bytes.length;) {
    try {
      at += fs.writeSync(STDOUT, bytes, at, bytes.length - at);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EAGAIN") return;
      Atomics.wait(PAUSE, 0, 0, 10);
    }
  }
}

/** The logger every part of the server writes to. */
export const log: Logger = createLogger();

/** What failed, in one line: an error's message (its stack belongs to failures of our own, logged as `err`). */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** `16:20:01 warn  GET /blog 200 (durationMs=12 cache=hit)`: the JSON line made short for a terminal. */
function readable(out: DestinationStream): DestinationStream {
  return {
    write(line: string) {
      const { time, level, msg, err, ...rest } = JSON.parse(line) as Record<string, unknown>;
      const { req: _req, res: _res, ...fields } = rest;
      const extra = Object.entries(fields)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
        .join(" ");
      const stack = (err as { stack?: string } | undefined)?.stack;
      const clock = String(time).slice(11, 19);
      out.write(
        `${clock} ${String(level).padEnd(5)} ${msg ?? ""}${extra ? ` (${extra})` : ""}${stack ? `\n${stack}` : ""}\n`,
      );
    },
  };
}

/**
 * console.* from anywhere in the process (the site's modules, React, libraries) goes to the logger at the
 * matching level, so nothing but log lines reaches stdout. Installed once by the server at start.
 */
export function routeConsoleToLog(logger: Logger = log) {
  const levels: Record<"debug" | "info" | "log" | "warn" | "error", Level> = {
    debug: "debug",
    info: "info",
    log: "info",
    warn: "warn",
    error: "error",
  };
  for (const [method, level] of Object.entries(levels) as [keyof typeof levels, Level][]) {
    console[method] = (...parts: unknown[]) => {
      const err = parts.find((part) => part instanceof Error);
      const message = format(...parts.filter((part) => part !== err)).replace(/:\s*$/, "");
      if (err) logger[level]({ err }, message || (err as Error).message);
      else logger[level](message);
    };
  }
}
