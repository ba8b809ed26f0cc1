// The contract tests against a real WordPress (npm run test:wordpress, which starts WordPress first and passes
// its address and credentials in E2E_WORDPRESS_*): the production build reads it, and these specs run against
// the site: the contract suite in tests/wordpress/ and the blog's end-to-end specs.
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions, FAILURE_TRACE } from "#tests/support/chromium";
import { sitePort, siteUrl, wordpressUrl } from "./tests/wordpress/ports";

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests with npm run test:wordpress`);
  return value;
};

const settings = {
  NODE_ENV: "production",
  PORT: String(sitePort),
  HOST: "127.0.0.1",
  SITE_URL: siteUrl,
  WORDPRESS_API_URL: `${wordpressUrl}/wp-json/wp/v2`,
  WORDPRESS_USER: env("E2E_WORDPRESS_USER"),
  WORDPRESS_APP_PASSWORD: env("E2E_WORDPRESS_APP_PASSWORD"),
  REVALIDATE_SECRET: env("E2E_REVALIDATE_SECRET"),
  // PHP's server is slower than a production WordPress; every test here asks it many times.
  WORDPRESS_TIMEOUT_MS: "15000",
  UPSTREAM_REQUESTS_PER_MINUTE: "0",
  RENDERS_PER_MINUTE: "0",
  API_RATE_LIMIT_PER_MINUTE: "0",
};

export default defineConfig({
  testDir: "tests",
  testMatch: [
    "wordpress/*.spec.ts",
    "browser/blog-list.spec.ts",
    "browser/blog-post.spec.ts",
    "browser/blog-category.spec.ts",
  ],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: "list",
  timeout: 60_000,
  use: { baseURL: siteUrl, trace: FAILURE_TRACE, launchOptions: chromiumLaunchOptions },
  projects: [{ name: "wordpress", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: `${Object.entries(settings)
      .map(([name, value]) => `${name}=${value}`)
      .join(" ")} node server.js`,
    url: `${siteUrl}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
