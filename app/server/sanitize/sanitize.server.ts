// Every piece of HTML that reaches a visitor from the content source passes through here, on the server,
// before it is cached or sent. One compromised WordPress editor account must not become script on our pages.
// HTML is read by an HTML5-conformant parser (parse5), the way a browser reads it, then cut down to an
// allow-list and written out again (pipeline.server.ts): what leaves here can hold only the elements
// and attributes of schema.server.ts.
import type { Post } from "~/lib/posts";
import type { Config } from "~/server/config.server";
import type { Metrics } from "~/server/metrics/metrics.server";
import type { SanitizeOptions } from "./options.server";
import { createSanitizer } from "./pool.server";
import { siteFiles } from "./site-files.server";

// The room's door also hands on:
export { copyOtherDates, seoTexts } from "./field-copies.server";
/** @internal */
export { cleanContent } from "./pipeline.server";
/** @internal */
export { cleanExcerpt } from "./pipeline.server";
/** @internal */
export { cleanName } from "./pipeline.server";
/** @internal */
export { cleanTitle } from "./pipeline.server";
/** @internal */
export { SanitizerUnavailableError } from "./pool.server";
/** @internal */
export { createSanitizer } from "./pool.server";
/** @internal */
export { sanitizePostWith } from "./post.server";
/** @internal */
export { siteFiles } from "./site-files.server";
/** @internal */
export type { SanitizeOptions } from "./options.server";

/**
 * What the pipeline needs to know of this site's settings, as plain data.
 * @internal
 */
export function sanitizeOptions(settings: Config): SanitizeOptions {
  return {
    siteUrl: settings.siteUrl,
    mediaOrigins: settings.wordpress?.mediaOrigins ?? [],
    siteFiles: siteFiles(),
  };
}

export type PostSanitizer = {
  /**
   * A post with every HTML field sanitized and every name reduced to plain text, worked out in a worker thread;
   * over the time budget or the size limit, its plain text under a note.
   */
  sanitize(post: Post, client?: string): Promise<Post>;
  /** Starts the thread that stays (none in the caller's thread). */
  warm(): Promise<void>;
  /** Stops the worker threads. */
  close(): Promise<void>;
};

/** The posts' sanitizer for these settings: worker threads (started on first use), or the caller's own thread. */
export function createPostSanitizer(
  settings: Config,
  { threads = true, metrics }: { threads?: boolean; metrics?: Metrics } = {},
): PostSanitizer {
  const options = sanitizeOptions(settings);
  if (!threads)
    return {
      sanitize: async (post) => (await import("./post.server")).sanitizePostWith(post, options),
      warm: async () => {},
      close: async () => {},
    };
  const pool = createSanitizer({ ...settings.sanitize, metrics });
  return {
    sanitize: (post, client) => pool.sanitize(post, options, client),
    warm: () => pool.warm(),
    close: () => pool.close(),
  };
}
