import { chromiumLaunchOptions, FAILURE_TRACE } from "#tests/support/chromium";
import { defineConfig, devices } from "@playwright/test";
import { baseURL, fakeSiteURL, fakeWordPressOrigin, PORT } from "./tests/browser/blog-servers";

export { baseURL };

/** Specs that run against the copy of the site that reads the fake WordPress. */
const FAKE_WORDPRESS_SPECS = /(blog-errors|blocks)\.spec\.ts$/;

// The browser tier: Debian's Chromium against the production build (npm run test:browser builds it first),
// for what only a browser shows: layout, keyboard, hydration, scripts, print, the PDF viewer, the policy as
// Chromium enforces it (docs/testing.md).
export default defineConfig({
  testDir: "tests/browser",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? "list" : [["list"], ["html", { open: "never" }]],
  // CI machines are shared: a page load that takes 2 s alone can take 10 s there. Speed is the benchmark's job.
  timeout: process.env.CI ? 60_000 : 30_000,
  // The same for what a test waits to see (the PDF viewer's first page takes 6 s to draw there). A wait ends as
  // soon as what it waits for shows, so a generous one costs a passing test nothing.
  expect: { timeout: process.env.CI ? 20_000 : 5_000 },
  use: {
    baseURL,
    trace: FAILURE_TRACE,
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: FAKE_WORDPRESS_SPECS },
    {
      name: "fake-wordpress",
      use: { ...devices["Desktop Chrome"], baseURL: fakeSiteURL },
      testMatch: FAKE_WORDPRESS_SPECS,
    },
  ],
  // Every test comes from 127.0.0.1: the per-client limit on renders is for visitors, not for the suite.
  // Started in this order: the site, then the fake WordPress, then a second site reading it.
  webServer: [
    {
      command: `NODE_ENV=production PORT=${PORT} HOST=127.0.0.1 SITE_URL=${baseURL} RENDERS_PER_MINUTE=0 node server.js`,
      url: baseURL,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx tsx tests/support/fake-wordpress.ts --port ${new URL(fakeWordPressOrigin).port}`,
      url: `${fakeWordPressOrigin}/__control`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    // Without the response cache: these tests are about the posts service and a failing WordPress.
    {
      command: `NODE_ENV=production PORT=${new URL(fakeSiteURL).port} HOST=127.0.0.1 SITE_URL=${fakeSiteURL} WORDPRESS_API_URL=${fakeWordPressOrigin}/wp-json/wp/v2 WORDPRESS_TIMEOUT_MS=3000 RESPONSE_CACHE_MB=0 RENDERS_PER_MINUTE=0 node server.js`,
      // A static file: waiting for the server must not fill its posts cache.
      url: `${fakeSiteURL}/research-document.pdf`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
