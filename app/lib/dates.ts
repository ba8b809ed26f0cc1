import { format, isValid } from "date-fns";

/** The day format the specification asks for, e.g. "March 14, 2025". */
export const POST_DATE_FORMAT = "MMMM d, yyyy";

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/**
 * WordPress's `date` is the site's local wall time without a zone ("2025-03-14T09:30:00").
 * `new Date(string)` would read it in the reader's zone (or as UTC), so a server in one zone and a browser in
 * another could print different days. We read the calendar parts and build a local date from them instead:
 * the printed day is always the one written in the string.
 */
export function parseWallTime(wpDate: string): Date | null {
  const m = WALL_TIME.exec(wpDate.trim());
  if (!m) return null;
  const [year, month, day, hours, minutes, seconds] = m.slice(1).map((part) => Number(part ?? 0)) as number[];
  const date = new Date(year!, month! - 1, day!, hours, minutes, seconds);
  // Reject impossible calendar dates such as 2025-02-30 instead of rolling them over.
  if (
    !isValid(date) ||
    date.getFullYear() !== year ||
    date.getMonth() !== month! - 1 ||
    date.getDate() !== day
  ) {
    return null;
  }
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
