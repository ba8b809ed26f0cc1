// The response cache: finished answers (pages, the proxy's JSON, sitemap, robots, feed) kept per canonical key
// (key.server.ts) with their headers and a body compressed once (entry.server.ts), answered from memory before
// Express. It reads Cache-Control as a shared cache does, so it keeps answers exactly as nginx or a CDN would; it
// keeps what was made from the posts service's data, dropped by Surrogate-Key on a change (docs/caching.md).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import {
  ClientLimitError,
  createClientBudget,
  createSingleFlight,
  type CacheStatus,
  type Detail,
  type Forwarded,
  noteCacheStatus,
  retryLaterHeaders,
  setCacheStatus,
  TOO_MANY_REQUESTS,
} from "~/server/http/http.server";
import { cacheKey } from "./key.server";
import { compressBest, type Entry, keptEntry } from "./entry.server";
import { carriesKey, type KeyHeader, tagWithKeys } from "~/server/changes/changes.server";
import { chooseEncoding, degraded, notModified, notSharedBecause, sharedLifetimes } from "./headers.server";
import { log } from "~/server/log/log.server";
import type { ClientBudget } from "~/server/valkey/valkey.server";

// The room's door also hands on:
export { wellEncoded } from "./key.server";
/** @internal */
export { cacheKey } from "./key.server";

/** Makes the site's answer for `url` (path and query). `client` is who asked (none for a background refresh). */
export type Render = (
  url: string,
  options: { method: string; client?: string },
) => Promise<globalThis.Response>;

export type ResponseCacheOptions = {
  render: Render;
  /** Who a request is for (server/app.ts clientKey), passed on to the site for its per-client limits. */
  clientOf: (req: Request) => string;
  /** Where a kept answer's keys go: the header the cache in front reads (Surrogate-Key by default). */
  keyHeader?: KeyHeader;
  /** Headers every answer carries (security headers); an answer's own headers override them. */
  headers?: Record<string, string>;
  /** At most this many bytes of keys, bodies (all encodings) and headers; 0 keeps nothing. */
  maxBytes: number;
  /** At most this many answers kept (many tiny answers cost more than their bytes). */
  maxEntries?: number;
  /** Renders one client may cause per minute by asking for what is not kept; 0: no limit. */
  rendersPerMinute?: number;
  /** Counts them (across instances with VALKEY_URL); default: this instance's own count. */
  renderBudget?: ClientBudget;
  /** Told of each 429: its own (renders), or one the site answered (the client's upstream budget). */
  refused?: (limit: "renders" | "upstream") => void;
  now?: () => number;
};

const REFRESH_PAUSE_MS = 10_000;

/** The request's canonical key, read once by `answer` and kept on the request for its render (a symbol, as in cache-state.server.ts). */
const KEY = Symbol("cache key");
type Keyed = IncomingMessage & { [KEY]?: string | undefined };

/**
 * What a render gave: kept (and shared with everyone who waited; `why` it was not kept after all when it did not
 * fit), or passed on to the client it was made for, with why it was not kept.
 */
type Made =
  | { entry: Entry; why?: Detail }
  | { response: globalThis.Response; body: Buffer; client?: string; why: Detail };

/** How a render came to be sent, for its Cache-Status: why the cache could not answer, and whether it joined one under way. */
type Asked = { fwd: Forwarded; collapsed?: boolean };

/** Why an answer a shared cache may not keep is not kept: its status, a cookie, or its Cache-Control. */
function notKeptBecause(response: globalThis.Response): Detail {
  if (response.status !== 200 && response.status !== 301) return "status";
  if (response.headers.has("set-cookie")) return "set-cookie";
  return notSharedBecause(response.headers.get("cache-control"));
}

