// What every step of the sanitizer is told about the site and the post.
import type { Locale } from "~/content/locales";

/** Everything a step may know besides the tree: plain data only (it is copied into worker threads). */
export type SanitizeOptions = {
  /** The site's public origin (SITE_URL), e.g. "https://www.example.com". */
  siteUrl: string;
  /** Origins WordPress serves media from (its own and any CDN named): images, video, audio, CSS url(). */
  mediaOrigins: string[];
  /** The site's own files as paths (`/images/blog/a.svg`): the only addresses on the site a post may load. */
  siteFiles: string[];
  /** The post's language, when known: texts the sanitizer writes into a body (embed facades) are in it. */
  lang?: Locale;
};
