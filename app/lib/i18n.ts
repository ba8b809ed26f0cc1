// The site's two languages and their addresses (docs/decisions/031-czech-under-cs.md): English at the
// addresses it always had, Czech under /cs/ with Czech words for the static pages. Every link, alternate,
// sitemap entry and language switch is worked out here, so the two address schemes can never disagree.

export const LOCALES = ["en", "cs"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "cs";
}

/** The other language (the switcher's target). */
export const otherLocale = (locale: Locale): Locale => (locale === "en" ? "cs" : "en");

/** Open Graph's locale names. */
export const OG_LOCALE: Record<Locale, string> = { en: "en_GB", cs: "cs_CZ" };

/** The language of an address: Czech under /cs, English everywhere else. */
export function localeOf(pathname: string): Locale {
  return pathname === "/cs" || pathname.startsWith("/cs/") ? "cs" : "en";
}

/** The site's pages without parameters, by name, with their address in each language. */
export const STATIC_PAGES = {
  home: { en: "/", cs: "/cs" },
  products: { en: "/products", cs: "/cs/produkty" },
  blog: { en: "/blog", cs: "/cs/blog" },
  contact: { en: "/contact", cs: "/cs/kontakt" },
  privacy: { en: "/privacy-policy", cs: "/cs/zasady-ochrany-osobnich-udaju" },
  accessibility: { en: "/accessibility", cs: "/cs/pristupnost" },
} as const satisfies Record<string, Record<Locale, string>>;

export type StaticPage = keyof typeof STATIC_PAGES;

/** The address of a static page in a language. */
export const pathOf = <P extends StaticPage, L extends Locale>(page: P, locale: L) =>
  STATIC_PAGES[page][locale] as (typeof STATIC_PAGES)[P][L];

/** Which static page an address is, or undefined. */
export function staticPageOf(pathname: string): StaticPage | undefined {
  for (const [page, paths] of Object.entries(STATIC_PAGES))
    if (paths.en === pathname || paths.cs === pathname) return page as StaticPage;
  return undefined;
}

const blogRoot = (locale: Locale) => STATIC_PAGES.blog[locale];

/** The address of a page of the blog list; page 1 has no query. */
export function blogListPath(locale: Locale, page = 1): string {
  return page <= 1 ? blogRoot(locale) : `${blogRoot(locale)}?page=${page}`;
}

/** The address of a post. */
export const postPath = (slug: string, locale: Locale): string =>
  `${blogRoot(locale)}/${encodeURIComponent(slug)}`;

/** The address of a category's list page; page 1 has no query. */
export function categoryPath(slug: string, locale: Locale, page = 1): string {
  const path = `${blogRoot(locale)}/${locale === "cs" ? "kategorie" : "category"}/${encodeURIComponent(slug)}`;
  return page <= 1 ? path : `${path}?page=${page}`;
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
