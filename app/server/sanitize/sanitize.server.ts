// Every piece of HTML that reaches a visitor from the content source passes through here, on the server,
// before it is cached or sent. One compromised WordPress editor account must not become script on our pages.
// HTML is read by an HTML5-conformant parser (parse5), the way a browser reads it, then cut down to an
// allow-list and written out again (pipeline.server.ts): what leaves here can hold only the elements
// and attributes of schema.server.ts.
import type { Post } from "~/lib/posts";
import { config } from "~/server/config.server";
import { cleanContent, cleanExcerpt, cleanName, cleanTitle, type SanitizeOptions } from "./pipeline.server";
import { createSanitizer, type Sanitizer } from "./pool.server";
import { siteFiles } from "./site-files.server";

// The room's door also hands on:
export { copyOtherDates, seoTexts } from "./field-copies.server";
export { createSanitizer } from "./pool.server";
export type { PostImageOptions } from "./post-images.server";
export { sanitizePostWith } from "./post.server";
export { siteFiles } from "./site-files.server";
export { TABLE_SCROLL_CLASS } from "./tables.server";
export type { SanitizeOptions } from "./pipeline.server";

/** What the pipeline needs to know of this site's settings, as plain data. */
export function sanitizeOptions(): SanitizeOptions {
  const settings = config();
  return {
    siteUrl: settings.siteUrl,
    mediaOrigins: settings.wordpress?.mediaOrigins ?? [],
    siteFiles: siteFiles(),
  };
}

/** Sanitizes a post body (content.rendered). */
export const sanitizeContent = (html: string, options = sanitizeOptions()) => cleanContent(html, options);

export const sanitizeExcerpt = (html: string, options = sanitizeOptions()) => cleanExcerpt(html, options);

export const sanitizeTitle = (html: string, options = sanitizeOptions()) => cleanTitle(html, options);

/** Plain text from untrusted HTML (author and term names, alt texts): tags dropped, entities decoded. */
export const sanitizeName = (html: string, options = sanitizeOptions()) => cleanName(html, options);

let pool: Sanitizer | undefined;

/**
 * A post with every HTML field sanitized and every name reduced to plain text, worked out in a worker thread;
 * over the time budget or the size limit, its plain text under a note.
 */
export function sanitizePost(post: Post): Promise<Post> {
  pool ??= createSanitizer(config().sanitize);
  return pool.sanitize(post, sanitizeOptions());
}

/** Stops the worker threads; the next sanitizePost starts them again with the settings of that time. */
export async function closeSanitizer(): Promise<void> {
  const running = pool;
  pool = undefined;
  await running?.close();
}
