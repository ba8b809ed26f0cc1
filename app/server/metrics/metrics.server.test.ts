// What the services count, built as the server builds them, against the fake WordPress over real HTTP: each read
// of WordPress by its outcome, the posts cache and the social cards' cache, the sanitizer's runs and budgets.
import { afterAll, describe, expect, it } from "vitest";
import type { Post } from "~/lib/posts";
import { createSanitizer, sanitizeOptions } from "~/server/sanitize/sanitize.server";
import { parseConfig } from "~/server/config.server";
import { withFakeWordPress } from "#tests/support/fake-wordpress-vitest";
import { parsePrometheusText, valueOf } from "#tests/support/prometheus-text";
import { testServices } from "#tests/support/services";
import { createMetrics, type Metrics } from "./metrics.server";

const read = async (metrics: Metrics) => parsePrometheusText(await metrics.scrape());

const wp = withFakeWordPress();

describe("one registry per services build", () => {
  it("two builds count apart", async () => {
    const [one, two] = [createMetrics(), createMetrics()];
    one.rateLimited("api");
    expect(valueOf(await read(one), "site_rate_limited_total", { limit: "api" })).toBe(1);
    expect(valueOf(await read(two), "site_rate_limited_total", { limit: "api" })).toBe(0);
  });
});

describe("WordPress and the posts cache", () => {
  it("counts each WordPress request by its outcome, and the posts cache's misses and hits", async () => {
    // WordPress's default time limit: a loaded machine never reaches it by accident.
    const services = testServices(
      { WORDPRESS_API_URL: wp().apiUrl, UPSTREAM_REQUESTS_PER_MINUTE: "0" },
      { sanitizeInThread: true },
    );
    const { posts, metrics } = services;
    const countOf = async (outcome: string, of = metrics) =>
      valueOf(await read(of), "site_wordpress_request_duration_seconds_count", { outcome });
    // Down before any other request: no kept-alive connection exists that could be handed the closed port.
    await wp().setMode("down");
    await expect(posts.getPostBySlug("a-post-refused")).rejects.toThrow();
    expect(await countOf("refused")).toBe(1);
    await wp().setMode("ok");
    await posts.listPosts(1);
    await posts.listPosts(1);
    for (const [mode, outcome] of [
      ["500", "http_error"],
      ["non-json", "not_json"],
    ] as const) {
      await wp().setMode(mode);
      await expect(posts.getPostBySlug(`a-post-${outcome.replace("_", "-")}`)).rejects.toThrow();
      expect(await countOf(outcome)).toBe(1);
    }
    // A WordPress that never answers times out at any limit: a short one, in services of its own.
    const impatient = testServices(
      { WORDPRESS_API_URL: wp().apiUrl, WORDPRESS_TIMEOUT_MS: "300", UPSTREAM_REQUESTS_PER_MINUTE: "0" },
      { sanitizeInThread: true },
    );
    await wp().setMode("timeout");
    await expect(impatient.posts.getPostBySlug("a-post-timeout")).rejects.toThrow();
    expect(await countOf("timeout", impatient.metrics)).toBe(1);
    await wp().setMode("ok");
    const samples = await read(metrics);
    expect(valueOf(samples, "site_wordpress_request_duration_seconds_count", { outcome: "ok" })).toBe(1);
    expect(valueOf(samples, "site_cache_lookups_total", { cache: "posts", result: "hit" })).toBe(1);
    expect(valueOf(samples, "site_cache_lookups_total", { cache: "posts", result: "miss" })).toBe(1);
    await Promise.all([services.close(), impatient.close()]);
  });

  it("counts the social cards' cache: a card drawn once, then kept", async () => {
    const { cards, metrics } = testServices({}, { sanitizeInThread: true });
    await cards.drawPageSocialCard("products");
    await cards.drawPageSocialCard("products");
    const samples = await read(metrics);
    expect(valueOf(samples, "site_cache_lookups_total", { cache: "social_cards", result: "miss" })).toBe(1);
    expect(valueOf(samples, "site_cache_lookups_total", { cache: "social_cards", result: "hit" })).toBe(1);
  });
});

describe("the sanitizer", () => {
  const post = (content: string): Post => ({
    id: 7,
    slug: "p",
    date: "2025-01-01T10:00:00",
    title: { rendered: "A title" },
    excerpt: { rendered: "<p>Ex</p>" },
    content: { rendered: content },
  });
  const options = sanitizeOptions(parseConfig({}));
  const metrics = createMetrics();
  const roomy = createSanitizer({ threads: 1, budgetMs: 20_000, maxChars: 10_000, metrics, log: () => {} });
  const strict = createSanitizer({ threads: 1, budgetMs: 1, maxChars: 10_000_000, metrics, log: () => {} });
  afterAll(() => Promise.all([roomy.close(), strict.close()]));

  it("times each run, counts the posts over either budget and shows an empty queue when idle", async () => {
    await roomy.sanitize(post("<p>Body</p>"), options);
    await roomy.sanitize(post(`<p>${"x".repeat(20_000)}</p>`), options);
    await strict.sanitize(post("<div>".repeat(2000) + "<p>deep</p>".repeat(20_000)), options);
    const samples = await read(metrics);
    expect(valueOf(samples, "site_sanitize_duration_seconds_count")).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, "site_sanitize_over_budget_total", { budget: "size" })).toBe(1);
    expect(valueOf(samples, "site_sanitize_over_budget_total", { budget: "time" })).toBe(1);
    expect(valueOf(samples, "site_sanitize_queue_length")).toBe(0);
  });
});
