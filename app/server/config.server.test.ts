import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig, SETTING_NAMES } from "./config.server";

const fails = (env: Record<string, string>) => {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`);
};

describe("settings", () => {
  it("has a default for every variable, so the site runs with none", () => {
    expect(parseConfig({})).toEqual({
      port: 3000,
      host: "0.0.0.0",
      siteUrl: "http://localhost:3000",
      trustProxy: 0,
      wordpress: undefined,
      apiRateLimitPerMinute: 300,
      upstreamRequestsPerMinute: 60,
      responseCacheMb: 64,
      responseCacheEntries: 10_000,
      rendersPerMinute: 120,
      revalidateFailuresPerMinute: 10,
      http: {
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 30_000,
        keepAliveTimeoutMs: 5_000,
        maxConnections: 1_000,
        maxHeaderBytes: 16_384,
      },
      shutdownDelayMs: 0,
      logLevel: "info",
      socialCards: { maxCoverPixels: 40_000_000, concurrency: 2, timeoutMs: 10_000 },
      images: { cacheMb: 256, concurrency: 2, mediaOrigins: [] },
      siteTimeZone: "Europe/Prague",
      metrics: { port: 0, host: "127.0.0.1", token: undefined },
      sanitize: { threads: 2, budgetMs: 3000, maxChars: 1024 * 1024 },
    });
  });

  it("reads every variable of .env.example", () => {
    const config = parseConfig({
      NODE_ENV: "production",
      PORT: "8080",
      HOST: "127.0.0.1",
      SITE_URL: "https://www.example.com/",
      TRUST_PROXY: "1",
      WORDPRESS_API_URL: "https://cms.example.com/wp-json/wp/v2",
      WORDPRESS_TIMEOUT_MS: "2500",
      WORDPRESS_CONCURRENCY: "2",
      WORDPRESS_MEDIA_ORIGINS: "https://cdn.example.com, http://media.example.com:8080",
      API_RATE_LIMIT_PER_MINUTE: "0",
      UPSTREAM_REQUESTS_PER_MINUTE: "30",
      RESPONSE_CACHE_MB: "0",
      RESPONSE_CACHE_ENTRIES: "500",
      RENDERS_PER_MINUTE: "0",
      REVALIDATE_FAILURES_PER_MINUTE: "3",
      HEADERS_TIMEOUT_MS: "2000",
      REQUEST_TIMEOUT_MS: "1000",
      KEEP_ALIVE_TIMEOUT_MS: "1500",
      MAX_CONNECTIONS: "50",
      MAX_HEADER_BYTES: "8192",
      SHUTDOWN_DELAY_MS: "15000",
      LOG_LEVEL: "warn",
      SOCIAL_CARD_MAX_PIXELS: "1000000",
      SOCIAL_CARD_CONCURRENCY: "1",
      SOCIAL_CARD_TIMEOUT_MS: "500",
      IMAGE_CACHE_MB: "32",
      IMAGE_CONCURRENCY: "4",
      SITE_TIME_ZONE: "UTC",
      SANITIZE_THREADS: "1",
      SANITIZE_TIME_BUDGET_MS: "5000",
      SANITIZE_MAX_KB: "512",
      METRICS_PORT: "9464",
      METRICS_HOST: "10.0.0.5",
      METRICS_TOKEN: "m".repeat(32),
      VALKEY_URL: "redis://:secret@valkey.internal:6379/2",
    });
    expect(config).toEqual({
      port: 8080,
      host: "127.0.0.1",
      siteUrl: "https://www.example.com",
      trustProxy: 1,
      wordpress: {
        apiUrl: "https://cms.example.com/wp-json/wp/v2",
        timeoutMs: 2500,
        concurrency: 2,
        mediaOrigins: ["https://cms.example.com", "https://cdn.example.com", "http://media.example.com:8080"],
      },
      apiRateLimitPerMinute: 0,
      upstreamRequestsPerMinute: 30,
      responseCacheMb: 0,
      responseCacheEntries: 500,
      rendersPerMinute: 0,
      revalidateFailuresPerMinute: 3,
      // A whole request never has less time than its headers.
      http: {
        headersTimeoutMs: 2000,
        requestTimeoutMs: 2000,
        keepAliveTimeoutMs: 1500,
        maxConnections: 50,
        maxHeaderBytes: 8192,
      },
      shutdownDelayMs: 15_000,
      logLevel: "warn",
      socialCards: { maxCoverPixels: 1_000_000, concurrency: 1, timeoutMs: 500 },
      images: {
        cacheMb: 32,
        concurrency: 4,
        mediaOrigins: ["https://cms.example.com", "https://cdn.example.com", "http://media.example.com:8080"],
      },
      siteTimeZone: "UTC",
      metrics: { port: 9464, host: "10.0.0.5", token: "m".repeat(32) },
      sanitize: { threads: 1, budgetMs: 5000, maxChars: 512 * 1024 },
      valkeyUrl: "redis://:secret@valkey.internal:6379/2",
    });
  });

  it.each([
    [{ PORT: "eighty" }, "PORT must be a whole number from 0 to 65535"],
    [{ PORT: "70000" }, "PORT must be a whole number"],
    [{ SITE_URL: "www.example.com" }, "SITE_URL must be the site's public origin"],
    [{ SITE_URL: "https://www.example.com/site" }, "SITE_URL must be the site's public origin"],
    [{ WORDPRESS_API_URL: "ftp://cms.example.com" }, "WORDPRESS_API_URL must be an http(s) address"],
    [{ WORDPRESS_TIMEOUT_MS: "-1" }, "WORDPRESS_TIMEOUT_MS must be a whole number"],
    [{ SANITIZE_THREADS: "0" }, "SANITIZE_THREADS must be a whole number from 1 to 16"],
    [{ SANITIZE_TIME_BUDGET_MS: "10" }, "SANITIZE_TIME_BUDGET_MS must be a whole number from 100"],
    [{ SANITIZE_MAX_KB: "lots" }, "SANITIZE_MAX_KB must be a whole number"],
    [{ API_RATE_LIMIT_PER_MINUTE: "lots" }, "API_RATE_LIMIT_PER_MINUTE must be a whole number"],
    [{ RESPONSE_CACHE_MB: "1.5" }, "RESPONSE_CACHE_MB must be a whole number"],
    [{ IMAGE_CACHE_MB: "-1" }, "IMAGE_CACHE_MB must be a whole number from 0 to 8192"],
    [{ IMAGE_CONCURRENCY: "0" }, "IMAGE_CONCURRENCY must be a whole number from 1 to 16"],
    [{ SITE_TIME_ZONE: "Europe/Atlantis" }, "SITE_TIME_ZONE must be a time zone"],
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY must be a whole number"],
    [{ NODE_ENV: "prod" }, "NODE_ENV"],
    [{ METRICS_PORT: "metrics" }, "METRICS_PORT must be a whole number from 0 to 65535"],
    [{ METRICS_PORT: "99999" }, "METRICS_PORT must be a whole number"],
    [{ PORT: "8080", METRICS_PORT: "8080" }, "METRICS_PORT must differ from PORT"],
    [{ METRICS_PORT: "3000" }, "METRICS_PORT must differ from PORT"],
    [{ METRICS_TOKEN: "short" }, "METRICS_TOKEN must be at least 32 printable characters"],
    [{ METRICS_TOKEN: `${"m".repeat(20)} ${"m".repeat(20)}` }, "METRICS_TOKEN must be at least 32"],
    [{ VALKEY_URL: "127.0.0.1:6379" }, "VALKEY_URL must be a redis:// address"],
    [{ VALKEY_URL: "http://valkey.internal:6379" }, "VALKEY_URL must be a redis:// address"],
    [{ VALKEY_URL: "redis://valkey.internal:6379/cache" }, "VALKEY_URL must be a redis:// address"],
  ])("refuses %j, naming the variable", (env, message) => {
    expect(fails(env)).toContain(message);
  });

  it.each([
    "https://cdn.example.com/images",
    "cdn.example.com",
    "javascript:alert(1)",
    "https://user@cdn.example.com",
    "https://cdn.example.com?x=1",
    "*",
  ])("WORDPRESS_MEDIA_ORIGINS refuses %s", (value) => {
    expect(fails({ WORDPRESS_MEDIA_ORIGINS: `https://ok.example.com,${value}` })).toContain(
      `WORDPRESS_MEDIA_ORIGINS accepts only origins`,
    );
  });

  it(".env.example lists every setting (NODE_ENV aside: npm start sets it) and is itself valid", () => {
    const example = Object.fromEntries(
      readFileSync(".env.example", "utf8")
        .split("\n")
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
    );
    expect(Object.keys(example).sort()).toEqual(SETTING_NAMES.filter((name) => name !== "NODE_ENV").sort());
    expect(() => parseConfig(example)).not.toThrow();
  });

  it("names the log levels it accepts", () => {
    expect(fails({ LOG_LEVEL: "verbose" })).toContain(
      "LOG_LEVEL must be one of debug, info, warn, error, silent",
    );
  });

  it("lists every wrong variable at once", () => {
    const message = fails({ PORT: "x", SITE_TIME_ZONE: "Nowhere" });
    expect(message).toContain("PORT");
    expect(message).toContain("SITE_TIME_ZONE");
  });
});
