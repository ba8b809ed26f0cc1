// The metrics as Prometheus reads them, over real HTTP on 127.0.0.1: requests go through the whole pipeline,
// then /metrics (with the token) or the metrics port is scraped and the counters are read from its text.
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { sendChangeNotice } from "#tests/support/change-notice";
import { parseConfig } from "~/server/config.server";
import { LISTS_KEY, surrogateKeys } from "~/server/changes/changes.server";
import { createServices, type Services } from "~/server/services.server";
import { startFakeWordPress } from "#tests/support/fake-wordpress";
import { labelValues, parsePrometheusText, valueOf } from "#tests/support/prometheus-text";
import { createApp } from "../../../server/app";
import { createMetricsServer } from "./endpoint.server";
import { routeLabel } from "./requests.server";
import type { Render } from "~/server/response-cache/response-cache.server";

const TOKEN = "t".repeat(40);
const SECRET = "r".repeat(48);
const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

/** Pages the fake site keeps for a minute (the blog named as a list); the rest as a React Router site answers them. */
const render: Render = async (url) => {
  const path = new URL(url, "https://site.test").pathname;
  if (path === "/products" || path === "/blog") {
    const keys = surrogateKeys({ lang: "en", is: path === "/blog" ? [LISTS_KEY] : [] });
    return new Response(`<p>${path}</p>`, { headers: { "Cache-Control": "public, s-maxage=60", ...keys } });
  }
  if (path === "/api/wordpress")
    return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
  // A loader refused by the client's upstream budget (answers.server.ts unavailableInit).
  if (path === "/blog/limited")
    return new Response("Too many", { status: 429, headers: { "Retry-After": "9" } });
  return new Response("Not found", { status: 404 });
};

