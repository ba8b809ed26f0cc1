// Small helpers for the XML the site serves (sitemap, RSS feed).
import { isWallTime } from "~/lib/dates";

/** Characters XML 1.0 does not allow at all (they would make the document ill-formed, even escaped). */
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Escapes text for an XML element or attribute value. */
export function xmlEscape(text: string): string {
  return text
    .replace(INVALID_XML_CHARS, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** The UTC offset of `timeZone` at instant `ms`, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * WordPress's `date` ("2025-03-14T09:30:00", the site's wall time without a zone) as an instant, reading it
 * in `timeZone` (SITE_TIME_ZONE, default Europe/Prague). Anything but a real wall time is an Invalid Date.
 */
export function wallTimeToDate(wall: string, timeZone: string): Date {
  const match = isWallTime(wall) && /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/.exec(wall);
  if (!match) return new Date(Number.NaN);
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi, s);
  let instant = guess - offsetAt(guess, timeZone);
  instant = guess - offsetAt(instant, timeZone); // right across a daylight-saving change
  return new Date(instant);
}

/** A post date as RSS wants it ("Fri, 14 Mar 2025 08:30:00 GMT"), or undefined when it has no valid date. */
export function rfc822(wall: string, timeZone: string): string | undefined {
  const date = wallTimeToDate(wall, timeZone);
  return Number.isNaN(date.getTime()) ? undefined : date.toUTCString();
}
