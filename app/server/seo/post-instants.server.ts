// A post's dates as instants, for what machines read: JSON-LD, Open Graph, sitemap, feed. `date_gmt` when
// WordPress sent it, else the wall time read in the site's zone (SITE_TIME_ZONE); always printed with the offset
// of that zone. The parts come from lib/dates.ts, the one reader of WordPress's dates.
import { TZDate } from "@date-fns/tz";
import { format, formatISO } from "date-fns";
import { exactWallParts } from "~/lib/dates";

/**
 * The one place that turns WordPress's pair of fields into an instant: `gmt` (WordPress's `date_gmt` or
 * `modified_gmt`) when it is a real wall time, else `local` (`date` or `modified`) read in `timeZone`. The
 * result lives in `timeZone`, so it prints with that zone's offset. Null when neither is usable (WordPress
 * writes "0000-00-00T00:00:00" for a draft's `date_gmt`).
 * @internal
 */
export function siteInstant(local: unknown, gmt: unknown, timeZone: string): TZDate | null {
  const utc = exactWallParts(gmt);
  if (utc) {
    const [y, mo, d, h, mi, s] = utc;
    const ms = new Date(0).setUTCFullYear(y, mo - 1, d);
    return new TZDate(ms + ((h * 60 + mi) * 60 + s) * 1000, timeZone);
  }
  const wall = exactWallParts(local);
  if (!wall) return null;
  const [y, mo, d, h, mi, s] = wall;
  const instant = new TZDate(y, mo - 1, d, h, mi, s, timeZone);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** An instant as ISO 8601 with its offset, "2025-03-14T09:30:00+01:00": JSON-LD, Open Graph, sitemap. */
export function isoWithOffset(instant: TZDate): string {
  return formatISO(instant);
}

/** An instant as RSS wants it (RFC 822), with the same offset: "Fri, 14 Mar 2025 09:30:00 +0100". */
export function rfc822WithOffset(instant: TZDate): string {
  return format(instant, "EEE, dd MMM yyyy HH:mm:ss xx");
}

/** The date fields of a post as WordPress names them. */
type PostDates = { date: string; date_gmt?: string; modified?: string; modified_gmt?: string };

/** When a post was published, as an instant in `timeZone`; null for a post without a usable date. */
export function publishedAt(post: PostDates, timeZone: string): TZDate | null {
  return siteInstant(post.date, post.date_gmt, timeZone);
}

/** When a post was last changed: its `modified` date, or its publication when it has none (or an earlier one). */
export function modifiedAt(post: PostDates, timeZone: string): TZDate | null {
  const published = publishedAt(post, timeZone);
  const modified = siteInstant(post.modified, post.modified_gmt, timeZone);
  if (!modified) return published;
  return published && published.getTime() > modified.getTime() ? published : modified;
}

/** Today's date in `timeZone` as [year, month, day]: the day a reader reads a page (a reference's "cit."). */
export function today(timeZone: string, now = Date.now()): [number, number, number] {
  const day = new TZDate(now, timeZone);
  return [day.getFullYear(), day.getMonth() + 1, day.getDate()];
}
