// The site's metrics in Prometheus's text format (decision 045): one registry per services build
// (services.server.ts), so two builds (two tests) never count into each other. The parts that record get this
// object from the services; every label value comes from a fixed list, so a flood of made-up addresses or
// odd answers cannot grow the number of series.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/** The caches that count their lookups. */
export type CacheName = "response" | "posts" | "images" | "social_cards";
/** hit: a fresh kept copy; stale: a kept copy past freshness (refreshing, or standing in for a failure); miss: made now. */
export type CacheResult = "hit" | "miss" | "stale";
/** How one request to WordPress's REST API ended. */
export type WordPressOutcome =
  | "ok"
  | "http_error"
  | "not_json"
  | "timeout"
  | "refused"
  | "unreachable"
  | "redirect"
  | "too_large"
  | "other";
/** The limit that answered 429 (README, "Limits"). */
export type LimitName =
  "api" | "renders" | "upstream" | "image_downloads" | "image_queue" | "revalidate_failures";
/** Why the image endpoint refused a picture. */
export type PictureRefusal =
  | "bad_request"
  | "source_unavailable"
  | "too_large"
  | "not_a_picture"
  | "cannot_be_made"
  | "client_limit"
  | "queue_full";
/** What a purge emptied of the site's own caches (the cache in front counts in frontPurge). */
export type PurgeTarget = "response_cache" | "posts_cache";

/** A cache in front of the site that a change notice purges by tag (app/server/changes/purge.server.ts). */
export type FrontCache = "varnish" | "fastly" | "cloudflare";
/** ok: the cache accepted the purge; retried: an attempt failed and is tried again; failed: given up. */
export type FrontPurgeOutcome = "ok" | "retried" | "failed";

/** Seconds: from a cached answer (well under a millisecond) to a render that waited for WordPress. */
const REQUEST_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: WordPress answers in tens to hundreds of milliseconds; the deadline is WORDPRESS_TIMEOUT_MS. */
const UPSTREAM_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds: a post takes milliseconds to sanitize; the budget is SANITIZE_TIME_BUDGET_MS. */
const SANITIZE_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 3, 10];

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  // Process and Node's own (CPU, memory, handles, garbage collection, event-loop lag), under their usual names.
  collectDefaultMetrics({ register: registry });
  /** A counter in this registry, its label names fixed. */
  const counter = <Label extends string>(name: string, help: string, labelNames: readonly Label[]) =>
    new Counter({ name, help, labelNames, registers });

  const requests = new Histogram({
    name: "site_http_request_duration_seconds",
    help: "Requests answered, by route pattern (never the raw path), method and status, with their duration",
    labelNames: ["route", "method", "status"] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const lookups = counter(
    "site_cache_lookups_total",
    "Lookups of each cache: hit (fresh copy), stale (old copy served) or miss (made now)",
    ["cache", "result"],
  );
  const wordpress = new Histogram({
    name: "site_wordpress_request_duration_seconds",
    help: "Requests to WordPress's REST API by outcome, with their duration",
    labelNames: ["outcome"] as const,
    buckets: UPSTREAM_BUCKETS,
    registers,
  });
  // Read when scraped: the sanitizer says how many posts wait for a thread.
  let sanitizeWaiting = () => 0;
  new Gauge({
    name: "site_sanitize_queue_length",
    help: "Posts waiting for a sanitizer thread",
    registers,
    collect() {
      this.set(sanitizeWaiting());
    },
  });
  const sanitizeRuns = new Histogram({
    name: "site_sanitize_duration_seconds",
    help: "Time one post took in a sanitizer thread",
    buckets: SANITIZE_BUCKETS,
    registers,
  });
  const overBudget = counter(
    "site_sanitize_over_budget_total",
    "Posts shown as plain text because they were over the sanitizer's time or size budget",
    ["budget"],
  );
  const pictures = counter(
    "site_images_made_total",
    "Pictures the image endpoint made (downloaded or read, and converted), by type",
    ["type"],
  );
  const refusedPictures = counter(
    "site_images_refused_total",
    "Requests the image endpoint refused, by reason",
    ["reason"],
  );
  const limited = counter("site_rate_limited_total", "Answers 429, by the limit that refused them", [
    "limit",
  ]);
  const purges = counter(
    "site_purges_total",
    "Purges after a change notice from WordPress, by what was purged",
    ["target"],
  );
  const purged = counter("site_purged_entries_total", "Entries dropped by those purges, by what was purged", [
    "target",
  ]);
  const frontPurges = counter(
    "site_front_purges_total",
    "Purge requests sent to the cache in front (Varnish, Fastly, Cloudflare), by target and outcome",
    ["target", "outcome"],
  );
  // Every label value at 0 from the start, so a rate is defined before the first event.
  for (const limit of ["api", "renders", "upstream", "image_downloads", "image_queue", "revalidate_failures"])
    limited.inc({ limit }, 0);
  for (const target of ["response_cache", "posts_cache"]) {
    purges.inc({ target }, 0);
    purged.inc({ target }, 0);
  }

  // Made with the connection to Valkey, so a single instance shows no Valkey series.
  let valkey: { up: Gauge; changes: Counter<"state"> } | undefined;

  return {
    registry,
    /** The Content-Type of `scrape()`'s text. */
    contentType: registry.contentType,
    /** Every metric in Prometheus's text format. */
    scrape: () => registry.metrics(),
    request(labels: { route: string; method: string; status: string }, seconds: number) {
      requests.observe(labels, seconds);
    },
    cacheLookup(cache: CacheName, result: CacheResult) {
      lookups.inc({ cache, result });
    },
    wordpressRequest(outcome: WordPressOutcome, seconds: number) {
      wordpress.observe({ outcome }, seconds);
    },
    /** Where the sanitizer's waiting posts are counted (read at each scrape). */
    watchSanitizeQueue(waiting: () => number) {
      sanitizeWaiting = waiting;
    },
    sanitizeRan(seconds: number) {
      sanitizeRuns.observe(seconds);
    },
    sanitizeOverBudget(budget: "time" | "size") {
      overBudget.inc({ budget });
    },
    pictureMade(type: string) {
      pictures.inc({ type: type.replace(/^image\//, "") });
    },
    pictureRefused(reason: PictureRefusal) {
      refusedPictures.inc({ reason });
    },
    rateLimited(limit: LimitName) {
      limited.inc({ limit });
    },
    /** One purge request to the cache in front: accepted, failed and tried again, or given up. */
    frontPurge(target: FrontCache, outcome: FrontPurgeOutcome, count = 1) {
      frontPurges.inc({ target, outcome }, count);
    },
    /** The connection to Valkey (VALKEY_URL) came up or went down. */
    valkeyState(up: boolean) {
      valkey ??= {
        up: new Gauge({ name: "site_valkey_up", help: "1 while the connection to Valkey is up", registers }),
        changes: counter(
          "site_valkey_connection_changes_total",
          "The connection to Valkey came up or went down",
          ["state"],
        ),
      };
      valkey.up.set(up ? 1 : 0);
      valkey.changes.inc({ state: up ? "up" : "down" });
    },
    purged(target: PurgeTarget, entries: number) {
      purges.inc({ target });
      purged.inc({ target }, entries);
    },
  };
}
