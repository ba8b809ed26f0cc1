import { format, isValid } from "date-fns";

/** The day format the specification asks for, e.g. "March 14, 2025". */
export const POST_DATE_FORMAT = "MMMM d, yyyy";

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/;
const EXACT_WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;

/**
 * True for a post date exactly as WordPress writes it, "2025-03-14T09:30:00", naming a real day and time.
 * Sources keep a post's date only when this holds (else ""), so nothing else ever reaches HTML, XML or JSON-LD.
 */
export function isWallTime(value: unknown): value is string {
  const m = typeof value === "string" ? EXACT_WALL_TIME.exec(value) : null;
  if (!m) return false;
  const [year, month, day, hours, minutes, seconds] = m.slice(1).map(Number) as number[];
  const leap = year! % 4 === 0 && (year! % 100 !== 0 || year! % 400 === 0);
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month! - 1];
  return (
    year! >= 1 &&
    daysInMonth !== undefined &&
    day! >= 1 &&
    day! <= daysInMonth &&
    hours! <= 23 &&
    minutes! <= 59 &&
    seconds! <= 59
  );
}

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
