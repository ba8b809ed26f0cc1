// POST /api/revalidate: WordPress's site connector says a post changed (signatures.server.ts checks the
// signature). Handled here rather than in React Router because the signature covers the raw body.
import express, { type Request, type RequestHandler } from "express";
import type { Config } from "~/server/config.server";
import type { Metrics } from "~/server/metrics/metrics.server";
import type { EditorPagesService, PostsService } from "~/server/posts/posts.server";
import { createClientBudget } from "~/server/http/http.server";
import {
  createReplayGuard,
  MAX_REVALIDATE_BODY_BYTES,
  parseRevalidateEvent,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyRevalidation,
} from "./signatures.server";
import { ALL_KEY, keysForChange } from "./surrogate-keys.server";
import type { Purger } from "./purge.server";
import { log } from "~/server/log/log.server";

/**
 * Checks the signature, refuses a replay of one already used, and refuses for the rest of the minute a client
 * that sent REVALIDATE_FAILURES_PER_MINUTE wrong ones (guessing costs it more than a request each).
 */
export function revalidateHandlers(
  {
    config,
    posts,
    pages,
    metrics,
    purger,
  }: {
    config: Config;
    posts: PostsService;
    pages?: EditorPagesService;
    metrics: Metrics;
    purger: Purger;
  },
  /** The site's response cache: drops every kept answer that carries one of the keys. */
  responseCache: { purge(keys: string[]): number },
  clientOf: (req: Request) => string,
): RequestHandler[] {
  const replays = createReplayGuard();
  const failures = createClientBudget(config.revalidateFailuresPerMinute);
  const refuse: RequestHandler = async (req, res, next) => {
    res.set("Cache-Control", "no-store");
    const wait = await failures.spent(clientOf(req));
    if (wait === 0) return next();
    metrics.rateLimited("revalidate_failures");
    res.status(429).set("Retry-After", String(wait)).json({ error: "Too many invalid signatures" });
  };
  const body = express.text({ type: () => true, limit: MAX_REVALIDATE_BODY_BYTES });
  const handle: RequestHandler = async (req, res) => {
    const raw = typeof req.body === "string" ? req.body : "";
    const timestamp = req.get(TIMESTAMP_HEADER);
    const signature = req.get(SIGNATURE_HEADER);
    const signed = verifyRevalidation(config.revalidateSecret, timestamp, signature, raw);
    if (!signed) {
      await failures.charge(clientOf(req)).catch(() => {}); // counted; refused from the next request on
      return void res.status(401).json({ error: "Missing or invalid signature" });
    }
    if (!replays.firstUse(signature!, timestamp!))
      return void res.status(409).json({ error: "This signed request was already received" });
    const event = parseRevalidateEvent(raw);
    if (!event) return void res.status(400).json({ error: "Expected {event, id, slugs}" });
    if (event.event === "menu") {
      // The footer of every page shows the menu: every kept page goes, here and in front.
      const dropped = posts.forgetMenus();
      metrics.purged("posts_cache", dropped);
      metrics.purged("response_cache", responseCache.purge([ALL_KEY]));
      void purger.purge([ALL_KEY]);
      log.info(`Revalidated menu ${event.id}`);
      return void res.json({ revalidated: true, event: event.event, id: event.id, slugs: [], dropped });
    }
    // The notice does not say whether a post or an editor's page changed: both forget the slugs.
    const dropped = posts.forgetPosts(event.slugs) + (pages?.forgetPages(event.slugs) ?? 0);
    metrics.purged("posts_cache", dropped);
    metrics.purged("response_cache", responseCache.purge(keysForChange(event.slugs)));
    // Then the cache in front, by the same keys the response cache dropped (after it: a copy the cache in front
    // fetches again is already the new one). Not waited for: its retries must not hold WordPress's request.
    void purger.purge(keysForChange(event.slugs));
    log.info(`Revalidated post ${event.id} (${event.event}: ${event.slugs.join(", ") || "no slug"})`);
    res.json({ revalidated: true, event: event.event, id: event.id, slugs: event.slugs, dropped });
  };
  return [refuse, body, handle];
}
