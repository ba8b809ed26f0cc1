// One kept answer of the response cache (response-cache.server.ts): its bodies compressed once, its headers
// written once as what goes on the wire, and the times it is fresh, stale or a stand-in for a failure until.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { type Encoding, type Lifetimes, NOT_STORED } from "./headers.server";

export type Entry = {
  status: number;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  /** The answer's own headers and those every answer carries, by lower-case name. */
  headers: Record<string, string>;
  /**
   * Everything sent with each encoding's body, and with a 304, as `[name, value, name, value...]`: built once,
   * so a kept answer goes out with one array per request and no header set one by one (docs/benchmarks.md).
   */
  wire: Partial<Record<Encoding, string[]>>;
  unchanged: string[];
  etag: string;
  storedAt: number;
  /** The answer's Age when it was made (how old its data already was), in ms. */
  ageAtStoreMs: number;
  freshUntil: number;
  staleUntil: number;
  errorUntil: number;
  /** When the last background refresh started: at most one per REFRESH_PAUSE_MS. */
  refreshedAt: number;
};

/** An answer made from data that was already stale is still kept this long, so a burst makes one refresh. */
const MIN_FRESH_MS = 10_000;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A copy is first compressed quickly, so the visitor who waits for the render is not kept waiting for brotli 10
 * (50 ms for a 100 KB page, more than the render); it is compressed again at the best levels once sent.
 */
const QUICK = { brotli: 4, gzip: 1 };
const BEST = { brotli: 10, gzip: 9 };

/** Images (social cards) are compressed already: another pass costs a render's time and saves little. */
const isCompressed = (headers: Record<string, string>) =>
  /^image\/(png|jpeg|webp|avif)/.test(headers["content-type"] ?? "");

async function encoded(body: Buffer, levels: typeof QUICK): Promise<Entry["bodies"]> {
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotli } }),
    gzip(body, { level: levels.gzip }),
  ]);
  // An encoding is kept only when it is smaller (a tiny robots.txt may not be).
  return {
    identity: body,
    ...(br.length < body.length ? { br } : {}),
    ...(gz.length < body.length ? { gzip: gz } : {}),
  };
}

/** What goes on the wire with each encoding's body. */
function wireOf(unchanged: string[], bodies: Entry["bodies"]): Entry["wire"] {
  const wire: Entry["wire"] = {};
  for (const [encoding, body] of Object.entries(bodies) as [Encoding, Buffer][]) {
    const transfer = encoding === "identity" ? [] : ["Content-Encoding", encoding];
    wire[encoding] = [...unchanged, ...transfer, "Content-Length", String(body.length)];
  }
  return wire;
}

/** The copy's bodies at the best levels, in place: answers sent from then on are the smaller ones. */
export async function compressBest(entry: Entry): Promise<void> {
  if (isCompressed(entry.headers)) return;
  const bodies = await encoded(entry.bodies.identity, BEST);
  // One assignment each, so an answer being sent reads both from the same pass.
  [entry.bodies, entry.wire] = [bodies, wireOf(entry.unchanged, bodies)];
}

/** The answer as kept: `everyAnswer`'s headers under its own, each encoding smaller than the body, its times. */
export async function keptEntry(
  response: globalThis.Response,
  body: Buffer,
  lifetimes: Lifetimes,
  everyAnswer: Record<string, string>,
  storedAt: number,
): Promise<Entry> {
  const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
  // Lower-case names throughout, so the answer's own header replaces a default instead of doubling it.
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(everyAnswer)) headers[name.toLowerCase()] = value;
  response.headers.forEach((value, name) => {
    if (!NOT_STORED.has(name)) headers[name] = value;
  });
  Object.assign(headers, { etag, vary: "Accept-Encoding" });
  const bodies = isCompressed(headers) ? { identity: body } : await encoded(body, QUICK);
  const unchanged = Object.entries(headers).flat();
  const wire = wireOf(unchanged, bodies);
  const ageAtStoreMs = (Number.parseInt(response.headers.get("age") ?? "", 10) || 0) * 1000;
  const freshUntil = storedAt + Math.max(lifetimes.freshMs - ageAtStoreMs, MIN_FRESH_MS);
  return {
    status: response.status,
    bodies,
    headers,
    wire,
    unchanged,
    etag,
    storedAt,
    ageAtStoreMs,
    freshUntil,
    staleUntil: freshUntil + lifetimes.staleWhileRevalidateMs,
    errorUntil: freshUntil + lifetimes.staleIfErrorMs,
    refreshedAt: storedAt,
  };
}
