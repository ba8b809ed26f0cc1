// The request log's lines (decision 040) as pino would write them, made as bytes (decision 066). In production
// a request only leaves its fields here; they are made into lines GATHERED at a time, straight into the log's
// block, when the block is written or another line comes: a request makes no string and leaves nothing for the
// collector, and the code that makes lines runs warm, many in a row (docs/benchmarks.md: about 40 % of the
// line's cost). Elsewhere (development, tests) each line is written as it comes, as text.
import type { DestinationStream } from "pino";
import type { CacheState } from "~/server/http/http.server";
import {
  asciiBytes,
  JSON_BYTES_PER_UNIT,
  putAscii,
  putBytes,
  putJsonText,
  putWhole,
} from "./json-bytes.server";
import { isBlockDestination, timeMemberBytes } from "./logger.server";

export type LineLevel = "debug" | "info" | "error";

/** The longest of each field the line takes; longer ones are cut by the caller, so that a line fits a block. */
export const LONGEST = { method: 24, path: 200, requestId: 128, client: 100 };
const GATHERED = 64;

const OPENING = {
  debug: asciiBytes('{"level":"debug"'),
  info: asciiBytes('{"level":"info"'),
  error: asciiBytes('{"level":"error"'),
};
const REQUEST_ID = asciiBytes(',"requestId":"');
const METHOD = asciiBytes('","req":{"method":"');
const PATH = asciiBytes('","path":"');
const STATUS = asciiBytes('"},"res":{"status":');
const DURATION = asciiBytes('},"durationMs":');
const CACHE = {
  hit: asciiBytes(',"cache":"hit"'),
  stale: asciiBytes(',"cache":"stale"'),
  miss: asciiBytes(',"cache":"miss"'),
};
const CLIENT = asciiBytes(',"client":');
const ABORTED = asciiBytes(',"aborted":true');
const MESSAGE = asciiBytes(',"msg":"');
const CLOSE = asciiBytes('"}\n');
/** What a line can take: its fields at their longest, escaped, and everything around them. */
const LONGEST_LINE =
  512 +
  JSON_BYTES_PER_UNIT * (2 * LONGEST.method + 2 * LONGEST.path + LONGEST.client + 2) +
  LONGEST.requestId;

/** The client as a line writes it (a JSON string), made once per connection by the caller. */
export const clientBytes = (client: string): Buffer =>
  Buffer.from(JSON.stringify(client.slice(0, LONGEST.client)));

export function createRequestLines(destination: DestinationStream) {
  const block = isBlockDestination(destination) ? destination : undefined;
  // The gathered fields, in arrays kept from line to line.
  const levels = new Array<LineLevel>(GATHERED);
  const methods = new Array<string>(GATHERED);
  const paths = new Array<string>(GATHERED);
  const statuses = new Uint16Array(GATHERED);
  const durations = new Float64Array(GATHERED);
  const times = new Float64Array(GATHERED);
  const states = new Array<CacheState | undefined>(GATHERED);
  const requestIds = new Array<string>(GATHERED);
  const clients = new Array<Buffer>(GATHERED);
  const aborted = new Uint8Array(GATHERED);
  let gathered = 0;
  const scratch = block ? undefined : Buffer.allocUnsafe(LONGEST_LINE);

  /** The line of the `n`th gathered request, at `at`: the members pino would write, in its order. */
  function putLine(to: Buffer, at: number, n: number): number {
    const method = methods[n]!;
    const path = paths[n]!;
    const status = statuses[n]!;
    const state = states[n];
    at = putBytes(to, at, OPENING[levels[n]!]);
    at = putBytes(to, at, timeMemberBytes(times[n]!));
    at = putBytes(to, at, REQUEST_ID);
    at = putAscii(to, at, requestIds[n]!);
    at = putBytes(to, at, METHOD);
    at = putJsonText(to, at, method);
    at = putBytes(to, at, PATH);
    at = putJsonText(to, at, path);
    at = putBytes(to, at, STATUS);
    at = putWhole(to, at, status);
    at = putBytes(to, at, DURATION);
    at = putWhole(to, at, durations[n]!);
    if (state !== undefined) at = putBytes(to, at, CACHE[state]);
    at = putBytes(to, at, CLIENT);
    at = putBytes(to, at, clients[n]!);
    if (aborted[n]) at = putBytes(to, at, ABORTED);
    // "GET /blog 200"
    at = putBytes(to, at, MESSAGE);
    at = putJsonText(to, at, method);
    to[at++] = 0x20;
    at = putJsonText(to, at, path);
    to[at++] = 0x20;
    at = putWhole(to, at, status);
    return putBytes(to, at, CLOSE);
  }

  function putInGathered() {
    for (let n = 0; n < gathered; n++) {
      if (block) block.wrote(putLine(block.block, block.room(LONGEST_LINE), n));
      else destination.write(scratch!.toString("latin1", 0, putLine(scratch!, 0, n)));
    }
    gathered = 0;
  }
  block?.gatherFirst(putInGathered);

  return {
    /**
     * One request's line: its level, method and path (at most LONGEST), status, duration in ms, what the
     * response cache did, request id (sane, at most LONGEST), client (clientBytes), and whether the client left
     * before the whole answer was sent.
     */
    add(
      level: LineLevel,
      method: string,
      path: string,
      status: number,
      durationMs: number,
      state: CacheState | undefined,
      requestId: string,
      client: Buffer,
      leftEarly: boolean,
    ) {
      const n = gathered++;
      levels[n] = level;
      methods[n] = method;
      paths[n] = path;
      statuses[n] = status;
      durations[n] = durationMs;
      times[n] = Date.now();
      states[n] = state;
      requestIds[n] = requestId;
      clients[n] = client;
      aborted[n] = leftEarly ? 1 : 0;
      if (gathered === GATHERED || !block) putInGathered();
    },
  };
}
