// One log line per request (decision 040): time, level, request id, method, path, status, duration, what the
// response cache did, and the client's address as TRUST_PROXY reads it. Never headers (cookies,
// authorization), query strings or bodies: the line is made of those fields alone (request-lines.server.ts).
// This sits on the cached path, where an answer is a memory copy (docs/benchmarks.md): per request it makes the
// id and two fields on the response, and nothing else until the answer is done; the one listener is shared by
// every response.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import proxyAddr from "proxy-addr";
import { destinationOf, log as siteLog, type Logger } from "./logger.server";
import { clientBytes, createRequestLines, LONGEST } from "./request-lines.server";
import { cacheStateOf } from "~/server/http/http.server";

/** An id a proxy in front already gave the request is kept when it is a sane one; otherwise a new one. */
const SANE_ID = new RegExp(`^[A-Za-z0-9_-]{1,${LONGEST.requestId}}$`);
/** Probes arrive every few seconds: their lines are debug, not info. */
const PROBES = new Set(["/healthz", "/readyz"]);

// Kept on the response itself (as in cache-state.ts): no closure or map entry per request.
const STARTED = Symbol("request started");
const REQUEST_ID = Symbol("request id");
type Logged = ServerResponse & { [STARTED]: number; [REQUEST_ID]: string };
// The client as the line writes it, kept on the connection with the X-Forwarded-For it was read from.
const CLIENT = Symbol("client");
const FORWARDED = Symbol("forwarded for");
type Connection = Socket & { [CLIENT]?: Buffer; [FORWARDED]?: string | string[] };

export type RequestLogOptions = {
  logger?: Logger;
  /** Proxies in front whose X-Forwarded-For is believed (TRUST_PROXY), as Express counts them. */
  trustProxy: number;
};

export function createRequestLog({ logger = siteLog, trustProxy }: RequestLogOptions) {
  const lines = createRequestLines(destinationOf(logger));
  const trusted = (_address: string, hop: number) => hop < trustProxy;
  // Without a proxy in front the client is the socket's peer. A client gone before its answer has no address
  // left on its socket.
  const address = (req: IncomingMessage) =>
    (trustProxy > 0 ? proxyAddr(req, trusted) : req.socket.remoteAddress) ?? "unknown";
  const client = (req: IncomingMessage) => {
    const found = address(req);
    return found.startsWith("::ffff:") ? found.slice(7) : found;
  };
  // Read once per connection (a kept-alive one asks many times) while what a proxy says of it stays the same.
  const clientOnce = (req: IncomingMessage) => {
    const connection = req.socket as Connection;
    const forwarded = trustProxy > 0 ? req.headers["x-forwarded-for"] : undefined;
    if (connection[CLIENT] === undefined || connection[FORWARDED] !== forwarded) {
      connection[CLIENT] = clientBytes(client(req));
      connection[FORWARDED] = forwarded;
    }
    return connection[CLIENT];
  };

  function written(this: Logged) {
    const req = this.req as IncomingMessage & { originalUrl?: string };
    // As asked: Express cuts a mounted router's path (/assets) off req.url and keeps the whole in originalUrl.
    const url = req.originalUrl ?? req.url ?? "";
    const query = url.indexOf("?");
    const path = (query === -1 ? url : url.slice(0, query)).slice(0, LONGEST.path);
    const status = this.statusCode;
    // A probe's 503 while stopping is expected, not a failure.
    const level = PROBES.has(path) ? "debug" : status >= 500 ? "error" : "info";
    if (!logger.isLevelEnabled(level)) return;
    lines.add(
      level,
      (req.method ?? "").slice(0, LONGEST.method),
      path,
      status,
      Math.round(performance.now() - this[STARTED]),
      cacheStateOf(this),
      this[REQUEST_ID],
      clientOnce(req),
      // The client left before the whole answer was sent.
      !this.writableFinished,
    );
  }

  /** Notes the request and gives its id, which the caller sends as X-Request-Id. */
  return (req: IncomingMessage, res: ServerResponse): string => {
    const given = req.headers["x-request-id"];
    const requestId = typeof given === "string" && SANE_ID.test(given) ? given : randomUUID();
    (res as Logged)[STARTED] = performance.now();
    (res as Logged)[REQUEST_ID] = requestId;
    res.on("close", written);
    return requestId;
  };
}
