// The server, as `node server.js` starts it: read the settings, build the pipeline, listen, and stop cleanly.
// Bundled with the site by `react-router build` (vite.config.ts) into build/server/index.js.
import path from "node:path";
import express, { type RequestHandler } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { config } from "~/server/config.server";
import { createApp } from "./app";
import { createHttpServer } from "./http-server";
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
  guardProcess();
  const settings = config();
  const build = development?.build ?? (await import("virtual:react-router/server-build"));
  const client = path.resolve("build/client");
  const handle = createRequestHandler(build, development ? "development" : "production");
  const app = createApp({
    config: settings,
    development: !!development,
    assets: development
      ? [development.middleware]
      : [
          express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y", redirect: false }),
          express.static(client, { maxAge: "1h", index: false, redirect: false }),
        ],
    // Rendered from the URL alone (no request headers, the site's own origin), so the answer can be shared.
    render: (url, { method, client }) =>
      handle(new Request(new URL(url, settings.siteUrl), { method }), { client }),
  });

  const server = createHttpServer(app, settings.http).listen(settings.port, settings.host, () => {
    const shown = settings.host === "0.0.0.0" ? "localhost" : settings.host;
    console.log(`Site listening on http://${shown}:${settings.port}`);
  });

  // SIGTERM (systemd, containers) and Ctrl-C: stop accepting, let open requests finish, then exit.
  const stop = (signal: string) => {
    console.log(`${signal}: finishing open requests, then stopping`);
    server.close(() => {
      void development?.close();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      console.error(`Requests still open after ${SHUTDOWN_GRACE_MS / 1000} s; closing them`);
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  return server;
}
