// Each purger against a stand-in of its API on 127.0.0.1: the requests it sends (method, path, headers, body),
// its retries after failures, and what a purge that stays failed leaves in the log and the metrics.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakePurgeApi, startFakePurgeApi } from "#tests/support/fake-purge-api";
import { parseConfig } from "~/server/config.server";
import { createMetrics } from "~/server/metrics/metrics.server";
import { createPurger, type PurgeSettings } from "./purge.server";

let api: FakePurgeApi;
let second: FakePurgeApi;
beforeAll(async () => {
  api = await startFakePurgeApi();
  second = await startFakePurgeApi();
});
afterAll(async () => {
  await api.close();
  await second.close();
});
beforeEach(() => {
  for (const fake of [api, second]) {
    fake.requests.length = 0;
    fake.plan({ status: 200, body: '{"success":true,"result":{"id":"x"}}' });
  }
});

type Line = { level: string; fields: Record<string, unknown>; message: string };

function purgerFor(settings: PurgeSettings | undefined, retryDelaysMs = [10, 10, 10]) {
  const metrics = createMetrics();
  const lines: Line[] = [];
  const logger = {
    warn: (fields: Record<string, unknown>, message: string) =>
      lines.push({ level: "warn", fields, message }),
    error: (fields: Record<string, unknown>, message: string) =>
      lines.push({ level: "error", fields, message }),
  };
  const purger = createPurger(settings, { metrics, logger: logger as never, retryDelaysMs, timeoutMs: 2000 });
  const count = async (outcome: string) => {
    const text = await metrics.scrape();
    const line = text
      .split("\n")
      .find((l) => l.startsWith("site_front_purges_total{") && l.includes(`"${outcome}"`));
    return Number(line?.split(" ").pop());
  };
  return { purger, lines, count };
}

const settingsFrom = (env: Record<string, string>) => parseConfig(env).purge!;

describe("Varnish", () => {
  it("sends PURGE with the keys in the xkey header to every Varnish named", async () => {
    const { purger, count } = purgerFor(
      settingsFrom({ PURGE_TARGET: "varnish", VARNISH_PURGE_URLS: `${api.url}/, ${second.url}/` }),
    );
    expect(purger.target).toBe("varnish");
    expect(await purger.purge(["post-hello", "lists"])).toBe(true);
    for (const fake of [api, second]) {
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]).toMatchObject({ method: "PURGE", path: "/", body: "" });
      expect(fake.requests[0]!.headers.xkey).toBe("post-hello lists");
    }
    expect(await count("ok")).toBe(2);
  });

  it("tries a Varnish that fails again, and succeeds once it answers", async () => {
    api.plan({ status: 503 }, "hang-up", { status: 200 });
    const { purger, lines, count } = purgerFor({ target: "varnish", urls: [api.url] });
    expect(await purger.purge(["post-hello"])).toBe(true);
    expect(api.requests.map((request) => request.method)).toEqual(["PURGE", "PURGE", "PURGE"]);
    expect(await count("retried")).toBe(2);
    expect(await count("ok")).toBe(1);
    expect(await count("failed")).toBe(0);
    expect(lines).toEqual([]);
  });

  it("splits many keys into requests of at most 100", async () => {
    const keys = Array.from({ length: 150 }, (_, index) => `post-p${index}`);
    const { purger } = purgerFor({ target: "varnish", urls: [api.url] });
    expect(await purger.purge(keys)).toBe(true);
    expect(api.requests.map((request) => String(request.headers.xkey).split(" ").length)).toEqual([100, 50]);
  });
});

describe("Fastly", () => {
  const env = (token: string) => ({
    PURGE_TARGET: "fastly",
    FASTLY_SERVICE_ID: "SU1Z0isxPaozGVKXdv0eY",
    FASTLY_API_TOKEN: token,
    FASTLY_API_URL: api.url,
  });

  it("batch-purges the keys: POST /service/{id}/purge with Surrogate-Key and Fastly-Key", async () => {
    const { purger } = purgerFor(settingsFrom(env("fastly-token-1")));
    expect(await purger.purge(["post-hello", "lists"])).toBe(true);
    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request).toMatchObject({ method: "POST", path: "/service/SU1Z0isxPaozGVKXdv0eY/purge" });
    expect(request!.headers["surrogate-key"]).toBe("post-hello lists");
    expect(request!.headers["fastly-key"]).toBe("fastly-token-1");
  });

  it("retries a 500 and a 429, then succeeds", async () => {
    api.plan({ status: 500 }, { status: 429, headers: { "Retry-After": "0" } }, { status: 200, body: "{}" });
    const { purger, count } = purgerFor(settingsFrom(env("fastly-token-2")));
    expect(await purger.purge(["post-hello"])).toBe(true);
    expect(api.requests).toHaveLength(3);
    expect(await count("retried")).toBe(2);
  });

  it("gives up at once on a refused token: one error line without the token, counted as failed", async () => {
    api.plan({ status: 403, body: '{"msg":"Provided credentials are missing or invalid"}' });
    const { purger, lines, count } = purgerFor(settingsFrom(env("secret-fastly-token")));
    expect(await purger.purge(["post-hello"])).toBe(false);
    expect(api.requests).toHaveLength(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "error",
      message: "Purging fastly failed",
      fields: { target: "fastly", reason: "answered 403", attempts: 1 },
    });
    expect(JSON.stringify(lines)).not.toContain("secret-fastly-token");
    expect(await count("failed")).toBe(1);
  });
});

