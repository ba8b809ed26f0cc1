// The HTTP pipeline, top to bottom: kept answers straight from memory (as fast as a static file), then Express:
// security headers on every answer, health check, one canonical path, the proxy's rate limit, compression,
// static files, then the site (React Router), whose answers the response cache keeps when they allow it.
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import helmet from "helmet";
import type { Config } from "~/server/config.server";
import type { Services } from "~/server/services.server";
import type { Shared } from "~/server/valkey/valkey.server";
import type { Logger } from "~/server/log/log.server";
import {
  canonicalPath,
  contentSecurityPolicy,
  precompressedAssets,
  routedPath,
  routeSpelling,
  setCacheStatus,
  TOO_MANY_REQUESTS,
} from "~/server/http/http.server";
import { createImageEndpoint, imageEndpointOptions } from "~/server/images/images.server";
import { IMAGE_PATH } from "~/lib/images";
import { keyHeaderFor, revalidateHandlers } from "~/server/changes/changes.server";
import { createResponseCache, type Render, wellEncoded } from "~/server/response-cache/response-cache.server";
import { createRequestMetrics, METRICS_PATH, metricsOnSitePort } from "~/server/metrics/metrics.server";
import { createRequestLog, log } from "~/server/log/log.server";

/**
 * Browser features the site never uses, all switched off (only names Chromium knows, so none is logged).
 * @internal
 */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

export type AppOptions = {
  /** The site's services, built once at start (app/server/services.server.ts). */
  services: Services;
  /** Makes the site's answer for every request no earlier step answered: React Router's handler. */
  render: Render;
  /** Static files, served before the site. */
  assets?: RequestHandler[];
  /**
   * Development: Vite injects inline scripts, so the content security policy is left out, and nothing is
   * cached, so every change shows at once.
   */
  development?: boolean;
  /**
   * /readyz: 503 "starting" until what the first visitor should not wait for is warm, 200 "ready", then 503
   * "stopping" from SIGTERM on, so a load balancer stops sending while open requests finish.
   */
  readiness?: () => Readiness;
  /** Where each request's log line goes (the site's logger by default). */
  logger?: Logger;
};

/** build/client/assets' compressed copies, where `react-router build` writes them (vite-precompress.ts). */
const compressedAssets = () =>
  express.Router().use("/assets", precompressedAssets(path.resolve("build/client/assets")));

type Readiness = "starting" | "ready" | "stopping";

/** The server's request listener: `http.createServer(createApp(...))`. */
export function createApp(options: AppOptions) {
  const { services, render, assets = [], development = false, readiness = () => "ready" } = options;
  const { config, metrics } = services;
  const headers = securityHeaders(config, development);
  const requestMetrics = createRequestMetrics(metrics);
  const cache = createResponseCache({
    render,
    clientOf: clientKey,
    keyHeader: keyHeaderFor(config.purge?.target),
    headers,
    maxBytes: development ? 0 : config.responseCacheMb * 1024 * 1024,
    maxEntries: config.responseCacheEntries,
    rendersPerMinute: config.rendersPerMinute,
    renderBudget: services.shared.clientBudget("renders", config.rendersPerMinute),
    refused: metrics.rateLimited,
  });
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy || false);

  app.use((_req, res, next) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  });
  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", (_req, res) => {
    const status = readiness();
    res.status(status === "ready" ? 200 : 503).set("Cache-Control", "no-store");
    res.json({ status });
  });
  // Only with METRICS_TOKEN, and only for its bearer; otherwise /metrics is the site's 404 (decision 045).
  if (config.metrics.token) app.get(METRICS_PATH, metricsOnSitePort(metrics, config.metrics.token));
  app.use(wellEncodedAddresses);
  app.use(canonicalPaths);
  app.use(apiRateLimit(config, services.shared, () => metrics.rateLimited("api")));
  // WordPress changed a post: forget every kept answer that can show it (docs/wordpress.md).
  app.post("/api/revalidate", ...revalidateHandlers(services, cache, clientKey));
  // Pictures at fixed sizes, kept by the endpoint itself: its answers vary with Accept, which the response
  // cache does not (it keys by address alone).
  const images = createImageEndpoint({
    ...imageEndpointOptions(config, services.shared),
    clientOf: clientKey,
    metrics,
  });
  app.get(IMAGE_PATH, images.handler);
  app.use(compression());
  if (assets.length > 0) app.use(notedAsStatic);
  // The production build's files compressed once when built, before the static files that would compress them
  // again on each request (decision 069).
  const staticFiles = development || assets.length === 0 ? assets : [compressedAssets(), ...assets];
  for (const handler of requestMetrics.staticFiles(staticFiles)) app.use(handler);
  app.all("*splat", cache.renderAndKeep);
  app.use(internalError(options.logger ?? log));
  // A kept answer was made by the site at its canonical address (never a static file), already has these
  // headers and is already compressed: nothing in Express would change it.
  const logRequest = createRequestLog({ logger: options.logger, trustProxy: config.trustProxy });
  // Each request's histogram line is the dearest count on the cached path (docs/benchmarks.md): it is made only
  // when something can read it (a metrics port or a token).
  const countRequests = config.metrics.port > 0 || config.metrics.token !== undefined;
  return (req: IncomingMessage, res: ServerResponse) => {
    const requestId = logRequest(req, res);
    if (countRequests) requestMetrics.observe(req, res);
    // A kept answer takes the id with its own headers, written in one go (server/response-cache.ts).
    if (cache.answer(req, res, ["X-Request-Id", requestId])) return;
    res.setHeader("X-Request-Id", requestId);
    app(req, res);
  };
}

