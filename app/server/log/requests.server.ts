// One log line per request (decision 040): time, level, request id, method, path, status, duration, what the
// response cache did, and the client's address as TRUST_PROXY reads it. Never headers (cookies,
// authorization), query strings or bodies: the line is built from those fields alone. One call to the logger
// when the answer is done, nothing made per request before it: this sits on the cached path (docs/benchmarks.md).
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import proxyAddr from "proxy-addr";
import { log as siteLog, type Logger } from "./log.server";
import { cacheStateOf } from "~/server/http/http.server";

/** An id a proxy in front already gave the request is kept when it is a sane one; otherwise a new one. */
const SANE_ID = /^[A-Za-z0-9_-]{1,128}$/;
/** Probes arrive every few seconds: their lines are debug, not info. */
const PROBES = new Set(["/healthz", "/readyz"]);

export type RequestLogOptions = {
  logger?: Logger;
  /** Proxies in front whose X-Forwarded-For is believed (TRUST_PROXY), as Express counts them. */
  trustProxy: number;
};

export function createRequestLog({ logger = siteLog, trustProxy }: RequestLogOptions) {
  const trusted = (_address: string, hop: number) => hop < trustProxy;
  // A client gone before its answer has no address left on its socket.
  const client = (req: IncomingMessage) => (proxyAddr(req, trusted) ?? "unknown").replace(/^::ffff:/, "");

  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const given = req.headers["x-request-id"];
    const requestId = typeof given === "string" && SANE_ID.test(given) ? given : randomUUID();
    res.setHeader("X-Request-Id", requestId);
    res.once("close", () => {
      const method = req.method ?? "";
      const path = (req.url ?? "").split("?", 1)[0]!.slice(0, 200);
      const status = res.statusCode;
      // A probe's 503 while stopping is expected, not a failure.
      const level = PROBES.has(path) ? "debug" : status >= 500 ? "error" : "info";
      if (!logger.isLevelEnabled(level)) return;
      const line = {
        requestId,
        req: { method, path },
        res: { status },
        durationMs: Math.round(performance.now() - started),
        cache: cacheStateOf(res),
        client: client(req),
        // The client left before the whole answer was sent.
        aborted: res.writableFinished ? undefined : true,
      };
      logger[level](line, `${method} ${path} ${status}`);
    });
  };
}
