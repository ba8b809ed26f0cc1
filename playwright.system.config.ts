// The system tier: the production build among real servers (Debian's nginx, Varnish and systemd), started by
// each spec on 127.0.0.1 with settings of its own, and the load, fault and resilience tests. Run on their own,
// after the browser tier, so their load does not slow it (docs/testing.md). The real WordPress suite is the
// rest of this tier: playwright.wordpress.config.ts.
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions, FAILURE_TRACE } from "#tests/support/chromium";

export default defineConfig({
  testDir: "tests/system",
  // Each spec starts its own servers; two at once share the machine's cores with the load they make.
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI
    ? "list"
    : [["list"], ["html", { open: "never", outputFolder: "playwright-report/system" }]],
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 20_000 : 5_000 },
  use: { trace: FAILURE_TRACE, launchOptions: chromiumLaunchOptions },
  projects: [{ name: "system", use: { ...devices["Desktop Chrome"] } }],
});