export function createResponseCache({
  render,
  clientOf,
  keyHeader,
  headers: everyAnswer = {},
  maxBytes,
  maxEntries = 10_000,
  rendersPerMinute = 0,
  renderBudget,
  refused = () => {},
  now = Date.now,
}: ResponseCacheOptions) {
  const entries =
    maxBytes > 0
      ? new LRUCache<string, Entry>({
          max: maxEntries,
          maxSize: maxBytes,
          // The key counts too: a long URL with a tiny answer is not almost free.
          sizeCalculation: (entry, key) =>
            key.length +
            Object.values(entry.bodies).reduce((sum, body) => sum + body.length, 0) +
            JSON.stringify(entry.wire).length,
        })
      : null;
  const renders = renderBudget ?? createClientBudget(rendersPerMinute);
  const inflight = createSingleFlight<Made>();
  /** Counts purges: a render that started before one may show what was purged, and is not kept. */
  let generation = 0;

  /** One render per URL at a time; a keepable answer replaces the old one, a definite non-200 removes it. */
  function make(url: string, client?: string): Promise<Made> {
    return inflight.run(url, async (): Promise<Made> => {
      const startedIn = generation;
      const response = await render(url, { method: "GET", client });
      const body = Buffer.from(await response.arrayBuffer());
      const shared =
        // A page, or a renamed post's permanent redirect.
        (response.status === 200 || response.status === 301) && !response.headers.has("set-cookie")
          ? sharedLifetimes(response.headers.get("cache-control"))
          : null;
      tagWithKeys(response, shared !== null, keyHeader);
      const lifetimes = entries && startedIn === generation ? shared : null;
      if (!lifetimes) {
        // A definite answer (a 404, a redirect) replaces the kept copy; a degraded one never does.
        if (!degraded(response)) entries?.delete(url);
        const why = !entries ? "disabled" : shared ? "purged" : notKeptBecause(response);
        return { response, body, client, why };
      }
      const entry = await keptEntry(response, body, lifetimes, everyAnswer, now());
      const status: LRUCache.Status<string, Entry> = {};
      entries!.set(url, entry, {
        ttl: Math.max(entry.staleUntil, entry.errorUntil) - entry.storedAt,
        status,
      });
      // Once those who waited have their answer (the next turn), its smallest encodings for everyone after.
      setImmediate(() =>
        compressBest(entry).catch((error: unknown) =>
          log.error({ err: error, url }, "Compressing a kept answer failed"),
        ),
      );
      // Larger than the whole cache: shared with those who waited for it, kept for no one after.
      return status.maxEntrySizeExceeded ? { entry, why: "too-large" } : { entry };
    });
  }

  /**
   * `own`: this request's own headers (`[name, value...]`, its id), sent with the kept ones. `how`: what the
   * cache did, from the copy's freshness left (default: sent as kept, a hit or a stale copy).
   */
  function send(
    req: IncomingMessage,
    res: ServerResponse,
    entry: Entry,
    own: string[],
    how?: (msLeft: number) => CacheStatus,
  ) {
    const at = now();
    // Said for this answer, never kept with the entry: a copy made on a miss is a hit when sent again.
    const msLeft = entry.freshUntil - at;
    const cacheStatus = noteCacheStatus(res, how ? how(msLeft) : { kept: msLeft });
    const chosen = chooseEncoding(req.headers["accept-encoding"]);
    const encoding = entry.bodies[chosen] ? chosen : "identity";
    const unchanged = notModified(req.headers["if-none-match"], entry.etag);
    // One new array per request. Given whole to writeHead on a response with no header set yet, it is written
    // as it is; a header set before (res.setHeader) makes Node copy every one into the response first.
    const age = Math.floor((entry.ageAtStoreMs + at - entry.storedAt) / 1000);
    const kept = unchanged ? entry.unchanged : entry.wire[encoding]!;
    // Arrays only: a string given to concat costs it several times what the pair in an array does.
    const mine = age > 0 ? ["Age", String(age), "Cache-Status", cacheStatus] : ["Cache-Status", cacheStatus];
    const head = kept.concat(own, mine);
    if (unchanged) res.writeHead(304, head).end();
    else res.writeHead(entry.status, head).end(req.method === "HEAD" ? undefined : entry.bodies[encoding]);
  }

  /** An answer not kept goes to its one client as it is (compressed on the way by the compression step). */
  function pass(
    req: Request,
    res: Response,
    response: globalThis.Response,
    body: Buffer,
    status: Asked & { why?: Detail },
  ) {
    // The site's routes answer 429 only for a client over UPSTREAM_REQUESTS_PER_MINUTE (answers.server.ts).
    if (response.status === 429) refused("upstream");
    res.status(response.status);
    response.headers.forEach((value, name) => {
      if (name !== "content-length" && name !== "set-cookie") res.setHeader(name, value);
    });
    setCacheStatus(res, { rendered: status.fwd, collapsed: status.collapsed, detail: status.why });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  function refreshInBackground(url: string, entry: Entry) {
    if (inflight.has(url) || now() - entry.refreshedAt < REFRESH_PAUSE_MS) return;
    entry.refreshedAt = now();
    make(url).then(
      (made) => {
        if ("response" in made && made.response.status >= 500)
          log.warn(`Refreshing ${url} gave ${made.response.status}; serving the kept copy`);
      },
      (error: unknown) => log.warn({ err: error }, `Refreshing ${url} failed; serving the kept copy`),
    );
  }

  const cacheable = (req: IncomingMessage) => req.method === "GET" || req.method === "HEAD";

  /**
   * Answers from memory when it may (fresh, or stale within stale-while-revalidate, then refreshed) and says
   * whether it did. Runs before Express; the URL is read as its canonical key (app/server/response-cache/key.server.ts).
   */
  function answer(req: IncomingMessage, res: ServerResponse, own: string[] = []): boolean {
    const url = cacheKey(req.url ?? "");
    // A miss goes on through Express to renderAndKeep, which renders and keeps under the same key.
    (req as Keyed)[KEY] = url;
    const entry = cacheable(req) && url !== undefined ? entries?.get(url) : undefined;
    if (!entry || url === undefined) return passedOn(req, res);
    const at = now();
    if (at >= entry.staleUntil) return passedOn(req, res); // too old to use without trying to make a new one first
    if (at >= entry.freshUntil) refreshInBackground(url, entry);
    send(req, res, entry, own);
    return true;
  }

  /**
   * Not answered from memory: until a later step says more (renderAndKeep, a static file, the image endpoint),
   * the answer is one the response cache does not handle. False, for `answer`.
   */
  function passedOn(req: IncomingMessage, res: ServerResponse): false {
    setCacheStatus(res, {
      passed: cacheable(req) ? "bypass" : "method",
      detail: entries ? undefined : "disabled",
    });
    return false;
  }

  /** Why a render went to the site: no copy kept, one too old to send, or (a race) one kept meanwhile. */
  function forwardedFor(old: Entry | undefined): Forwarded {
    if (!entries) return "bypass";
    if (!old) return "uri-miss";
    return now() >= old.freshUntil ? "stale" : "miss";
  }

  /**
   * A client over its minute's renders gets no render: the kept copy when one may still be used, else 429 with
   * Retry-After (like the source's limit). True when it was answered so.
   */
  async function overLimit(
    req: Request,
    res: Response,
    client: string,
    fwd: Forwarded,
    kept?: Entry,
  ): Promise<boolean> {
    try {
      await renders.charge(client);
      return false;
    } catch (error) {
      if (!(error instanceof ClientLimitError)) throw error;
      if (kept) {
        send(req, res, kept, [], (msLeft) => ({ kept: msLeft, detail: "render-limit" }));
        return true;
      }
      refused("renders");
      setCacheStatus(res, { refused: fwd, detail: "render-limit" });
      res.status(429).set(retryLaterHeaders(error)).type("text/plain").send(`${TOO_MANY_REQUESTS}\n`);
      return true;
    }
  }

  /** Renders what the cache could not answer; keeps it when its headers allow, or falls back within stale-if-error. */
  const renderAndKeep: RequestHandler = async (req, res, next) => {
    const client = clientOf(req);
    if (!cacheable(req)) {
      try {
        if (await overLimit(req, res, client, "method")) return;
        const response = await render(req.originalUrl, { method: req.method, client });
        tagWithKeys(response, false);
        return pass(req, res, response, Buffer.from(await response.arrayBuffer()), { fwd: "method" });
      } catch (error) {
        setCacheStatus(res, { rendered: "method", detail: "error" });
        return next(error);
      }
    }
    // Rendered from, and kept under, its canonical address: the parameters its route reads, no others.
    const url = KEY in req ? (req as Keyed)[KEY] : cacheKey(req.originalUrl);
    if (url === undefined) return next(); // badly encoded: not an address of the site (server/app.ts answers 400)
    const old = entries?.get(url);
    const usableOnError = () => (old && now() < old.errorUntil ? old : undefined);
    const fwd = forwardedFor(old);
    /** The kept copy instead of a failed render: what the render gave, if it gave a status. */
    const fellBack = (fwdStatus?: number) => (msLeft: number) => ({ fellBack: msLeft, fwd, fwdStatus });
    try {
      // Joining a render already under way costs nothing; starting one counts against the client.
      const collapsed = inflight.has(url);
      if (!collapsed && (await overLimit(req, res, client, fwd, usableOnError()))) return;
      let made = await make(url, client);
      let asked: Asked = { fwd, collapsed };
      // An answer made for another client and not kept (a refusal for that client, say): make this one's own.
      if ("response" in made && made.client !== client) {
        const response = await render(url, { method: "GET", client });
        tagWithKeys(response, false);
        made = {
          response,
          body: Buffer.from(await response.arrayBuffer()),
          client,
          why: notKeptBecause(response),
        };
        asked = { fwd };
      }
      if ("entry" in made) {
        const why = made.why;
        const rendered = { rendered: asked.fwd, collapsed: asked.collapsed, stored: !why, detail: why };
        return send(req, res, made.entry, [], () => rendered);
      }
      const fallback = degraded(made.response) ? usableOnError() : undefined;
      if (fallback) return send(req, res, fallback, [], fellBack(made.response.status));
      pass(req, res, made.response, made.body, { ...asked, why: made.why });
    } catch (error) {
      const fallback = usableOnError();
      if (fallback) return send(req, res, fallback, [], fellBack());
      setCacheStatus(res, { rendered: fwd, detail: "error" });
      next(error);
    }
  };

  /** Forgets every kept answer that carries one of these keys (its content changed); says how many. */
  function purge(keys: string[]): number {
    generation += 1;
    const gone = [...(entries?.entries() ?? [])].filter(([, entry]) => carriesKey(entry.headers, keys));
    for (const [url] of gone) entries!.delete(url);
    return gone.length;
  }

  return { answer, renderAndKeep, purge, clear: () => entries?.clear() };
}
