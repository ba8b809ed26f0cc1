// The task a sanitizer worker thread runs (pool.server.ts): one post, sanitized. Bundled by
// `npm run build` into build/server/sanitize-worker.js (vite.config.ts); in development and tests it is
// loaded through worker-dev.mjs.
import type { Post } from "~/lib/posts";
import type { SanitizeOptions } from "./options.server";
import { sanitizePostWith } from "./post.server";

export type SanitizeTask = { post: Post; options: SanitizeOptions };

export default function sanitizeTask({ post, options }: SanitizeTask): Post {
  return sanitizePostWith(post, options);
}

/** Loads the thread's code before any post is timed (pool.server.ts). */
export function warm(): void {}
