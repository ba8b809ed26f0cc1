// One log line per request (decision 040): time, level, request id, method, path, status, duration, what the
// response cache did, and the client's address as TRUST_PROXY reads it. Never headers (cookies,
// authorization), query strings or bodies: the line is built from those fields alone.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import proxyAddr from "proxy-addr";
import { log as siteLog, type Logger } from "~/server/log.server";
import { cacheStateOf } from "./cache-state";

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
  const client = (req: IncomingMessage) =>
    // A client gone before its answer has no address left on its socket.
    (proxyAddr(req, (_address, hop) => hop < trustProxy) ?? "unknown").replace(/^::ffff:/, "");
  const pathOf = (req: IncomingMessage) => (req.url ?? "").split("?", 1)[0]!.slice(0, 200);
  const fields = (req: IncomingMessage, res: ServerResponse, value: object) => ({
    ...value,
    cache: cacheStateOf(res),
    client: client(req),
  });
  const middleware = pinoHttp({
    logger,
    quietReqLogger: true,
    wrapSerializers: false,
    customAttributeKeys: { reqId: "requestId", responseTime: "durationMs" },
    serializers: {
      req: (req: IncomingMessage) => ({ method: req.method, path: pathOf(req) }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
    },
    genReqId: (req, res) => {
      const given = req.headers["x-request-id"];
      const id = typeof given === "string" && SANE_ID.test(given) ? given : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    // A probe's 503 while stopping is expected, not a failure.
    customLogLevel: (req, res, error) => {
      if (PROBES.has(pathOf(req))) return "debug";
      return error || res.statusCode >= 500 ? "error" : "info";
    },
    customSuccessMessage: (req, res) => `${req.method} ${pathOf(req)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${pathOf(req)} ${res.statusCode}`,
    customSuccessObject: fields,
    customErrorObject: (req, res, _error, value) => fields(req, res, value),
  });
  return (req: IncomingMessage, res: ServerResponse) => middleware(req, res);
}
