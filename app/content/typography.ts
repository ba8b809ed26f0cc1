// Typesetting rules applied to the site's texts, so that what belongs together never ends up on two lines:
// a postal code and its town ("160 00 Praha 6"), a number and its unit, the two ends of a range ("2019–2024"),
// a legal abbreviation and its number ("čl. 16", "č. 110/2019 Sb.", "Art. 16"). Czech adds its own rules for
// one-letter words and thousands. Editors write ordinary spaces; these put the non-breaking ones in.
import type { Locale } from "./locales";

const NBSP = "\u00a0";
/** An en dash may end a line (Unicode line breaking): a word joiner after it keeps a range whole. */
const WORD_JOINER = "\u2060";

const UNITS = [
  "%",
  "‰",
  "°C",
  "K",
  "kV",
  "V",
  "mA",
  "W",
  "nm",
  "µm",
  "μm",
  "mm",
  "cm",
  "m",
  "km",
  "mg",
  "g",
  "kg",
  "ml",
  "mL",
  "l",
  "s",
  "ms",
  "min",
  "h",
  "rpm",
  "Pa",
  "kPa",
  "MPa",
  "kB",
  "KB",
  "MB",
  "GB",
  "Kč",
  "€",
  "x",
  "×",
];
const CZECH_WORD_UNITS = [
  "ot\\.",
  "hodin",
  "hodiny",
  "dnů",
  "dní",
  "dny",
  "let",
  "roky",
  "týdnů",
  "měsíců",
  "stran",
];
const ENGLISH_WORD_UNITS = [
  "hours",
  "days",
  "years",
  "weeks",
  "months",
  "minutes",
  "seconds",
  "pages",
  "words",
];

const unitRule = (words: string[]) =>
  new RegExp(`(?<=\\d) (?=(?:${[...UNITS.map(escape), ...words].join("|")})(?![\\p{L}\\d]))`, "gu");
const CZECH_UNITS = unitRule(CZECH_WORD_UNITS);
const ENGLISH_UNITS = unitRule(ENGLISH_WORD_UNITS);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The rules both languages share (addresses, ranges): what no language may break. */
export function keepTogether(text: string): string {
  return (
    text
      // A Czech postal code ("160 00"), and the town after it.
      .replace(/(?<![\d\p{L}])(\d{3}) (\d{2})(?![\d\p{L}]) (?=\p{Lu})/gu, `$1${NBSP}$2${NBSP}`)
      .replace(/(?<![\d\p{L}])(\d{3}) (\d{2})(?![\d\p{L}])/gu, `$1${NBSP}$2`)
      // A town and its district: "Praha 6", "Prague 6".
      .replace(/(?<=\b(?:Praha|Prague|Brno|Ostrava|Plzeň)) (?=\d{1,2}(?!\d))/gu, NBSP)
      // A range of numbers: "2019–2024", "8–12".
      .replace(/(?<=\d)–(?=\d)/g, `–${WORD_JOINER}`)
      // The section sign and its number.
      .replace(/§ (?=\d)/g, `§${NBSP}`)
  );
}

/**
 * Czech: one-letter prepositions and conjunctions, thousands, units, legal abbreviations ("čl. 16", "Sb.").
 * @internal
 */
export function czech(text: string): string {
  return keepTogether(text)
    .replace(/(?<=^|[\s(„>])([ksvzouaiKSVZOUAI]) /g, `$1${NBSP}`)
    .replace(/(?<=\d) (?=\d{3}(?!\d))/g, NBSP)
    .replace(CZECH_UNITS, NBSP)
    .replace(/(?<=(?:^|[\s(])(?:čl|č|odst|písm|bod|kap|str|tzv)\.) (?=[\d\p{Ll}])/gu, NBSP)
    .replace(/(?<=\d) (?=Sb\.)/g, NBSP);
}

/**
 * English: units, legal abbreviations ("Art. 16", "No. 110/2019 Coll.").
 * @internal
 */
export function english(text: string): string {
  return keepTogether(text)
    .replace(ENGLISH_UNITS, NBSP)
    .replace(/(?<=(?:^|[\s(])(?:Art|No|Sec|Para|p|pp|Fig)\.) (?=\d)/g, NBSP)
    .replace(/(?<=\d) (?=Coll\.)/g, NBSP);
}

/** The rules of a language. */
export const typeset = (text: string, locale: Locale): string =>
  locale === "cs" ? czech(text) : english(text);

/**
 * The same texts with `rule` applied to every string, and to what every function returns; numbers and other
 * values as they are. Addresses and e-mails have no spaces, so they pass unchanged.
 */
function typesetTexts<T>(texts: T, rule: (text: string) => string): T {
  if (typeof texts === "string") return rule(texts) as T;
  if (typeof texts === "function")
    return ((...args: unknown[]) => {
      const result = (texts as (...a: unknown[]) => unknown)(...args);
      return typeof result === "string" ? rule(result) : result;
    }) as T;
  if (Array.isArray(texts)) return texts.map((t: unknown) => typesetTexts(t, rule)) as T;
  if (typeof texts !== "object" || texts === null) return texts;
  return Object.fromEntries(
    Object.entries(texts).map(([key, value]) => [key, typesetTexts(value, rule)]),
  ) as T;
}

export const czechTexts = <T>(texts: T): T => typesetTexts(texts, czech);
export const englishTexts = <T>(texts: T): T => typesetTexts(texts, english);
