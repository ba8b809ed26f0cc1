// A page's counterpart in the other language (docs/decisions/031-czech-under-cs.md). The languages and the
// static pages' addresses are plain data in content/locales.ts, the blog's addresses in blog-urls.ts.

import { type Locale, STATIC_PAGES, type StaticPage } from "~/content/locales";
import { blogListPath } from "./blog-urls";

/** The other language (the switcher's target). */
export const otherLocale = (locale: Locale): Locale => (locale === "en" ? "cs" : "en");

/** Open Graph's locale names. */
export const OG_LOCALE: Record<Locale, string> = { en: "en_GB", cs: "cs_CZ" };

/** Which static page an address is, or undefined. */
function staticPageOf(pathname: string): StaticPage | undefined {
  for (const [page, paths] of Object.entries(STATIC_PAGES))
    if (paths.en === pathname || paths.cs === pathname) return page as StaticPage;
  return undefined;
}

/** Addresses of one page in each language it exists in. */
export type Alternates = Partial<Record<Locale, string>>;

/**
 * The same page in both languages, for addresses whose counterpart is known from the address alone: static
 * pages and the blog list's pages. Posts name theirs (their translations); categories have their own slugs in
 * each language, so theirs is not known.
 */
export function alternatesOf(pathname: string, search = ""): Alternates | undefined {
  const page = staticPageOf(pathname);
  const query = new URLSearchParams(search).get("page");
  const pageNumber = query && /^[1-9]\d{0,5}$/.test(query) ? Number(query) : 1;
  if (page === "blog") return { en: blogListPath("en", pageNumber), cs: blogListPath("cs", pageNumber) };
  if (page) return { ...STATIC_PAGES[page] };
  return undefined;
}
