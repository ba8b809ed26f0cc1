// The request log's lines (decision 040) as pino would write them, made as bytes (decision 066). In production
// a request only leaves its fields here; they are made into lines GATHERED at a time, straight into the log's
// block, when the block is written or another line comes: a request makes no string and leaves nothing for the
// collector, and what a path's answers share is made once. Elsewhere (development, tests) each line is written
// as it comes, as text.
import type { DestinationStream } from "pino";
import type { CacheState } from "~/server/http/http.server";
import {
  asciiBytes,
  JSON_BYTES_PER_UNIT,
  jsonStringBytes,
  putAscii,
  putBytes,
  putJsonText,
  putWhole,
} from "./json-bytes.server";
import { isBlockDestination, timeMember } from "./logger.server";

export type LineLevel = "debug" | "info" | "error";

/** The longest of each field the line takes; longer ones are cut by the caller, so that a line fits a block. */
export const LONGEST = { method: 24, path: 200, requestId: 128, client: 100 };
const GATHERED = 64;

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
/** The most bytes the parts of a line made from its method, path and status take. */
const LONGEST_PARTS = 128 + JSON_BYTES_PER_UNIT * 2 * (LONGEST.method + LONGEST.path);
/** What a line can take: its fields at their longest, escaped, and everything around them. */
const LONGEST_LINE = 256 + LONGEST_PARTS + LONGEST.requestId + JSON_BYTES_PER_UNIT * LONGEST.client;
/** Paths whose parts are kept made (the site's kept answers are a few hundred); more, and they start anew. */
const KNOWN_PATHS = 1000;

/** A line's parts made of its method, path and status, which the answers to one path mostly share. */
type Parts = { method: string; status: number; request: Buffer; message: Buffer };

function makeParts(method: string, path: string, status: number): Parts {
  const bytes = Buffer.allocUnsafe(LONGEST_PARTS);
  // ","req":{"method":"GET","path":"/blog"},"res":{"status":200},"durationMs":
  let at = putBytes(bytes, 0, METHOD);
  at = putJsonText(bytes, at, method);
  at = putBytes(bytes, at, PATH);
  at = putJsonText(bytes, at, path);
  at = putBytes(bytes, at, STATUS);
  at = putWhole(bytes, at, status);
  const request = putBytes(bytes, at, DURATION);
  // ,"msg":"GET /blog 200"}\n
  at = putBytes(bytes, request, MESSAGE);
  at = putJsonText(bytes, at, method);
  bytes[at++] = 0x20;
  at = putJsonText(bytes, at, path);
  bytes[at++] = 0x20;
  at = putWhole(bytes, at, status);
  const end = putBytes(bytes, at, CLOSE);
  const kept = Buffer.from(bytes.subarray(0, end));
  return { method, status, request: kept.subarray(0, request), message: kept.subarray(request) };
}

/** The client as a line writes it (a JSON string), made once per connection by the caller. */
export const clientBytes = (client: string): Buffer => jsonStringBytes(client.slice(0, LONGEST.client));

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

  const known = new Map<string, Parts>();
  function partsFor(method: string, path: string, status: number): Parts {
    let parts = known.get(path);
    if (parts === undefined || parts.method !== method || parts.status !== status) {
      if (known.size >= KNOWN_PATHS) known.clear();
      parts = makeParts(method, path, status);
      known.set(path, parts);
    }
    return parts;
  }

  // The line's start up to its request id, made again when the millisecond or the level changes.
  let headAt = -1;
  let headLevel: LineLevel | undefined;
  let head: Buffer = Buffer.alloc(0);
  function headFor(level: LineLevel, time: number): Buffer {
    if (time !== headAt || level !== headLevel) {
      headAt = time;
      headLevel = level;
      head = asciiBytes(`{"level":"${level}"${timeMember(time)},"requestId":"`);
    }
    return head;
  }

  /** The line of the `n`th gathered request, at `at`: the members pino would write, in its order. */
  function putLine(to: Buffer, at: number, n: number): number {
    const parts = partsFor(methods[n]!, paths[n]!, statuses[n]!);
    const state = states[n];
    at = putBytes(to, at, headFor(levels[n]!, times[n]!));
    at = putAscii(to, at, requestIds[n]!);
    at = putBytes(to, at, parts.request);
    at = putWhole(to, at, durations[n]!);
    if (state !== undefined) at = putBytes(to, at, CACHE[state]);
    at = putBytes(to, at, CLIENT);
    at = putBytes(to, at, clients[n]!);
    if (aborted[n]) at = putBytes(to, at, ABORTED);
    return putBytes(to, at, parts.message);
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