describe("Cloudflare", () => {
  const env = {
    PURGE_TARGET: "cloudflare",
    CLOUDFLARE_ZONE_ID: "023e105f4ecef8ad9ca31a8372d0c353",
    CLOUDFLARE_API_TOKEN: "secret-cloudflare-token",
  };

  it("purges by tag: POST /zones/{zone}/purge_cache with {tags}, a Bearer token, 30 tags per call", async () => {
    const { purger } = purgerFor(settingsFrom({ ...env, CLOUDFLARE_API_URL: `${api.url}/client/v4` }));
    const keys = ["lists", ...Array.from({ length: 40 }, (_, index) => `post-p${index}`)];
    expect(await purger.purge(keys)).toBe(true);
    expect(api.requests).toHaveLength(2);
    for (const request of api.requests) {
      expect(request).toMatchObject({
        method: "POST",
        path: "/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache",
      });
      expect(request.headers.authorization).toBe("Bearer secret-cloudflare-token");
      expect(request.headers["content-type"]).toBe("application/json");
    }
    const sent = api.requests.map((request) => (JSON.parse(request.body) as { tags: string[] }).tags);
    expect(sent.map((tags) => tags.length)).toEqual([30, 11]);
    expect(sent.flat()).toEqual(keys);
  });

  it("the API's default address is Cloudflare's", () => {
    expect(settingsFrom(env)).toMatchObject({ apiUrl: "https://api.cloudflare.com/client/v4" });
  });

  it("a failure that stays failed is tried a bounded number of times, logged once and counted", async () => {
    api.plan({ status: 502 });
    const { purger, lines, count } = purgerFor(settingsFrom({ ...env, CLOUDFLARE_API_URL: api.url }), [5, 5]);
    expect(await purger.purge(["post-hello", "lists"])).toBe(false);
    expect(api.requests).toHaveLength(3);
    expect(lines).toEqual([
      {
        level: "error",
        message: "Purging cloudflare failed",
        fields: {
          target: "cloudflare",
          address: `${api.url}/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache`,
          reason: "answered 502",
          attempts: 3,
          keys: 2,
        },
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain("secret-cloudflare-token");
    expect(await count("retried")).toBe(2);
    expect(await count("failed")).toBe(1);
  });

  it("a 200 whose body says success: false is a failure", async () => {
    api.plan(
      { status: 200, body: '{"success":false,"errors":[{"code":1134}]}' },
      { status: 200, body: '{"success":true}' },
    );
    const { purger, count } = purgerFor(settingsFrom({ ...env, CLOUDFLARE_API_URL: api.url }));
    expect(await purger.purge(["lists"])).toBe(true);
    expect(await count("retried")).toBe(1);
  });
});

describe("every purger, through the outbound module", () => {
  it("follows no redirect: a 302 is a failure, not tried again, and nothing is sent where it points", async () => {
    api.plan({ status: 302, headers: { Location: `${second.url}/elsewhere` } });
    const { purger, lines, count } = purgerFor({ target: "varnish", urls: [api.url] });
    expect(await purger.purge(["lists"])).toBe(false);
    expect(api.requests).toHaveLength(1);
    expect(second.requests).toHaveLength(0);
    expect(lines.map((line) => line.fields.reason)).toEqual(["answered 302"]);
    expect(await count("failed")).toBe(1);
  });

  it("reads at most 64 KB of an answer: a larger one is a failure, not tried again", async () => {
    api.plan({ status: 200, body: `{"success":true,"padding":"${"x".repeat(70 * 1024)}"}` });
    const cloudflare = {
      PURGE_TARGET: "cloudflare",
      CLOUDFLARE_ZONE_ID: "z1",
      CLOUDFLARE_API_TOKEN: "t".repeat(40),
    };
    const { purger, lines } = purgerFor(settingsFrom({ ...cloudflare, CLOUDFLARE_API_URL: api.url }));
    expect(await purger.purge(["lists"])).toBe(false);
    expect(api.requests).toHaveLength(1);
    expect(String(lines[0]?.fields.reason)).toContain("sent more than 65536 bytes");
  });
});

describe("settings", () => {
  it("no PURGE_TARGET: nothing is sent", async () => {
    const { purger } = purgerFor(parseConfig({}).purge);
    expect(purger.target).toBeUndefined();
    expect(await purger.purge(["lists"])).toBe(true);
    expect(api.requests).toEqual([]);
  });

  it.each([
    [{ PURGE_TARGET: "varnish" }, "PURGE_TARGET=varnish needs VARNISH_PURGE_URLS"],
    [{ PURGE_TARGET: "fastly", FASTLY_SERVICE_ID: "abc" }, "PURGE_TARGET=fastly needs FASTLY_API_TOKEN"],
    [{ PURGE_TARGET: "cloudflare" }, "needs CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN"],
    [{ PURGE_TARGET: "akamai" }, "PURGE_TARGET must be varnish, fastly, cloudflare or none"],
    [{ PURGE_TARGET: "varnish", VARNISH_PURGE_URLS: "varnish:6081" }, "VARNISH_PURGE_URLS takes http(s)"],
  ])("%j is refused at start", (env, message) => {
    expect(() => parseConfig(env)).toThrow(message);
  });
});