/**
 * Whatever failed, the visitor gets a short answer (never a stack trace). A request Express or its body parser
 * refused (a bad escape, a body in an unknown encoding or charset, too large) is the client's error: its 4xx
 * and one line in the log. Anything else is ours: 500, and the details in the log.
 */
const internalError =
  (logger: Logger): ErrorRequestHandler =>
  (error, req, res, next) => {
    const status = (error as { status?: unknown })?.status;
    const clientError = typeof status === "number" && status >= 400 && status < 500;
    if (clientError) logger.warn(`${req.method} ${safeForLog(req.originalUrl)}: ${status} ${error.message}`);
    else logger.error({ err: error }, `${req.method} ${safeForLog(req.originalUrl)} failed`);
    if (res.headersSent) return next(error);
    res
      .status(clientError ? status : 500)
      .set("Cache-Control", "no-store")
      .type("text/plain")
      .send(clientError ? `${STATUS_CODES[status as number] ?? "Bad request"}\n` : "Internal server error\n");
  };

/**
 * A request target's path, at most 200 characters of it, control characters escaped, for one line of the log.
 * Its query is left out (`?…`): it may hold a preview's token or what a visitor searched for.
 */
function safeForLog(target: string): string {
  const at = target.indexOf("?");
  const path = at === -1 ? target : target.slice(0, at);
  return JSON.stringify(path.slice(0, 200)).slice(1, -1) + (at === -1 ? "" : "?…");
}

/** A path or query whose %-escapes are incomplete or are not UTF-8 (`/%E0`, `?q=%`) is not an address: 400. */
const wellEncodedAddresses: RequestHandler = (req, res, next) => {
  const at = req.url.indexOf("?");
  const path = at === -1 ? req.url : req.url.slice(0, at);
  const query = at === -1 ? "" : req.url.slice(at + 1).replace(/\+/g, " ");
  if (wellEncoded(path) && wellEncoded(query)) return next();
  res
    .status(400)
    .set("Cache-Control", "no-store")
    .type("text/plain")
    .send("Bad request: the address has a broken %-escape.\n");
};

/**
 * A file a static step serves is never the response cache's (it has its own Cache-Control); what the steps do
 * not serve goes on to the response cache, which says what it did instead.
 */
const notedAsStatic: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD")
    setCacheStatus(res, { passed: "bypass", detail: "static" });
  next();
};

/** The client a request counts against: its address (a whole IPv6 /56 counts as one). */
function clientKey(req: express.Request): string {
  return ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? "unknown");
}

/**
 * The headers every answer carries, the same for every request: helmet's (computed once, by letting it set
 * them on a stand-in response), the Permissions-Policy, and the content security policy of anything but a page
 * (a page replaces it with one naming its inline scripts, entry.server.tsx).
 */
function securityHeaders(config: Config, development: boolean): Record<string, string> {
  const headers: Record<string, string> = { "Permissions-Policy": PERMISSIONS_POLICY };
  const standIn = {
    setHeader: (name: string, value: string) => (headers[name] = value),
    removeHeader: (name: string) => delete headers[name],
  };
  helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.siteUrl.startsWith("https:") ? undefined : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  })({} as IncomingMessage, standIn as unknown as ServerResponse, () => {});
  if (!development) headers["Content-Security-Policy"] = contentSecurityPolicy([], config);
  return headers;
}

/**
 * Any other spelling of a path (a route in other letter case too) is sent to its canonical form, always on this
 * site (never `//host`).
 */
const canonicalPaths: RequestHandler = (req, res, next) => {
  const canonical = routeSpelling(canonicalPath(req.path));
  if (canonical === req.path) return next();
  const query = req.url.includes("?") ? req.url.slice(req.url.indexOf("?")) : "";
  // Never kept: each made-up spelling would be an entry of its own.
  setCacheStatus(res, { passed: "bypass", detail: "redirect" });
  res.redirect(req.method === "GET" || req.method === "HEAD" ? 301 : 308, canonical + query);
};

/** The blog proxy answers from its cache, but each new slug or page may reach WordPress: cap it per client. */
function apiRateLimit(config: Config, shared: Shared, refused: () => void): RequestHandler {
  if (config.apiRateLimitPerMinute === 0) return (_req, _res, next) => next();
  const limiter = rateLimit({
    windowMs: 60_000,
    limit: config.apiRateLimitPerMinute,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    keyGenerator: clientKey,
    // Counted across instances with VALKEY_URL; otherwise in this instance's memory.
    store: shared.rateLimitStore("api", config.apiRateLimitPerMinute),
    handler: (_req, res) => {
      refused();
      res.status(429).set("Cache-Control", "no-store").json({ error: TOO_MANY_REQUESTS });
    },
  });
  // Matched on the path as the router reads it, so no other spelling of /api/ escapes the limit.
  return (req, res, next) => {
    const path = routedPath(req.path);
    return path === "/api" || path.startsWith("/api/") ? limiter(req, res, next) : next();
  };
}
