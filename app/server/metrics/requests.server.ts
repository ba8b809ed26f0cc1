// Each request's line in the metrics (decision 045): its route, method, status and duration, and what the response
// cache did. The route is a label from a fixed set (a React Router pattern such as /blog/:slug, a handler's own
// path, or "static"), never the path asked for, so made-up addresses all count under the not-found route "/*".
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { IMAGE_PATH } from "~/lib/images";
import type { Metrics } from "~/server/metrics/metrics.server";
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
  const path = url.split("?", 1)[0]!;
  if (HANDLER_PATHS.has(path)) return path;
  const match = matchRoute(path);
  if (!match) return "other";
  return match.data ? `${match.pattern}.data` : match.pattern;
}

/** Set on a response while a static file step looks at it; one it answers keeps it (a symbol, not a WeakSet, as in cache-state.ts). */
const IN_STATIC = Symbol("in a static file step");
type Marked = ServerResponse & { [IN_STATIC]?: boolean };

export function createRequestMetrics(metrics: Metrics) {
  return {
    /** Counts `req` once its answer is finished (or the client left). */
    observe(req: IncomingMessage, res: ServerResponse) {
      const started = performance.now();
      const url = req.url ?? "/";
      res.once("close", () => {
        const seconds = (performance.now() - started) / 1000;
        const method = METHODS.has(req.method ?? "") ? req.method! : "other";
        const status = res.writableFinished ? String(res.statusCode) : "aborted";
        metrics.request(
          { route: routeLabel(url, (res as Marked)[IN_STATIC] === true), method, status },
          seconds,
        );
        const cache = cacheStateOf(res);
        if (cache) metrics.cacheLookup("response", cache);
      });
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
