// The sanitizer as the site runs it, in the test's own thread, with the options the environment's settings give
// (vi.stubEnv), read at each call.
import type { Post } from "~/lib/posts";
import { parseConfig } from "~/server/config.server";
import {
  type SanitizeOptions,
  cleanContent,
  cleanExcerpt,
  cleanName,
  cleanTitle,
  createPostSanitizer,
  sanitizeOptions,
} from "~/server/sanitize/sanitize.server";

const options = () => sanitizeOptions(parseConfig(process.env));

export const sanitizeContent = (html: string, given: SanitizeOptions = options()) => cleanContent(html, given);
export const sanitizeExcerpt = (html: string, given: SanitizeOptions = options()) => cleanExcerpt(html, given);
export const sanitizeTitle = (html: string, given: SanitizeOptions = options()) => cleanTitle(html, given);
/** Plain text from untrusted HTML (author and term names, alt texts). */
export const sanitizeName = (html: string, given: SanitizeOptions = options()) => cleanName(html, given);

/** A whole post, as the posts service has it sanitized before keeping it. */
export const sanitizePost = (post: Post) =>
  createPostSanitizer(parseConfig(process.env), { threads: false }).sanitize(post);
