// Every setting of the server, read from the environment once at start and checked (.env.example lists them).
// Nothing else reads process.env: a wrong value stops the server with a message that names the variable.
import { z } from "zod";
import {
  httpUrl,
  isRedisUrl,
  isTimeZone,
  LOG_LEVELS,
  optionalText,
  wholeNumber,
} from "./config-values.server";
import { PURGE_NEEDS, purgeTarget, purgeVariables } from "./config-purge.server";

const variables = z.object({
  // Read by React and Node themselves; checked so that a typo never runs the development build by accident.
  NODE_ENV: z.enum(["production", "development", "test"]).default("development"),
  PORT: wholeNumber("PORT", 0, 65535, 3000),
  HOST: optionalText.transform((host) => host || "0.0.0.0"),
  SITE_URL: optionalText.refine((value) => value === "" || httpUrl(value, true), {
    message: "SITE_URL must be the site's public origin, such as https://www.example.com (no path)",
  }),
  TRUST_PROXY: wholeNumber("TRUST_PROXY", 0, 10, 0),
  WORDPRESS_API_URL: optionalText.refine((value) => value === "" || httpUrl(value, false), {
    message: "WORDPRESS_API_URL must be an http(s) address such as https://example.com/wp-json/wp/v2",
  }),
  WORDPRESS_TIMEOUT_MS: wholeNumber("WORDPRESS_TIMEOUT_MS", 100, 120_000, 5000),
  WORDPRESS_CONCURRENCY: wholeNumber("WORDPRESS_CONCURRENCY", 1, 64, 4),
  WORDPRESS_MEDIA_ORIGINS: optionalText.transform((value, ctx) => {
    const origins = value.split(/[\s,]+/).filter(Boolean);
    const bad = origins.find((origin) => !httpUrl(origin, true));
    if (bad !== undefined) {
      ctx.addIssue({
        code: "custom",
        message: `WORDPRESS_MEDIA_ORIGINS accepts only origins such as https://cdn.example.com or http://host:8080, separated by commas; ${JSON.stringify(bad)} is not one`,
      });
      return z.NEVER;
    }
    return origins.map((origin) => new URL(origin).origin);
  }),
  API_RATE_LIMIT_PER_MINUTE: wholeNumber("API_RATE_LIMIT_PER_MINUTE", 0, 1_000_000, 300),
  UPSTREAM_REQUESTS_PER_MINUTE: wholeNumber("UPSTREAM_REQUESTS_PER_MINUTE", 0, 1_000_000, 60),
  RESPONSE_CACHE_MB: wholeNumber("RESPONSE_CACHE_MB", 0, 4096, 64),
  RESPONSE_CACHE_ENTRIES: wholeNumber("RESPONSE_CACHE_ENTRIES", 1, 1_000_000, 10_000),
  RENDERS_PER_MINUTE: wholeNumber("RENDERS_PER_MINUTE", 0, 1_000_000, 120),
  REVALIDATE_FAILURES_PER_MINUTE: wholeNumber("REVALIDATE_FAILURES_PER_MINUTE", 0, 1_000_000, 10),
  HEADERS_TIMEOUT_MS: wholeNumber("HEADERS_TIMEOUT_MS", 100, 600_000, 10_000),
  REQUEST_TIMEOUT_MS: wholeNumber("REQUEST_TIMEOUT_MS", 100, 3_600_000, 30_000),
  KEEP_ALIVE_TIMEOUT_MS: wholeNumber("KEEP_ALIVE_TIMEOUT_MS", 100, 600_000, 5_000),
  MAX_CONNECTIONS: wholeNumber("MAX_CONNECTIONS", 1, 1_000_000, 1_000),
  MAX_HEADER_BYTES: wholeNumber("MAX_HEADER_BYTES", 1024, 1_048_576, 16_384),
  SHUTDOWN_DELAY_MS: wholeNumber("SHUTDOWN_DELAY_MS", 0, 600_000, 0),
  LOG_LEVEL: optionalText
    .transform((level) => level || "info")
    .refine((level) => LOG_LEVELS.includes(level), {
      message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}`,
    }),
  SOCIAL_CARD_MAX_PIXELS: wholeNumber("SOCIAL_CARD_MAX_PIXELS", 1, 1_000_000_000, 40_000_000),
  SOCIAL_CARD_CONCURRENCY: wholeNumber("SOCIAL_CARD_CONCURRENCY", 1, 64, 2),
  SOCIAL_CARD_TIMEOUT_MS: wholeNumber("SOCIAL_CARD_TIMEOUT_MS", 100, 120_000, 10_000),
  IMAGE_CACHE_MB: wholeNumber("IMAGE_CACHE_MB", 0, 8192, 256),
  IMAGE_CONCURRENCY: wholeNumber("IMAGE_CONCURRENCY", 1, 16, 2),
  REVALIDATE_SECRET: optionalText.refine((value) => value === "" || value.length >= 32, {
    message: "REVALIDATE_SECRET must be at least 32 characters (the plugin's SITE_REVALIDATE_SECRET)",
  }),
  WORDPRESS_USER: optionalText,
  WORDPRESS_APP_PASSWORD: optionalText,
  SANITIZE_THREADS: wholeNumber("SANITIZE_THREADS", 1, 16, 2),
  SANITIZE_TIME_BUDGET_MS: wholeNumber("SANITIZE_TIME_BUDGET_MS", 100, 60_000, 3000),
  SANITIZE_MAX_KB: wholeNumber("SANITIZE_MAX_KB", 16, 16_384, 1024),
  METRICS_PORT: wholeNumber("METRICS_PORT", 0, 65535, 0),
  METRICS_HOST: optionalText.transform((host) => host || "127.0.0.1"),
  METRICS_TOKEN: optionalText.refine((value) => value === "" || /^[\x21-\x7e]{32,}$/.test(value), {
    message: "METRICS_TOKEN must be at least 32 printable characters without spaces (openssl rand -hex 32)",
  }),
  ...purgeVariables,
  VALKEY_URL: optionalText.refine((value) => value === "" || isRedisUrl(value), {
    message: "VALKEY_URL must be a redis:// address such as redis://127.0.0.1:6379 (rediss:// for TLS)",
  }),
  SITE_TIME_ZONE: optionalText
    .transform((zone) => zone || "Europe/Prague")
    .refine(isTimeZone, { message: "SITE_TIME_ZONE must be a time zone such as Europe/Prague" }),
});

/**
 * Every environment variable the server reads.
 * @internal
 */
export const SETTING_NAMES = Object.keys(variables.shape);

const schema = variables
  .refine((env) => !env.WORDPRESS_USER === !env.WORDPRESS_APP_PASSWORD, {
    message:
      "WORDPRESS_USER and WORDPRESS_APP_PASSWORD are set together (drafts are read with both) or not at all",
  })
  .superRefine((env, ctx) => {
    if (env.PURGE_TARGET === "" || env.PURGE_TARGET === "none") return;
    const missing = PURGE_NEEDS[env.PURGE_TARGET].filter((name) => env[name].length === 0);
    if (missing.length > 0)
      ctx.addIssue({
        code: "custom",
        message: `PURGE_TARGET=${env.PURGE_TARGET} needs ${missing.join(" and ")}`,
      });
  })
  .refine((env) => env.METRICS_PORT === 0 || env.METRICS_PORT !== env.PORT, {
    message:
      "METRICS_PORT must differ from PORT (to serve metrics on the site's port, set METRICS_TOKEN instead)",
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    /** Public origin without a trailing slash: canonical links, sitemap, feed, social cards. */
    siteUrl: env.SITE_URL ? new URL(env.SITE_URL).origin : `http://localhost:${env.PORT || 3000}`,
    /** Number of reverse proxies in front whose X-Forwarded-For is believed. */
    trustProxy: env.TRUST_PROXY,
    wordpress: env.WORDPRESS_API_URL
      ? {
          apiUrl: env.WORDPRESS_API_URL,
          timeoutMs: env.WORDPRESS_TIMEOUT_MS,
          concurrency: env.WORDPRESS_CONCURRENCY,
          /** Origins post images may come from: WordPress's own and any CDN named. */
          mediaOrigins: [...new Set([new URL(env.WORDPRESS_API_URL).origin, ...env.WORDPRESS_MEDIA_ORIGINS])],
        }
      : undefined,
    /** Requests per minute one client may send to /api/ (0: no limit). */
    apiRateLimitPerMinute: env.API_RATE_LIMIT_PER_MINUTE,
    /** Requests per minute one client may cause to reach WordPress (0: no limit). */
    upstreamRequestsPerMinute: env.UPSTREAM_REQUESTS_PER_MINUTE,
    /** Megabytes of finished answers kept by the response cache (app/server/response-cache/response-cache.server.ts); 0 turns it off. */
    responseCacheMb: env.RESPONSE_CACHE_MB,
    /** At most this many answers in the response cache. */
    responseCacheEntries: env.RESPONSE_CACHE_ENTRIES,
    /** Renders one client may cause per minute by asking for what the response cache does not hold (0: no limit). */
    rendersPerMinute: env.RENDERS_PER_MINUTE,
    /** Wrongly signed /api/revalidate requests one client may send per minute before it is refused (0: no limit). */
    revalidateFailuresPerMinute: env.REVALIDATE_FAILURES_PER_MINUTE,
    /** Limits of the HTTP server itself (server/http-server.ts). */
    http: {
      headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: Math.max(env.REQUEST_TIMEOUT_MS, env.HEADERS_TIMEOUT_MS),
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: env.MAX_CONNECTIONS,
      maxHeaderBytes: env.MAX_HEADER_BYTES,
    },
    /** After SIGTERM, how long the server keeps accepting (with /readyz at 503) before it drains and exits. */
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS,
    /** The least severe log lines written (app/server/log/log.server.ts). */
    logLevel: env.LOG_LEVEL as "debug" | "info" | "warn" | "error" | "silent",
    /** Social cards: largest cover (width x height) decoded, cards drawn at once, longest drawing. */
    socialCards: {
      maxCoverPixels: env.SOCIAL_CARD_MAX_PIXELS,
      concurrency: env.SOCIAL_CARD_CONCURRENCY,
      timeoutMs: env.SOCIAL_CARD_TIMEOUT_MS,
    },
    images: {
      /** Megabytes of finished image sizes kept in memory (the image endpoint, decision 029); 0 keeps none. */
      cacheMb: env.IMAGE_CACHE_MB,
      /** Pictures made at once; a few more wait, the rest are refused with 429. */
      concurrency: env.IMAGE_CONCURRENCY,
      /** Origins the image endpoint reads pictures from: WordPress's media origins, none without WordPress. */
      mediaOrigins: env.WORDPRESS_API_URL
        ? [...new Set([new URL(env.WORDPRESS_API_URL).origin, ...env.WORDPRESS_MEDIA_ORIGINS])]
        : [],
    },
    siteTimeZone: env.SITE_TIME_ZONE,
    /**
     * Valkey (or Redis) shared by several instances: change notices, the replay guard, per-client limits and
     * WordPress's answers (docs/deploy.md, "Several instances with Valkey"); undefined: one process, nothing shared.
     */
    valkeyUrl: env.VALKEY_URL || undefined,
    /** Where a change notice also purges by tag (docs/deploy.md); undefined: only the site's own caches. */
    purge: purgeTarget(env),
    /**
     * Where Prometheus reads the metrics (docs/deploy.md, "Metrics"): a port of their own (0: none), bound to
     * `host`, and/or /metrics on the site's port for requests carrying the token (unset: a 404 like any other).
     */
    metrics: {
      port: env.METRICS_PORT,
      host: env.METRICS_HOST,
      token: env.METRICS_TOKEN || undefined,
    },
    /** Posts are sanitized in worker threads, each within a time budget and a size limit (sanitize-pool). */
    sanitize: {
      threads: env.SANITIZE_THREADS,
      budgetMs: env.SANITIZE_TIME_BUDGET_MS,
      maxChars: env.SANITIZE_MAX_KB * 1024,
    },
    /**
     * Shared with the WordPress plugin (SITE_REVALIDATE_SECRET): signs /api/revalidate requests and preview links.
     * Unset: both are refused.
     */
    revalidateSecret: env.REVALIDATE_SECRET || undefined,
    /** An application password for reading drafts (previews); unset: no previews. */
    wordpressCredentials:
      env.WORDPRESS_USER && env.WORDPRESS_APP_PASSWORD
        ? { user: env.WORDPRESS_USER, appPassword: env.WORDPRESS_APP_PASSWORD }
        : undefined,
  }));

export type Config = z.output<typeof schema>;

/**
 * A setting has a value the server cannot run with.
 * @internal
 */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

/** Reads and checks the settings; throws ConfigError listing every wrong variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) =>
    issue.code === "custom" || issue.path.length === 0
      ? `- ${issue.message}`
      : `- ${issue.path.join(".")}: ${issue.message}`,
  );
  throw new ConfigError(`Invalid settings (see .env.example):\n${lines.join("\n")}`);
}
