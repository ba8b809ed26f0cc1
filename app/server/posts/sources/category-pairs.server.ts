// Categories paired across languages for the embedded blog: content/categories.json names each category in
// English and Czech with its slug (docs/blog.md). A source wrapped here answers a category with the slug of
// its twin in the other language, when the twin has posts there (its page exists).
import { readFile } from "node:fs/promises";
import { type Locale, LOCALES } from "~/content/locales";
import type { Category } from "~/lib/posts";
import { type PostsSource, SLUG_PATTERN } from "./source.server";

const DEFAULT_CATEGORIES_FILE = "content/categories.json";

/** One category in every language: its name and slug in each. */
export type CategoryPair = Record<Locale, { name: string; slug: string }>;

/**
 * The file's pairs, checked: an error names the file and the entry that is wrong. No file: no pairs.
 * @internal
 */
export async function readCategoryPairs(file = DEFAULT_CATEGORIES_FILE): Promise<CategoryPair[]> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const wrong = (what: string) => new Error(`${file}: ${what}`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw wrong(`not JSON (${error instanceof Error ? error.message : error})`);
  }
  if (!Array.isArray(value))
    throw wrong("expected a list of categories, each {en: {name, slug}, cs: {name, slug}}");
  return value.map((entry: unknown, i) => {
    const pair = {} as CategoryPair;
    for (const lang of LOCALES) {
      const named = (entry as Record<string, { name?: unknown; slug?: unknown }> | null)?.[lang];
      if (typeof named?.name !== "string" || !named.name.trim())
        throw wrong(`category ${i + 1} has no ${lang} name`);
      if (typeof named.slug !== "string" || !SLUG_PATTERN.test(named.slug))
        throw wrong(`category ${i + 1} has no ${lang} slug of a-z, 0-9 and dashes`);
      pair[lang] = { name: named.name, slug: named.slug };
    }
    return pair;
  });
}

/** `source`, whose categories name their twins (`translations`) as the pairs say. */
export function withCategoryPairs(
  source: PostsSource,
  pairs: () => Promise<CategoryPair[]> = () => readCategoryPairs(),
): PostsSource {
  const category = source.category.bind(source);
  return Object.assign(Object.create(source) as PostsSource, {
    async category(slug: string, lang: Locale = "en"): Promise<Category | undefined> {
      const found = await category(slug, lang);
      const pair = found && (await pairs()).find((candidate) => candidate[lang].slug === slug);
      if (!found || !pair) return found;
      const translations: Partial<Record<Locale, string>> = {};
      for (const other of LOCALES)
        if (other !== lang && (await category(pair[other].slug, other)))
          translations[other] = pair[other].slug;
      return Object.keys(translations).length > 0 ? { ...found, translations } : found;
    },
  });
}
