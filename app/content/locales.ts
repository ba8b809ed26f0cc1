// The site's two languages and the addresses of its pages without parameters in each
// (docs/decisions/031-czech-under-cs.md): English at the addresses it always had, Czech under /cs/ with Czech
// words. Plain data the copy is keyed by; app/lib/i18n.ts builds every other address from it.

export const LOCALES = ["en", "cs"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "cs";
}

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
