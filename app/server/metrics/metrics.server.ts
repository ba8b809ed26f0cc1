// The metrics room's door: the counters (counters.server.ts, decision 045), each request's histogram entry
// (requests.server.ts) and where Prometheus reads them (endpoint.server.ts). The room's files import each
// other, never this door.
export * from "./counters.server";
export { createMetricsServer, METRICS_PATH, metricsOnSitePort } from "./endpoint.server";
export { createRequestMetrics } from "./requests.server";
