// The server, as `node server.js` starts it: read the settings, build the pipeline, listen, and stop cleanly.
// Bundled with the site by `react-router build` (vite.config.ts) into build/server/index.js.
import path from "node:path";
import express, { type RequestHandler } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { parseConfig } from "~/server/config.server";
import { createServices } from "~/server/services.server";
import { log, routeConsoleToLog } from "~/server/log/log.server";
import { createApp } from "./app";
import { createHttpServer } from "./http-server";
import { createMetricsServer } from "~/server/metrics/metrics.server";
import { guardProcess } from "./process-guards";

/** How long open requests may take to finish after SIGTERM before their connections are closed. */
const SHUTDOWN_GRACE_MS = 10_000;

export type Development = {
  /** The site as Vite compiles it now (fresh on every request). */
  build: () => Promise<ServerBuild>;
  /** Vite's own middleware: modules, styles, hot reload. */
  middleware: RequestHandler;
  close: () => Promise<void>;
};

export async function start(development?: Development) {
  routeConsoleToLog();
  guardProcess();
  const settings = parseConfig(process.env);
  const services = createServices(settings);
  log.level = settings.logLevel;
  let stopping = false;
  let warm = false;
  const build = development?.build ?? (await import("virtual:react-router/server-build"));
  const client = path.resolve("build/client");
  const handle = createRequestHandler(build, development ? "development" : "production");
  const app = createApp({
    services,
    development: !!development,
    readiness: () => (stopping ? "stopping" : warm ? "ready" : "starting"),
    assets: development
      ? [development.middleware]
      : [
          express
            .Router()
            .use(
              "/assets",
              express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y", redirect: false }),
            ),
          express.static(client, { maxAge: "1h", index: false, redirect: false }),
        ],
    // Rendered from the URL alone (no request headers, the site's own origin), so the answer can be shared.
    render: (url, { method, client }) =>
      handle(new Request(new URL(url, settings.siteUrl), { method }), { client, services }),
  });

  const server = createHttpServer(app, settings.http).listen(settings.port, settings.host, () => {
    const shown = settings.host === "0.0.0.0" ? "localhost" : settings.host;
    log.info(`Site listening on http://${shown}:${settings.port}`);
    // Warmed once listening, never before: a slow warm-up delays no answer, and /readyz says when it is done.
    void services.warm().finally(() => (warm = true));
  });
  // Prometheus's own port (decision 045), on METRICS_HOST only; none unless METRICS_PORT is set.
  const { metrics } = settings;
  const metricsServer =
    metrics.port > 0
      ? createMetricsServer(services.metrics).listen(metrics.port, metrics.host, () => {
          log.info(`Metrics at http://${metrics.host}:${metrics.port}/metrics`);
        })
      : undefined;

  // SIGTERM (systemd, containers) and Ctrl-C: /readyz turns 503 at once; after SHUTDOWN_DELAY_MS (SIGTERM only;
  // a second signal cuts it short) stop accepting, let open requests finish, then exit. A signal after that
  // exits at once.
  let delay: NodeJS.Timeout | undefined;
  const stop = (signal: string) => {
    if (stopping && !delay) {
      log.warn(`${signal} again while finishing open requests: stopping now`);
      process.exit(1);
    }
    clearTimeout(delay);
    delay = undefined;
    const wait = !stopping && signal === "SIGTERM" ? settings.shutdownDelayMs : 0;
    stopping = true;
    if (wait > 0) {
      log.info(`${signal}: /readyz now answers 503; still serving for ${wait} ms, then stopping`);
      delay = setTimeout(() => stop(signal), wait);
      return;
    }
    log.info(`${signal}: finishing open requests, then stopping`);
    metricsServer?.close();
    metricsServer?.closeAllConnections();
    server.close(async () => {
      await Promise.allSettled([development?.close(), services.close()]);
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      log.error(`Requests still open after ${SHUTDOWN_GRACE_MS / 1000} s; closing them`);
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  return server;
}
