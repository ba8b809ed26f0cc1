// Every reading of a post date starts here. WordPress writes `date` as the site's wall time without a zone
// ("2025-03-14T09:30:00") and, beside it, `date_gmt` as the same moment in UTC (also without a zone). The
// day a reader sees is the written day, printed from its parts, so no zone (the server's or the reader's) can
// move it. The instant that machines read (JSON-LD, Open Graph, sitemap, feed) is worked out on the server from
// the same parts (server/seo/post-instants.server.ts). No libraries here: every page with a post card loads this.

/** The months of the site's English date format, "MMMM d, yyyy": "March 14, 2025" (no ordinals, no weekday). */
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** Czech prints the day as "2. října 2025": the month in the genitive, a non-breaking space after the day. */
const MONTHS_CS = [
  "ledna",
  "února",
  "března",
  "dubna",
  "května",
  "června",
  "července",
  "srpna",
  "září",
  "října",
  "listopadu",
  "prosince",
];

export type WallParts = [
  year: number,
  month: number,
  day: number,
  hours: number,
  minutes: number,
  seconds: number,
];

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
  return exactWallParts(value) !== null;
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

/** The parts of a date exactly as WordPress writes it, or null (see isWallTime). */
export function exactWallParts(value: unknown): WallParts | null {
  return wallParts(value, EXACT_WALL_TIME);
}

/** The written day and time of a post date as an editor or a feed may write it; a zone after it is ignored. */
function writtenParts(wpDate: string): WallParts | null {
  return wallParts(wpDate.trim(), LOOSE_WALL_TIME);
}

/**
 * A post's date as 'MMMM d, yyyy' in English, "d. MMMM yyyy" (genitive) in Czech; an unreadable date prints
 * as an empty string rather than "Invalid Date".
 */
export function formatPostDate(wpDate: string, locale: "en" | "cs" = "en"): string {
  const parts = writtenParts(wpDate);
  if (!parts) return "";
  const [year, month, day] = parts;
  if (locale === "cs") return `${day}.\u00a0${MONTHS_CS[month - 1]} ${pad(year, 4)}`;
  return `${MONTHS[month - 1]} ${day}, ${pad(year, 4)}`;
}

/** The calendar day of a post ("2025-03-14"), for `<time dateTime>`. */
export function postDateTime(wpDate: string): string | undefined {
  return writtenParts(wpDate) ? wpDate.trim().slice(0, 10) : undefined;
}
