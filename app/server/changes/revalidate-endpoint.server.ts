// POST /api/revalidate: WordPress's site connector says a post changed (signatures.server.ts checks the
// signature). Handled here rather than in React Router because the signature covers the raw body.
import express, { type Request, type RequestHandler } from "express";
import type { Config } from "~/server/config.server";
import type { Metrics } from "~/server/metrics/metrics.server";
import type { EditorPagesService, PostsService } from "~/server/posts/posts.server";
import type { Shared } from "~/server/valkey/valkey.server";
import {
  MAX_REVALIDATE_BODY_BYTES,
  parseRevalidateEvent,
  replayWindowSeconds,
  type RevalidateEvent,
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
    shared,
  }: {
    config: Config;
    posts: PostsService;
    pages?: EditorPagesService;
    metrics: Metrics;
    purger: Purger;
    shared: Shared;
  },
  /** The site's response cache: drops every kept answer that carries one of the keys. */
  responseCache: { purge(keys: string[]): number },
  clientOf: (req: Request) => string,
): RequestHandler[] {
  const failures = shared.clientBudget("revalidate_failures", config.revalidateFailuresPerMinute);
  // What a change drops on this instance, whichever instance WordPress told (every instance with VALKEY_URL).
  shared.changes.listen({
    drop(announced) {
      const change = parseRevalidateEvent(announced);
      if (!change) return 0;
      // The footer of every page shows the menu: every kept page goes. A post's notice does not say whether a
      // post or an editor's page changed: both forget the slugs.
      const dropped =
        change.event === "menu"
          ? posts.forgetMenus()
          : posts.forgetPosts(change.slugs) + (pages?.forgetPages(change.slugs) ?? 0);
      metrics.purged("posts_cache", dropped);
      metrics.purged("response_cache", responseCache.purge(keysOf(change)));
      return dropped;
    },
    dropAll() {
      metrics.purged("posts_cache", posts.forgetAll() + (pages?.forgetAll() ?? 0));
      metrics.purged("response_cache", responseCache.purge([ALL_KEY]));
    },
  });
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
    // Each signature acted on once, on whichever instance got it first.
    if (!(await shared.claims.claim(`revalidated:${signature}`, replayWindowSeconds(timestamp!))))
      return void res.status(409).json({ error: "This signed request was already received" });
    const event = parseRevalidateEvent(raw);
    if (!event) return void res.status(400).json({ error: "Expected {event, id, slugs}" });
    // WordPress's answers kept for the other instances go first, so that none reads the old one again.
    await shared.forgetAnswers();
    const { dropped, instances, acknowledged } = await shared.changes.announce(JSON.stringify(event));
    if (acknowledged < instances)
      log.warn(`${instances - acknowledged} of ${instances} instances did not confirm dropping the change`);
    // Then the cache in front, by the same keys the instances dropped (after them: a copy the cache in front
    // fetches again is already the new one). Not waited for: its retries must not hold WordPress's request.
    void purger.purge(keysOf(event));
    if (event.event === "menu") log.info(`Revalidated menu ${event.id}`);
    else log.info(`Revalidated post ${event.id} (${event.event}: ${event.slugs.join(", ") || "no slug"})`);
    res.json({ revalidated: true, event: event.event, id: event.id, slugs: event.slugs, dropped });
  };
  return [refuse, body, handle];
}

/** The keys a change drops, here and in front. */
const keysOf = (change: RevalidateEvent) =>
  change.event === "menu" ? [ALL_KEY] : keysForChange(change.slugs);
