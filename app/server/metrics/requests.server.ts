// Each request's line in the metrics (decision 045): its route, method, status and duration, and what the response
// cache did. The route is a label from a fixed set (a React Router pattern such as /blog/:slug, a handler's own
// path, or "static"), never the path asked for, so made-up addresses all count under the not-found route "/*".
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import { IMAGE_PATH } from "~/lib/images";
import type { Metrics } from "./counters.server";
import { matchRoute } from "~/route-facts";
import { cacheStateOf } from "~/server/http/http.server";

/** Paths answered by Express handlers of their own, before React Router. */
const HANDLER_PATHS = new Set(["/healthz", "/readyz", "/metrics", "/api/revalidate", IMAGE_PATH]);
const METHODS = new Set(["GET", "HEAD", "POST"]);

/**
 * The route label of a request: `servedStatic` when a static file step answered it.
 * @internal
 */
export function routeLabel(url: string, servedStatic: boolean): string {
  if (servedStatic) return "static";
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  let label = labels.get(path);
  if (label === undefined) {
    label = labelOf(path);
    labels.set(path, label);
  }
  return label;
}

/** The labels of the paths asked for lately: a kept post is matched against the routes once, not per request. */
const labels = new LRUCache<string, string>({ max: 1000 });

function labelOf(path: string): string {
  if (HANDLER_PATHS.has(path)) return path;
  const match = matchRoute(path);
  if (!match) return "other";
  return match.data ? `${match.pattern}.data` : match.pattern;
}

/** Set on a response while a static file step looks at it; one it answers keeps it (a symbol, not a WeakSet, as in cache-state.ts). */
const IN_STATIC = Symbol("in a static file step");
/** When the request came, and its target: kept on the response, so one listener serves every response. */
const STARTED = Symbol("request started");
const TARGET = Symbol("request target");
type Marked = ServerResponse & { [IN_STATIC]?: boolean };
type Observed = Marked & { [STARTED]: number; [TARGET]: string };

export function createRequestMetrics(metrics: Metrics) {
  function counted(this: Observed) {
    const seconds = (performance.now() - this[STARTED]) / 1000;
    const method = METHODS.has(this.req.method ?? "") ? this.req.method! : "other";
    const status = this.writableFinished ? String(this.statusCode) : "aborted";
    metrics.request({ route: routeLabel(this[TARGET], this[IN_STATIC] === true), method, status }, seconds);
    const cache = cacheStateOf(this);
    if (cache) metrics.cacheLookup("response", cache);
  }
  return {
    /** Counts `req` once its answer is finished (or the client left). */
    observe(req: IncomingMessage, res: ServerResponse) {
      (res as Observed)[STARTED] = performance.now();
      // As it came: Express rewrites req.url on its way through mounted routers.
      (res as Observed)[TARGET] = req.url ?? "/";
      res.on("close", counted);
    },
    /** The static file steps, marked so that what they answer counts as "static". */
    staticFiles(handlers: RequestHandler[]): RequestHandler[] {
      if (handlers.length === 0) return [];
      const enter: RequestHandler = (_req, res, next) => {
        (res as Marked)[IN_STATIC] = true;
        next();
      };
      const leave: RequestHandler = (_req, res, next) => {
        (res as Marked)[IN_STATIC] = false;
        next();
      };
      return [enter, ...handlers, leave];
    },
  };
}
