// The front matter's fields of an embedded post, read and checked: dates, lists, terms, translations, and the
// automatic excerpt.
import { toExactWallTime } from "~/lib/dates";
import { isLocale, type Locale, LOCALES } from "~/content/locales";
import { SLUG_PATTERN, SourceError } from "./source.server";

const EXCERPT_WORDS = 55;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/**
 * Front matter dates arrive as strings, or as Date objects when YAML reads them (wall time taken as UTC).
 * The result is checked like WordPress's dates: a real day and time, or the file is broken.
 */
export function toWallTime(value: unknown, file: string, field = "date"): string {
  let wall: string | null = null;
  if (value instanceof Date && !Number.isNaN(value.getTime())) {
    const d = value;
    wall = toExactWallTime(
      `${String(d.getUTCFullYear()).padStart(4, "0")}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`,
    );
  }
  if (typeof value === "string") wall = toExactWallTime(value);
  if (!wall)
    throw new SourceError(`${file}: ${field} must be a real date like 2025-03-14 or 2025-03-14T09:30:00`);
  return wall;
}

export function list(value: unknown): string[] {
  if (Array.isArray(value))
    return value
      .map(String)
      .map((s) => s.trim())
      .filter(Boolean);
  if (typeof value === "string")
    return value
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  return [];
}

/** WordPress's automatic excerpt: the first 55 words of the text, then [&hellip;]. */
export function autoExcerpt(html: string): string {
  const text = html
    // Equations (their TeX source besides) and footnotes are no words of the opening.
    .replace(
      /<math[\s\S]*?<\/math>|<sup data-fn[\s\S]*?<\/sup>|<ol class="wp-block-footnotes">[\s\S]*?<\/ol>/g,
      "",
    )
    .replace(/<\/(p|h\d|li|td|th|pre|blockquote|figcaption)>/g, " ")
    .replace(/<[^>]*>/g, "");
  const words = text.split(/\s+/).filter(Boolean);
  const cut = words.slice(0, EXCERPT_WORDS).join(" ");
  return `<p>${cut}${words.length > EXCERPT_WORDS ? " [&hellip;]" : ""}</p>\n`;
}

/** `translations: {en: some-slug}`: the same post in the other languages, by slug. */
export function translationsOf(value: unknown, lang: Locale, file: string): Partial<Record<Locale, string>> {
  const problem = `${file}: translations must map a language (${LOCALES.join(", ")}) to a post's slug`;
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new SourceError(problem);
  const translations: Partial<Record<Locale, string>> = {};
  for (const [key, slug] of Object.entries(value)) {
    if (!isLocale(key) || key === lang || typeof slug !== "string" || !SLUG_PATTERN.test(slug))
      throw new SourceError(problem);
    translations[key] = slug;
  }
  return translations;
}

/**
 * A stable positive 31-bit id from a string (FNV-1a), so ids survive adding or removing other posts.
 * @internal
 */
export function stableId(text: string): number {
  let hash = 0x811c9dc5;
  for (const ch of text) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 2147483647 || 1;
}
