// The whole site in the test's own process: React Router's request handler over every route of app/routes.ts,
// with the site's real entry.server and root, behind the real Express pipeline (server/app.ts), listening on
// 127.0.0.1. What a crawler, a feed reader or a citation manager receives, without building the site or
// starting a browser. The browser's own modules are not served (there is no client build).
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import express from "express";
import {
  createRequestHandler,
  type ServerBuild,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
  UNSAFE_withHydrateFallbackProps,
} from "react-router";
import { type Config, parseConfig } from "~/server/config.server";
import { createServices, type Services } from "~/server/services.server";
import routeConfig from "~/routes";
import { createApp } from "../../server/app";

type RouteModule = Record<string, unknown> & { default?: unknown };
type BuiltRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: RouteModule };

/** A route module as React Router's build plugin hands it over: its components get their props. */
const asBuilt = (module: RouteModule): RouteModule => ({
  ...module,
  ...(module.default ? { default: UNSAFE_withComponentProps(module.default as never) } : {}),
  ...(module.ErrorBoundary
    ? { ErrorBoundary: UNSAFE_withErrorBoundaryProps(module.ErrorBoundary as never) }
    : {}),
  ...(module.HydrateFallback
    ? { HydrateFallback: UNSAFE_withHydrateFallbackProps(module.HydrateFallback as never) }
    : {}),
});

/** React Router's default id of a route: its file, without the extension. */
const idOf = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[^.]+$/, "");

async function flatten(entries: RouteConfigEntry[], parentId: string, into: BuiltRoute[]) {
  for (const entry of entries) {
    const id = idOf(entry);
    const module = (await import(/* @vite-ignore */ path.resolve("app", entry.file))) as RouteModule;
    into.push({ id, parentId, path: entry.path, index: entry.index, module: asBuilt(module) });
    if (entry.children) await flatten(entry.children, id, into);
  }
  return into;
}

async function serverBuild(): Promise<ServerBuild> {
  const root: BuiltRoute = { id: "root", path: "", module: asBuilt(await import("~/root")) };
  const routes = await flatten(routeConfig, "root", [root]);
  const manifest = (route: BuiltRoute) => {
    const { module, ...rest } = route;
    const has = (name: string) => typeof module[name] === "function";
    return {
      ...rest,
      module: `/assets/${route.id}.js`,
      hasLoader: has("loader"),
      hasAction: has("action"),
      hasClientAction: has("clientAction"),
      hasClientLoader: has("clientLoader"),
      hasClientMiddleware: false,
      hasErrorBoundary: "ErrorBoundary" in module,
    };
  };
  return {
    entry: { module: await import("~/entry.server") },
    routes: Object.fromEntries(routes.map((route) => [route.id, route])),
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: Object.fromEntries(routes.map((route) => [route.id, manifest(route)])),
      url: "/assets/manifest.js",
      version: "in-process",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

export type InProcessSite = { url: string; services: Services; stop(): Promise<void> };

/**
 * Starts the site with these settings on top of the environment's; `url` is where it listens. `services` builds
 * its services from those settings, as the server does unless a test gives a stand-in (a sanitizer left out).
 */
export async function startInProcessSite(
  env: Record<string, string> = {},
  services: (settings: Config) => Services = createServices,
): Promise<InProcessSite> {
  const handle = createRequestHandler(await serverBuild(), "production");
  let server: Server;
  const listening = new Promise<number>((resolve) => {
    server = http
      .createServer()
      .listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
  });
  const port = await listening;
  const url = `http://127.0.0.1:${port}`;
  const settings = parseConfig({ ...process.env, SITE_URL: url, RENDERS_PER_MINUTE: "0", ...env });
  const built = services(settings);
  const app = createApp({
    services: built,
    assets: [express.static("public", { index: false, redirect: false })],
    render: (address, { method, client }) =>
      handle(new Request(new URL(address, settings.siteUrl), { method }), { client, services: built }),
  });
  server!.on("request", app);
  return {
    url,
    services: built,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
