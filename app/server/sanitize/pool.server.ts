// Sanitizing runs off the event loop, in a pool of worker threads (tinypool, decision 023): while one post is
// being sanitized, the server keeps answering everything else. Each post has a time budget and a size limit;
// a post over either is shown as its plain text under a note (fallback.server.ts), and logged.
import { existsSync } from "node:fs";
import pLimit from "p-limit";
import Tinypool from "tinypool";
import type { Post } from "~/lib/posts";
import type { Metrics } from "~/server/metrics/metrics.server";
import { plainTextPost } from "./fallback.server";
import type { SanitizeOptions } from "./options.server";
import type { SanitizeTask } from "./worker.server";

export type SanitizerOptions = {
  /** Worker threads (SANITIZE_THREADS). */
  threads: number;
  /** Milliseconds one post may take in a worker before it is shown as text (SANITIZE_TIME_BUDGET_MS). */
  budgetMs: number;
  /** Characters of HTML in a post's title, excerpt and body together, past which it is shown as text. */
  maxChars: number;
  log?: (message: string) => void;
  /** The worker's file; default workerFile(). */
  file?: URL;
  /** Counts the waiting posts, each run's time and the posts over a budget. */
  metrics?: Metrics;
};

export type Sanitizer = {
  sanitize(post: Post, options: SanitizeOptions): Promise<Post>;
  /** Stops the worker threads. */
  close(): Promise<void>;
};

/**
 * The worker's file. From the TypeScript sources (`npm run dev`, Vitest) it is worker-dev.mjs, which
 * compiles the worker on the fly. From the build it is build/server/sanitize-worker.js (vite.config.ts), beside
 * build/server/index.js: this code is in index.js or in a chunk of build/server/assets/.
 */
export function workerFile(here = import.meta.url): URL {
  if (/\.tsx?$/.test(new URL(here).pathname)) return new URL("./worker-dev.mjs", here);
  const beside = ["./sanitize-worker.js", "../sanitize-worker.js"].map((path) => new URL(path, here));
  return beside.find((url) => existsSync(url)) ?? beside[0]!;
}

export function createSanitizer(settings: SanitizerOptions): Sanitizer {
  const log = settings.log ?? ((message: string) => console.warn(message));
  // A task is handed to the pool only when a thread is free, so its budget counts its own work, not a wait.
  const limit = pLimit(settings.threads);
  const { metrics } = settings;
  metrics?.watchSanitizeQueue(() => limit.pendingCount);
  let pool: Tinypool | undefined;
  let ready: Promise<unknown> | undefined;

  function start(): Promise<unknown> {
    pool = new Tinypool({
      filename: (settings.file ?? workerFile()).href,
      minThreads: settings.threads,
      maxThreads: settings.threads,
      idleTimeout: 60_000,
      // A post that tries to exhaust memory ends its own thread, not the server.
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    // Each thread loads its code before the first budget starts.
    return Promise.all(
      Array.from({ length: settings.threads }, () => pool!.run(undefined, { name: "warm" })),
    );
  }

  function asText(post: Post, options: SanitizeOptions, reason: string): Post {
    log(`Post ${post.id} (${post.slug}) ${reason}: shown as plain text`);
    return plainTextPost(post, options);
  }

  return {
    async sanitize(post, options) {
      const size = post.title.rendered.length + post.excerpt.rendered.length + post.content.rendered.length;
      if (size > settings.maxChars) {
        metrics?.sanitizeOverBudget("size");
        return asText(post, options, `is ${size} characters of HTML, over ${settings.maxChars}`);
      }
      const task: SanitizeTask = { post, options };
      try {
        ready ??= start().catch((error: unknown) => {
          // Threads that cannot start (a missing worker file): tried again for the next post.
          ready = undefined;
          void pool?.destroy();
          throw error;
        });
        await ready;
        return await limit(async () => {
          const started = performance.now();
          try {
            return await pool!.run(task, { signal: AbortSignal.timeout(settings.budgetMs) });
          } finally {
            metrics?.sanitizeRan((performance.now() - started) / 1000);
          }
        });
      } catch (error) {
        const timedOut = (error as Error).name === "AbortError" || (error as Error).name === "TimeoutError";
        if (timedOut) metrics?.sanitizeOverBudget("time");
        const reason = timedOut
          ? `took longer than ${settings.budgetMs} ms to sanitize`
          : `could not be sanitized (${(error as Error).message})`;
        return asText(post, options, reason);
      }
    },

    async close() {
      const running = pool;
      pool = undefined;
      ready = undefined;
      await running?.destroy();
    },
  };
}
