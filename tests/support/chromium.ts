// Debian's Chromium, as every test and script here starts it. Without the networking flags it keeps
// trying to reach Google's hosts, which a closed network refuses.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/**
 * What a failed test leaves behind: its actions and console in a trace (the page's accessibility tree is written
 * beside it as error-context.md). Recorded for every test and kept only on failure, so without the screencast
 * and the DOM snapshots (which the network log comes with): they cost the browser tier 40 % of its time
 * (accessibility spec: 186 s with them, 109 s without; docs/testing.md). For a failure that needs them, run the
 * one test again with `--trace on`.
 */
export const FAILURE_TRACE = { mode: "retain-on-failure", screenshots: false, snapshots: false } as const;
