// Sanitizing runs off the event loop, in a pool of worker threads (tinypool, decision 023): while one post is
// being sanitized, the server keeps answering everything else. Each post has a time budget and a size limit;
// a post over either is shown as its plain text under a note (fallback.server.ts), and logged. A post is
// sanitized once however many pages ask for it at once or soon after (one run shared, the result kept), clients
// take turns for the threads (fair-queue.server.ts), and the threads outlive every run that started.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { LRUCache } from "lru-cache";
import Tinypool from "tinypool";
import type { Post } from "~/lib/posts";
import type { Metrics } from "~/server/metrics/metrics.server";
import { createFairQueue } from "./fair-queue.server";
import type { SanitizeOptions } from "./options.server";
import type { SanitizeTask } from "./worker.server";
import { log as siteLog } from "~/server/log/log.server";

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
  /** Posts one client may have waiting; default WAITING_PER_CLIENT. The site's own reads are not limited. */
  waitingPerClient?: number;
};

export type Sanitizer = {
  /** `client`: who the post is for (server/app.ts clientKey); none: the site itself (a refresh, the sitemap). */
  sanitize(post: Post, options: SanitizeOptions, client?: string): Promise<Post>;
  /** Starts the thread that stays, with its code loaded; resolves when it is (or could not be) started. */
  warm(): Promise<void>;
  /** Stops the worker threads once every run that started has ended. */
  close(): Promise<void>;
};

/**
 * Posts one client may have waiting for a thread: more than the most one page reads at once (an editor's page
 * among more than 100 reads four pages of 100), so only a client that keeps asking for new posts meets it.
 */
const WAITING_PER_CLIENT = 1000;
/** Characters of sanitized posts kept, so a post shown again (by another search, say) is not sanitized again. */
const KEPT_CHARS = 32_000_000;

/**
 * The threads could not be started or were stopped: the site's failure, not the post's, so nothing is kept.
 * @internal
 */
export class SanitizerUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The sanitizer's threads are not running", { cause });
    this.name = "SanitizerUnavailableError";
  }
}

const sizeOf = (post: Post) =>
  post.title.rendered.length + post.excerpt.rendered.length + post.content.rendered.length;

/**
 * The worker's file. From the TypeScript sources (`npm run dev`, Vitest) it is worker-dev.mjs, which
 * compiles the worker on the fly. From the build it is build/server/sanitize-worker.js (vite.config.ts), beside
 * build/server/index.js: this code is in index.js or in a chunk of build/server/assets/.
 * @internal
 */
export function workerFile(here = import.meta.url): URL {
  if (/\.tsx?$/.test(new URL(here).pathname)) return new URL("./worker-dev.mjs", here);
  const beside = ["./sanitize-worker.js", "../sanitize-worker.js"].map((path) => new URL(path, here));
  return beside.find((url) => existsSync(url)) ?? beside[0]!;
}

/** A thread without a post for this long stops. */
const IDLE_MS = 30_000;
/** A further thread is started once a post has waited about as long as starting one takes. */
const GROW_AFTER_MS = 200;

