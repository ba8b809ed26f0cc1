// The production server as an operator and an attacker meet it: settings checked at start, a clean stop on
// SIGTERM, redirects that stay on the site, security headers everywhere.
import fs from "node:fs";
import http from "node:http";
import { expect, test } from "@playwright/test";
import { type FakeWordPress, startFakeWordPress } from "#tests/support/fake-wordpress";
import { failedStart, type SiteProcess, startSite } from "#tests/support/site-process";

/** GET with the request target exactly as written (fetch and Playwright would normalise `//host/`). */
function rawGet(
  url: string,
  target: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, path: "/", method: "GET", agent: false },
      (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      },
    );
    request.path = target;
    request.on("error", reject);
    request.end();
  });
}

test.describe("settings", () => {
  for (const [variable, value] of [
    ["WORDPRESS_MEDIA_ORIGINS", "https://cdn.example.com/images"],
    ["PORT", "eighty"],
    ["SITE_URL", "not a url"],
    ["WORDPRESS_TIMEOUT_MS", "soon"],
  ] as const) {
    test(`a wrong ${variable} stops the server with a message naming it`, async () => {
      const { code, output } = await failedStart({ [variable]: value });
      expect(code).toBe(1);
      expect(output).toContain(variable);
      expect(output).not.toContain("Site listening");
      expect(output).not.toMatch(/^\s+at /m); // a message, not a stack trace
    });
  }
});

test.describe("a running server", () => {
  let site: SiteProcess;
  test.beforeAll(async () => {
    site = await startSite({ API_RATE_LIMIT_PER_MINUTE: "2" });
  });
  test.afterAll(() => site.stop());

  test("answers /healthz", async ({ request }) => {
    const response = await request.get(`${site.url}/healthz`);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  for (const target of ["//evil.example/", "///evil.example/x", "/\\evil.example/", "/\\\\evil.example/"]) {
    test(`${target} never redirects to another host`, async () => {
      const { status, headers } = await rawGet(site.url, target);
      if (status >= 300 && status < 400) {
        expect(new URL(headers.location!, site.url).origin).toBe(site.url);
        expect(headers.location).toMatch(/^\/(?![/\\])/);
      }
    });
  }

  test("encoded spellings of /api/ count against the proxy's limit", async () => {
    // A different slug each time: an answer already kept in memory is served like a static file, unlimited.
    const statuses: number[] = [];
    for (const [i, prefix] of ["/api", "/%61pi", "/API", "/%61%70%69", "/x/%2e%2e/api"].entries()) {
      const proxy = `/wordpress?path=/posts&params=slug%3Dno-such-post-${i}`;
      let response = await rawGet(site.url, prefix + proxy);
      if (response.status === 301) response = await rawGet(site.url, response.headers.location!);
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
  });

  test("the build's hashed files, and those of earlier builds it keeps, are answered at /assets/ for a year", async () => {
    const files = fs.readdirSync("build/client/assets").filter((name) => name.endsWith(".js"));
    // Files of earlier builds, kept by the build (vite-previous-assets.ts), sit in the same folder.
    expect(files.length).toBeGreaterThan(0);
    for (const name of files.slice(0, 3)) {
      const { status, headers } = await rawGet(site.url, `/assets/${name}`);
      expect(status, name).toBe(200);
      expect(headers["cache-control"], name).toBe("public, max-age=31536000, immutable");
    }
  });

  test("security headers on pages, errors, redirects and files alike", async () => {
    for (const target of ["/", "/no-such-page", "/blog/", "/favicon.svg", "/api/wordpress?path=/nope"]) {
      const { headers } = await rawGet(site.url, target);
      expect(headers["permissions-policy"], target).toContain("camera=()");
      expect(headers["content-security-policy"], target).toBeTruthy();
      expect(headers["x-content-type-options"], target).toBe("nosniff");
      expect(headers["referrer-policy"], target).toBe("strict-origin-when-cross-origin");
    }
  });

  test("the browser reports no problem with the headers", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    for (const path of ["/", "/blog", "/contact"]) {
      await page.goto(site.url + path);
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
    }
    expect(problems).toEqual([]);
  });
});

test.describe("SIGTERM", () => {
  let wp: FakeWordPress;
  test.beforeAll(async () => {
    wp = await startFakeWordPress();
  });
  test.afterAll(() => wp.stop());

  test("stops accepting, lets the open request finish, then exits", async () => {
    const site = await startSite({ WORDPRESS_API_URL: wp.apiUrl, RESPONSE_CACHE_MB: "0" });
    try {
      await wp.setMode("slow", { delayMs: 1500 });
      const open = rawGet(site.url, "/blog");
      await expect.poll(() => wp.requests.length).toBeGreaterThan(0); // the page is waiting on WordPress

      site.child.kill("SIGTERM");
      await expect.poll(() => site.output()).toContain("SIGTERM");
      await expect(rawGet(site.url, "/healthz")).rejects.toThrow(/ECONNREFUSED/);

      const finished = await open;
      expect(finished.status).toBe(200);
      expect(finished.body).toContain("Research Blog");
      expect(await site.exited).toBe(0);
    } finally {
      await site.stop();
    }
  });

  test("/readyz is 503 from SIGTERM while requests are still served; a second SIGTERM ends the wait", async () => {
    const site = await startSite({
      WORDPRESS_API_URL: wp.apiUrl,
      RESPONSE_CACHE_MB: "0",
      SHUTDOWN_DELAY_MS: "600000",
    });
    try {
      // 503 "starting" for the moment its sanitizer thread takes to start after listening.
      await expect.poll(async () => (await rawGet(site.url, "/readyz")).status).toBe(200);
      await wp.setMode("slow", { delayMs: 1500 });
      const asked = wp.requests.length;
      const open = rawGet(site.url, "/blog");
      await expect.poll(() => wp.requests.length).toBeGreaterThan(asked); // the page is waiting on WordPress

      site.child.kill("SIGTERM");
      await expect.poll(() => site.output()).toContain("/readyz now answers 503");
      const readiness = await rawGet(site.url, "/readyz");
      expect([readiness.status, readiness.body]).toEqual([503, '{"status":"stopping"}']);
      expect((await rawGet(site.url, "/healthz")).status).toBe(200);
      const finished = await open;
      expect(finished.status).toBe(200);
      expect(finished.body).toContain("Research Blog");

      site.child.kill("SIGTERM");
      expect(await site.exited).toBe(0);
      // In production everything the server wrote is a JSON line, the request's own among them.
      const lines = site
        .output()
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line));
      expect(lines).toContainEqual(
        expect.objectContaining({ req: { method: "GET", path: "/blog" }, res: { status: 200 } }),
      );
    } finally {
      await site.stop();
    }
  });
});