async function listen(server: Server): Promise<string> {
  servers.push(server.listen(0, "127.0.0.1"));
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The site with these settings, and its metrics on a port of their own (METRICS_PORT, as main.ts starts it). */
async function start(env: Record<string, string> = {}) {
  const services: Services = createServices(
    parseConfig({ SITE_URL: "https://site.test", METRICS_PORT: "9464", ...env }),
  );
  const assets = [express.static("public", { index: false, redirect: false })];
  const site = await listen(http.createServer(createApp({ services, render, assets })));
  const metricsPort = await listen(createMetricsServer(services.metrics));
  const scrape = async () => parsePrometheusText(await (await fetch(`${metricsPort}/metrics`)).text());
  return { site, metricsPort, services, scrape };
}

const withToken = start({ METRICS_TOKEN: TOKEN, API_RATE_LIMIT_PER_MINUTE: "3" });

describe("/metrics on the site's port", () => {
  it("without METRICS_TOKEN is the site's ordinary 404", async () => {
    const { site } = await start();
    const answer = await fetch(`${site}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect([answer.status, await answer.text()]).toEqual([404, "Not found"]);
  });

  it.each([undefined, "", `Bearer ${"x".repeat(40)}`, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN])(
    "with the token set, Authorization %j gets the site's 404",
    async (authorization) => {
      const { site } = await withToken;
      const answer = await fetch(`${site}/metrics`, {
        headers: authorization ? { Authorization: authorization } : {},
      });
      expect([answer.status, await answer.text()]).toEqual([404, "Not found"]);
    },
  );

  it("answers the token's bearer with Prometheus text that parses, never kept by a cache", async () => {
    const { site } = await withToken;
    const answer = await fetch(`${site}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const samples = parsePrometheusText(await answer.text());
    const names = new Set(samples.map((sample) => sample.name));
    for (const name of [
      "process_cpu_seconds_total",
      "nodejs_eventloop_lag_seconds",
      "site_sanitize_queue_length",
    ])
      expect(names).toContain(name);
  });
});

describe("the metrics port", () => {
  it("answers /metrics only: any other path is 404", async () => {
    const { metricsPort } = await withToken;
    expect((await fetch(`${metricsPort}/metrics`)).status).toBe(200);
    expect((await fetch(`${metricsPort}/`)).status).toBe(404);
    expect((await fetch(`${metricsPort}/metrics`, { method: "POST" })).status).toBe(404);
  });
});

describe("what the counters count", () => {
  it("a second request of a kept page is a hit of the response cache, under its route pattern", async () => {
    const { site, scrape } = await withToken;
    const before = await scrape();
    await fetch(`${site}/products`);
    await fetch(`${site}/products?utm_source=mail`);
    const after = await scrape();
    const moved = (labels: Record<string, string>) =>
      valueOf(after, "site_cache_lookups_total", labels) -
      valueOf(before, "site_cache_lookups_total", labels);
    expect(moved({ cache: "response", result: "miss" })).toBe(1);
    expect(moved({ cache: "response", result: "hit" })).toBe(1);
    const count = { route: "/products", method: "GET", status: "200" };
    expect(valueOf(after, "site_http_request_duration_seconds_count", count)).toBe(2);
  });

  it("a flood of made-up addresses adds no label value: they all count under the not-found route", async () => {
    const { site, scrape } = await start();
    await fetch(`${site}/no/such-page`);
    const before = await scrape();
    await Promise.all(Array.from({ length: 60 }, (_, n) => fetch(`${site}/made-up-${n}/x${n}?q=${n}`)));
    const after = await scrape();
    const series = (samples: typeof after) =>
      samples.filter((sample) => sample.name === "site_http_request_duration_seconds_count").length;
    expect(series(after)).toBe(series(before));
    expect(labelValues(after, "site_http_request_duration_seconds_count", "route")).not.toContain(
      "/made-up-1/x1",
    );
    expect(valueOf(after, "site_http_request_duration_seconds_count", { route: "/*", status: "404" })).toBe(
      61,
    );
  });

  it("a file from public/ counts as static; a missing one reaches the site and counts under /*", async () => {
    const { site, scrape } = await start();
    expect((await fetch(`${site}/favicon.svg`)).status).toBe(200);
    expect((await fetch(`${site}/images/no-such-file.svg`)).status).toBe(404);
    const samples = await scrape();
    const count = (labels: Record<string, string>) =>
      valueOf(samples, "site_http_request_duration_seconds_count", labels);
    expect(count({ route: "static", status: "200" })).toBe(1);
    expect(count({ route: "/*", status: "404" })).toBe(1);
  });

  it("counts each 429 by the limit that refused it", async () => {
    const { site, scrape } = await withToken;
    for (let n = 0; n < 4; n += 1) await fetch(`${site}/api/wordpress?path=%2Fposts&n=${n}`);
    expect((await fetch(`${site}/blog/limited`)).status).toBe(429);
    const samples = await scrape();
    expect(valueOf(samples, "site_rate_limited_total", { limit: "api" })).toBe(1);
    expect(valueOf(samples, "site_rate_limited_total", { limit: "upstream" })).toBe(1);
    expect(valueOf(samples, "site_rate_limited_total", { limit: "renders" })).toBe(0);

    const renders = await start({ RENDERS_PER_MINUTE: "1" });
    await fetch(`${renders.site}/first-render`);
    expect((await fetch(`${renders.site}/second-render`)).status).toBe(429);
    expect(valueOf(await renders.scrape(), "site_rate_limited_total", { limit: "renders" })).toBe(1);
  });

  it("counts a refused picture by its reason", async () => {
    const { site, scrape } = await start();
    expect((await fetch(`${site}/image?w=13&src=/images/team.jpg`)).status).toBe(400);
    expect((await fetch(`${site}/image?w=640&src=/images/none.jpg&x=1`)).status).toBe(400);
    expect(valueOf(await scrape(), "site_images_refused_total", { reason: "bad_request" })).toBe(2);
  });

  it("counts a picture made once, then answered from the image cache", async () => {
    const wp = await startFakeWordPress();
    try {
      const { site, scrape } = await start({ WORDPRESS_API_URL: wp.apiUrl });
      const src = encodeURIComponent(`${wp.origin}/wp-content/uploads/2025/07/tissue.jpg`);
      for (let n = 0; n < 2; n += 1)
        expect((await fetch(`${site}/image?v=1&w=360&src=${src}`)).status).toBe(200);
      const samples = await scrape();
      expect(valueOf(samples, "site_images_made_total")).toBe(1);
      expect(valueOf(samples, "site_cache_lookups_total", { cache: "images", result: "miss" })).toBe(1);
      expect(valueOf(samples, "site_cache_lookups_total", { cache: "images", result: "hit" })).toBe(1);
      expect(valueOf(samples, "site_http_request_duration_seconds_count", { route: "/image" })).toBe(2);
    } finally {
      await wp.stop();
    }
  });

  it("counts a purge after a change notice, and the entries it dropped", async () => {
    const { site, scrape } = await start({ REVALIDATE_SECRET: SECRET });
    await fetch(`${site}/blog`);
    const body = JSON.stringify({ event: "update", id: 7, slugs: ["a-post"] });
    const answer = await sendChangeNotice(site, body, { secret: SECRET });
    expect(answer.status).toBe(200);
    const samples = await scrape();
    expect(valueOf(samples, "site_purges_total", { target: "response_cache" })).toBe(1);
    expect(
      valueOf(samples, "site_purged_entries_total", { target: "response_cache" }),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, "site_purges_total", { target: "posts_cache" })).toBe(1);
  });
});

describe("with no way to read them", () => {
  it("requests are not counted (neither METRICS_PORT nor METRICS_TOKEN): no histogram line per request", async () => {
    const { site, scrape } = await start({ METRICS_PORT: "0" });
    await fetch(`${site}/products`);
    await fetch(`${site}/products`);
    const samples = await scrape();
    expect(samples.filter((sample) => sample.name.startsWith("site_http_request_duration_seconds"))).toEqual(
      [],
    );
    expect(
      samples.filter((sample) => sample.name === "site_cache_lookups_total" && sample.value > 0),
    ).toEqual([]);
  });
});

describe("route labels", () => {
  it.each([
    ["/", "/"],
    ["/blog/a-post?utm_source=x", "/blog/:slug"],
    ["/cs/blog/clanek", "/cs/blog/:slug"],
    ["/blog/a-post.data?_routes=x", "/blog/:slug.data"],
    ["/blog/category/news", "/blog/category/:slug"],
    ["/api/wordpress?path=%2Fposts", "/api/wordpress"],
    ["/image?w=640&src=/images/a.jpg", "/image"],
    ["/healthz", "/healthz"],
    // One segment is an address an editor's page may have: the pages route, a label of its own.
    ["/wp-login.php", "/:slug"],
    ["/wp-admin/install.php", "/*"],
    ["/made/up/" + "x".repeat(500), "/*"],
  ])("%s counts as %s", (url, label) => {
    expect(routeLabel(url, false)).toBe(label);
  });

  it("a file a static step answered counts as static, whatever its name", () => {
    expect(routeLabel("/assets/entry-abc123.js", true)).toBe("static");
  });
});