export function createSanitizer(settings: SanitizerOptions): Sanitizer {
  const log = settings.log ?? ((message: string) => siteLog.warn(message));
  // A task is handed to the pool only when a thread is free, so its budget counts its own work, not a wait.
  const queue = createFairQueue(settings.threads, settings.waitingPerClient ?? WAITING_PER_CLIENT, GROW_AFTER_MS);
  const { metrics } = settings;
  metrics?.watchSanitizeQueue(() => queue.waiting);
  const inflight = new Map<string, Promise<Post>>();
  const kept = new LRUCache<string, Post>({
    maxSize: KEPT_CHARS,
    sizeCalculation: (post) => sizeOf(post) + 1,
  });
  let pool: Tinypool | undefined;
  let ready: Promise<unknown> | undefined;
  let closed = false;
  let stopped: Promise<void> | undefined;
  /** Plain text shown for a post over a budget: not kept, so the next read tries the post again. */
  const shownAsText = new WeakSet<Post>();
  /** Resolves the close() waiting for the runs in flight to end. */
  let drained: (() => void) | undefined;

  async function start(): Promise<unknown> {
    const file = settings.file ?? workerFile();
    // A thread whose file is missing would fail as it starts, outside any task, which then never ends.
    if (!existsSync(file)) throw new Error(`no worker file at ${file.pathname}`);
    pool = new Tinypool({
      filename: file.href,
      // One thread stays, so a post's first render never waits for a thread to start (0.1-0.2 s); the others
      // stop when idle and give their memory back (20-40 MB each).
      minThreads: 1,
      maxThreads: settings.threads,
      idleTimeout: IDLE_MS,
      // A post that tries to exhaust memory ends its own thread, not the server. A young generation of 8 MB
      // (V8's default is 32 MB in a thread, resident once used) sanitizes as fast (decision 070).
      resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 8 },
    });
    // The thread that stays loads its code before the first budget starts; others start when posts wait.
    return pool.run(undefined, { name: "warm" });
  }

  async function asText(post: Post, options: SanitizeOptions, reason: string): Promise<Post> {
    log(`Post ${post.id} (${post.slug}) ${reason}: shown as plain text`);
    // Loaded when first needed: it cleans the other fields with the pipeline, which the server's thread
    // otherwise never runs.
    const { plainTextPost } = await import("./fallback.server");
    const text = plainTextPost(post, options);
    shownAsText.add(text);
    return text;
  }

  async function threads(): Promise<Tinypool> {
    try {
      if (closed) throw new Error("stopped");
      ready ??= start().catch((error: unknown) => {
        // Threads that cannot start (a missing worker file): tried again for the next post.
        ready = undefined;
        void pool?.destroy();
        throw error;
      });
      await ready;
      if (!pool) throw new Error("stopped");
      return pool;
    } catch (error) {
      log(`The sanitizer's threads are not running (${(error as Error).message})`);
      throw new SanitizerUnavailableError(error);
    }
  }

  async function run(post: Post, options: SanitizeOptions, client: string | undefined): Promise<Post> {
    const size = sizeOf(post);
    if (size > settings.maxChars) {
      metrics?.sanitizeOverBudget("size");
      return asText(post, options, `is ${size} characters of HTML, over ${settings.maxChars}`);
    }
    const task: SanitizeTask = { post, options };
    const workers = await threads();
    return queue.run(client, async () => {
      const started = performance.now();
      try {
        return await workers.run(task, { signal: AbortSignal.timeout(settings.budgetMs) });
      } catch (error) {
        const timedOut = (error as Error).name === "AbortError" || (error as Error).name === "TimeoutError";
        if (timedOut) metrics?.sanitizeOverBudget("time");
        const reason = timedOut
          ? `took longer than ${settings.budgetMs} ms to sanitize`
          : `could not be sanitized (${(error as Error).message})`;
        return asText(post, options, reason);
      } finally {
        metrics?.sanitizeRan((performance.now() - started) / 1000);
      }
    });
  }

  return {
    warm: () =>
      threads().then(
        () => undefined,
        () => undefined,
      ),

    sanitize(post, options, client) {
      // The post's every field and the options, so a post that changed in any way is sanitized again.
      const key = createHash("sha256")
        .update(JSON.stringify([post, options]))
        .digest("base64");
      const known = kept.get(key) ?? inflight.get(key);
      if (known) return Promise.resolve(known);
      const running = run(post, options, client)
        .then((clean) => {
          if (!shownAsText.has(clean)) kept.set(key, clean);
          return clean;
        })
        .finally(() => {
          inflight.delete(key);
          if (inflight.size === 0) drained?.();
        });
      inflight.set(key, running);
      return running;
    },

    close() {
      // Renders still in flight after SIGTERM finish with the threads they started on; later ones fail.
      closed = true;
      stopped ??= (async () => {
        if (inflight.size > 0) await new Promise<void>((resolve) => (drained = resolve));
        const running = pool;
        pool = undefined;
        ready = undefined;
        kept.clear();
        await running?.destroy();
      })();
      return stopped;
    },
  };
}
