// Where Prometheus reads the metrics (decision 045, docs/deploy.md "Metrics"): a port of their own (METRICS_PORT,
// on METRICS_HOST, 127.0.0.1 unless set), and/or /metrics on the site's port for a request carrying
// METRICS_TOKEN. Without the token, the site's /metrics is the site's ordinary 404: nothing tells it exists.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { metricsAccess } from "./access.server";
import type { Metrics } from "./counters.server";
import { log } from "~/server/log/log.server";

export const METRICS_PATH = "/metrics";

/** The metrics as Prometheus's text; never kept by a cache. */
async function sendScrape(metrics: Metrics, req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    const text = await metrics.scrape();
    res.writeHead(200, { "Content-Type": metrics.contentType, "Cache-Control": "no-store" });
    res.end(req.method === "HEAD" ? undefined : text);
  } catch (error) {
    log.error({ err: error }, "Reading the metrics failed");
    res
      .writeHead(500, { "Content-Type": "text/plain", "Cache-Control": "no-store" })
      .end("Internal server error\n");
  }
}

/** GET /metrics on the site's port: the metrics for the token's bearer; anyone else goes on to the site's 404. */
export function metricsOnSitePort(metrics: Metrics, token: string | undefined): RequestHandler {
  const access = metricsAccess(token);
  return (req, res, next) => {
    if (!access.allows(req.get("authorization"))) return next();
    void sendScrape(metrics, req, res);
  };
}

/** The server of METRICS_PORT: GET /metrics, and 404 for anything else. Listening is the caller's. */
export function createMetricsServer(metrics: Metrics) {
  return createServer((req, res) => {
    const path = (req.url ?? "").split("?", 1)[0];
    if (path === METRICS_PATH && (req.method === "GET" || req.method === "HEAD"))
      return void sendScrape(metrics, req, res);
    res.writeHead(404, { "Content-Type": "text/plain", "Cache-Control": "no-store" }).end("Not found\n");
  });
}
