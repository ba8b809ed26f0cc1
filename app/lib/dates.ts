// Every reading of a post date happens here. WordPress writes `date` as the site's wall time without a zone
// ("2025-03-14T09:30:00") and, beside it, `date_gmt` as the same moment in UTC (also without a zone). The
// day a reader sees is the written day; the instant that machines read (JSON-LD, Open Graph, sitemap, feed)
// is `date_gmt` when WordPress sent it, else the wall time read in the site's zone (SITE_TIME_ZONE), and it
// is always printed with the offset of that zone.
import { TZDate } from "@date-fns/tz";
import { format, formatISO } from "date-fns";

/** The day format the specification asks for, e.g. "March 14, 2025". */
export const POST_DATE_FORMAT = "MMMM d, yyyy";

type WallParts = [year: number, month: number, day: number, hours: number, minutes: number, seconds: number];

const EXACT_WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;
/** What editors write and what some feeds send: a bare day, a space for the T, seconds left out, a zone after. */
const LOOSE_WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/** The calendar parts of a wall time, or null when they name no real day and time. */
function wallParts(value: unknown, pattern: RegExp): WallParts | null {
  const m = typeof value === "string" ? pattern.exec(value) : null;
  if (!m) return null;
  const [year, month, day, hours, minutes, seconds] = m
    .slice(1)
    .map((part) => Number(part ?? 0)) as WallParts;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  const real =
    year >= 1 &&
    daysInMonth !== undefined &&
    day >= 1 &&
    day <= daysInMonth &&
    hours <= 23 &&
    minutes <= 59 &&
    seconds <= 59;
  return real ? [year, month, day, hours, minutes, seconds] : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * True for a post date exactly as WordPress writes it, "2025-03-14T09:30:00", naming a real day and time.
 * Sources keep a post's date only when this holds (else ""), so nothing else ever reaches HTML, XML or JSON-LD.
 */
export function isWallTime(value: unknown): value is string {
  return wallParts(value, EXACT_WALL_TIME) !== null;
}

/**
 * A date as an editor may write it ("2025-03-14", "2025-03-14 09:30", "2025-03-14T09:30:00") in WordPress's
 * exact form, or null when it names no real day and time.
 */
export function toExactWallTime(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?)?$/.test(trimmed)) return null;
  const parts = wallParts(trimmed, LOOSE_WALL_TIME);
  if (!parts) return null;
  const [y, mo, d, h, mi, s] = parts;
  return `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}`;
}

/**
 * The written calendar day and time as a Date in the reader's own zone, for printing the day only: a server
 * in one zone and a browser in another print the same day, the one written in the string.
 */
export function parseWallTime(wpDate: string): Date | null {
  const parts = wallParts(wpDate.trim(), LOOSE_WALL_TIME);
  if (!parts) return null;
  const [y, mo, d, h, mi, s] = parts;
  const date = new Date(y, mo - 1, d, h, mi, s);
  date.setFullYear(y); // years below 100 would otherwise mean 19xx
  return date;
}

/** A post's date as 'MMMM d, yyyy'; an unreadable date prints as an empty string rather than "Invalid Date". */
export function formatPostDate(wpDate: string): string {
  const date = parseWallTime(wpDate);
  return date ? format(date, POST_DATE_FORMAT) : "";
}

/** The calendar day of a post ("2025-03-14"), for `<time dateTime>`. */
export function postDateTime(wpDate: string): string | undefined {
  return parseWallTime(wpDate) ? wpDate.trim().slice(0, 10) : undefined;
}

/**
 * The one place that turns WordPress's pair of fields into an instant: `gmt` (WordPress's `date_gmt` or
 * `modified_gmt`) when it is a real wall time, else `local` (`date` or `modified`) read in `timeZone`. The
 * result lives in `timeZone`, so it prints with that zone's offset. Null when neither is usable (WordPress
 * writes "0000-00-00T00:00:00" for a draft's `date_gmt`).
 */
export function siteInstant(local: unknown, gmt: unknown, timeZone: string): TZDate | null {
  const utc = wallParts(gmt, EXACT_WALL_TIME);
  if (utc) {
    const [y, mo, d, h, mi, s] = utc;
    const ms = new Date(0).setUTCFullYear(y, mo - 1, d);
    return new TZDate(ms + ((h * 60 + mi) * 60 + s) * 1000, timeZone);
  }
  const wall = wallParts(local, EXACT_WALL_TIME);
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
