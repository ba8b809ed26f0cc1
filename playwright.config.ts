import { chromiumLaunchOptions, FAILURE_TRACE } from "#tests/support/chromium";
import { defineConfig, devices } from "@playwright/test";
import {
  baseURL,
  FAKE_SITES,
  fakeApiUrl,
  fakeControl,
  fakeSiteURL,
  FOOTER_MENU_SECRET,
  footerMenuSiteURL,
  wordpressSiteURL,
  xssSiteURL,
} from "./tests/browser/blog-servers";

export { baseURL };

/** Specs that run against the copy of the site that reads the failing WordPress. */
const FAKE_WORDPRESS_SPECS = /blog-errors\.spec\.ts$/;

/**
 * A copy of the production build at `url` with these settings, for the webServer list. Every test comes from
 * 127.0.0.1: the per-client limit on renders is for visitors, not for the suite.
 */
function site(url: string, settings: Record<string, string>) {
  const env = { NODE_ENV: "production", HOST: "127.0.0.1", PORT: new URL(url).port, SITE_URL: url };
  const line = Object.entries({ ...env, RENDERS_PER_MINUTE: "0", ...settings })
    .map(([name, value]) => `${name}=${value}`)
    .join(" ");
  // A static file: waiting for the server must not fill its caches.
  return {
    command: `${line} node server.js`,
    url: `${url}/research-document.pdf`,
    reuseExistingServer: false,
    timeout: 60_000,
  };
}

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
  // The site with its embedded blog; one fake WordPress holding every fixture post (tests/browser/shared-wordpress.ts);
  // and copies of the site reading it, one per set of settings (docs/testing.md, "Browser").
  webServer: [
    site(baseURL, {}),
    {
      command: "npx tsx tests/browser/shared-wordpress.ts",
      url: fakeControl(),
      reuseExistingServer: false,
      timeout: 30_000,
    },
    // The failure tests' copy: it reads the site they switch into failures, without the response cache (these
    // tests are about the posts service and a failing WordPress).
    site(fakeSiteURL, {
      WORDPRESS_API_URL: fakeApiUrl(FAKE_SITES.blogErrors),
      WORDPRESS_TIMEOUT_MS: "3000",
      RESPONSE_CACHE_MB: "0",
    }),
    // The fixture posts that never fail, as a reader gets them, for every spec that only reads them. Images are
    // fetched from WordPress for several specs at once: the upstream limit is for one visitor.
    site(wordpressSiteURL, { WORDPRESS_API_URL: fakeApiUrl(), UPSTREAM_REQUESTS_PER_MINUTE: "0" }),
    // footer-menu's copy: with the response cache, so a change notice must drop the pages it kept too.
    site(footerMenuSiteURL, {
      WORDPRESS_API_URL: fakeApiUrl(FAKE_SITES.footerMenu),
      REVALIDATE_SECRET: FOOTER_MENU_SECRET,
    }),
    // The XSS corpus: its payloads ask for many images, and every answer is rendered again.
    site(xssSiteURL, {
      WORDPRESS_API_URL: fakeApiUrl(FAKE_SITES.xssCorpus),
      RESPONSE_CACHE_MB: "0",
      UPSTREAM_REQUESTS_PER_MINUTE: "0",
    }),
  ],
});
