import { blogListPath, categoryPath, type Locale } from "~/lib/i18n";

/** The blog list's page number from `?page=`: 1 when absent, null when it is not a whole number of at least 1. */
export function pageFromSearch(search: URLSearchParams): number | null {
  const raw = search.get("page");
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}

/** The address of a list page; page 1 is plain /blog (/cs/blog). */
export function blogPageHref(page: number, locale: Locale = "en"): string {
  return blogListPath(locale, page);
}

/** The address of a category's list page; page 1 has no query. */
export function categoryPageHref(slug: string, page: number, locale: Locale = "en"): string {
  return categoryPath(slug, locale, page);
}
