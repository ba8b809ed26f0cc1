// A category's twins in the other languages from Polylang's term translations: the category's `translations`
// ({cs: 12}, given by Polylang or by the site connector) name terms by id; one request reads their slugs.
import { isLocale, type Locale } from "~/content/locales";
import { SLUG_PATTERN } from "./source.server";
import type { WordPressGet } from "./wordpress-client.server";
import { isRecord } from "./wordpress-shapes.server";

/** The slug of the category `raw` (as WordPress answered it) in each other language; undefined: none. */
export async function termTranslations(
  get: WordPressGet,
  raw: unknown,
  lang: Locale | undefined,
): Promise<Partial<Record<Locale, string>> | undefined> {
  if (!isRecord(raw) || !isRecord(raw.translations)) return undefined;
  const ids = new Map<number, Locale>();
  for (const [other, id] of Object.entries(raw.translations))
    if (isLocale(other) && other !== (lang ?? raw.lang) && Number.isSafeInteger(id) && (id as number) > 0)
      ids.set(id as number, other);
  if (ids.size === 0) return undefined;
  // Every language's terms (no `lang`): the twins are in the others.
  const answer = await get(`include=${[...ids.keys()].join(",")}&_fields=id,slug,count`, "categories");
  if (answer.status !== 200 || !Array.isArray(answer.body)) return undefined;
  const translations: Partial<Record<Locale, string>> = {};
  for (const term of answer.body) {
    const other = isRecord(term) && typeof term.id === "number" ? ids.get(term.id) : undefined;
    // A twin without posts has no page on the site.
    if (other && typeof term.slug === "string" && SLUG_PATTERN.test(term.slug) && term.count !== 0)
      translations[other] = term.slug;
  }
  return Object.keys(translations).length > 0 ? translations : undefined;
}
