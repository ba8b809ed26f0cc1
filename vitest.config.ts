import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { pdfFacts } from "./vite-pdf-facts.ts";

// Unit, component and server integration tests sit beside the code they test, in app/, server/ and beside the
// build's own plugins (tests/ holds the browser suites and what every suite shares: tests/support/).
export default defineConfig({
  plugins: [pdfFacts()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "vite-*.test.ts"],
    environment: "node",
    // Worker threads start faster than child processes: 102 s against 113 s for the whole tier here.
    pool: "threads",
    // Every core: Vitest keeps one to itself by default, which on a 2-core machine ran one file at a time
    // (98 s against 70 s here).
    maxWorkers: availableParallelism(),
    // The first post a test file sanitizes starts a worker thread that compiles the sanitizer (tsx): seconds
    // on a busy machine, which the default 5 s left too little room for.
    testTimeout: 20_000,
    // One sanitizer thread per test file: each compiles the sanitizer, CPU the timing-sensitive tests share.
    env: { SANITIZE_THREADS: "1" },
    setupFiles: ["./tests/support/setup-vitest.ts"],
  },
});
