// The fields of a post copied alike wherever a post is rebuilt field by field: when WordPress's JSON is read
// (sources/wordpress-shapes.server.ts) and when a post is sanitized (post.server.ts).
import { isWallTime } from "~/lib/dates";
import type { Post, SeoHead } from "~/lib/posts";

const OTHER_DATES = ["date_gmt", "modified", "modified_gmt"] as const;
const SEO_TEXTS = ["title", "description", "og_title", "og_description"] as const;

/**
 * Copies the post's other dates onto `to`, each only when it is a real wall time (lib/dates.ts reads them), and
 * only for a post whose own date is real: a post is dated by all of its fields or by none.
 */
export function copyOtherDates(from: Partial<Record<(typeof OTHER_DATES)[number], unknown>>, to: Post): void {
  for (const field of OTHER_DATES) {
    const value = from[field];
    if (to.date && isWallTime(value)) to[field] = value;
  }
}

/** The SEO texts of `from` that `text` turns into something to show; texts that come out empty are left out. */
export function seoTexts<T>(
  from: Partial<Record<(typeof SEO_TEXTS)[number], T>>,
  text: (value: T | undefined) => string | undefined,
): SeoHead {
  const head: SeoHead = {};
  for (const field of SEO_TEXTS) {
    const value = text(from[field]);
    if (value) head[field] = value;
  }
  return head;
}
