import type { MetaDescriptor } from "react-router";
import { company } from "~/content/company";
import { messagesFor } from "~/content/messages";
import { feedPath } from "./blog-urls";
import { type Locale, localeOf, pathOf, type StaticPage } from "~/content/locales";
import { pageFacts } from "~/content/pages";
import { type Alternates, alternatesOf, OG_LOCALE, otherLocale } from "./i18n";
import { organizationJsonLd } from "./organization";
import { type CardRef, pageSocialCard, SOCIAL_CARD_SIZE } from "./social-cards";

type Page = {
  title: string;
  description: string;
  /** Path of the page, e.g. "/products"; the canonical address is SITE_URL + path. */
  path: string;
  /** The page's social card on our origin; by default the card of `path` (the home page's for other paths). */
  card?: CardRef;
  /** The card's image when it is not the drawn PNG: an editor's social image, made 1200x630 (a JPEG). */
  cardImage?: { path: string; type: string };
  type?: "website" | "article" | "profile";
  /** The document's whole <title> when it is not "title | brand" (an SEO plugin's title). */
  documentTitle?: string;
  /** The social cards' title when it differs from `title`. */
  socialTitle?: string;
  /** The social cards' description when it differs from `description`. */
  socialDescription?: string;
  /** Extra descriptors such as JSON-LD. */
  extra?: MetaDescriptor[];
  /** The page in each language it exists in; by default worked out from `path` (app/lib/i18n.ts). */
  alternates?: Alternates;
};

type Match = { id: string; data?: unknown } | undefined;

/** SITE_URL as the root loader handed it to every page. */
export function siteUrlFrom(matches: Match[]): string {
  const root = matches.find((m) => m?.id === "root")?.data as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}

/** A document title that names the brand once: "Products | Brand", or the title as it is when it names it. */
export function withBrand(title: string): string {
  return title.includes(company.brand) ? title : `${title} | ${company.brand}`;
}

/**
 * Longest description search results show in full; shortest that says anything.
 * @internal
 */
export const DESCRIPTION_MAX = 160;
export const DESCRIPTION_MIN = 50;

/** Shortens text to at most `max` characters, cut on a word boundary and ended with an ellipsis. */
export function cutOnWord(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max); // room for the ellipsis: the cut below always drops at least a space
  const space = head.lastIndexOf(" ");
  const cut = space > max / 2 ? head.slice(0, space) : head.slice(0, max - 1);
  return `${cut.replace(/[\s,.;:–—-]+$/, "")}…`;
}

/**
 * A post's description: its excerpt (WordPress's "[…]" dropped) cut on a word boundary to fit search results;
 * an excerpt too short to say anything gets the title and the blog's name around it.
 */
export function postDescription(title: string, excerpt: string, locale: Locale = "en"): string {
  const text = excerpt.replace(/\s*\[(…|&hellip;|\.\.\.)\]\s*$/, "").trim();
  if (text.length >= DESCRIPTION_MIN) return cutOnWord(text);
  const padded = [title, text].filter(Boolean).join(": ");
  const withBlog = `${padded.replace(/[.!?]?$/, ".")} ${messagesFor(locale).blog.fromTheBlog}`;
  return cutOnWord(padded.length >= DESCRIPTION_MIN ? padded : withBlog);
}

/**
 * Title, description, canonical link, Open Graph and Twitter card for one page, then the page's own extras
 * (its JSON-LD first), then the company as a schema.org Organization, which every page carries.
 */
export function seo(matches: Match[], page: Page): MetaDescriptor[] {
  const base = siteUrlFrom(matches);
  const url = base + page.path;
  const card = page.card ?? pageSocialCard(page.path);
  const image = base + (page.cardImage?.path ?? card.path);
  const title = page.documentTitle ?? withBrand(page.title);
  const socialTitle = page.socialTitle ?? page.title;
  const socialDescription = page.socialDescription ?? page.description;
  const locale = localeOf(page.path);
  const alternates = page.alternates ?? alternatesOf(...splitPath(page.path)) ?? { [locale]: page.path };
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: company.brand },
    { property: "og:title", content: socialTitle },
    { property: "og:description", content: socialDescription },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALE[locale] },
    ...(alternates[otherLocale(locale)]
      ? [{ property: "og:locale:alternate", content: OG_LOCALE[otherLocale(locale)] }]
      : []),
    { property: "og:image", content: image },
    { property: "og:image:type", content: page.cardImage?.type ?? "image/png" },
    { property: "og:image:width", content: String(SOCIAL_CARD_SIZE.width) },
    { property: "og:image:height", content: String(SOCIAL_CARD_SIZE.height) },
    { property: "og:image:alt", content: card.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: socialTitle },
    { name: "twitter:description", content: socialDescription },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: card.alt },
    ...languageLinks(base, locale, alternates),
    ...(page.extra ?? []),
    { "script:ld+json": organizationJsonLd(base, locale) },
  ];
}

/** The meta of a page without parameters, in the language of its address: its facts from app/content/pages.ts. */
export function staticPageMeta(page: StaticPage) {
  return ({ matches, location }: { matches: Match[]; location: { pathname: string } }) => {
    const locale = localeOf(location.pathname);
    const { title, description } = pageFacts(page, locale);
    return seo(matches, { title, description, path: pathOf(page, locale) });
  };
}

function splitPath(path: string): [string, string] {
  const at = path.indexOf("?");
  return at < 0 ? [path, ""] : [path.slice(0, at), path.slice(at)];
}

/**
 * <link rel="alternate" hreflang> for each language the page exists in (itself included, as search engines
 * ask), x-default on the English page, and the blog's feed in the page's language.
 */
function languageLinks(base: string, locale: Locale, alternates: Alternates): MetaDescriptor[] {
  const links: MetaDescriptor[] = [];
  for (const lang of ["en", "cs"] as const) {
    const path = alternates[lang];
    if (path) links.push({ tagName: "link", rel: "alternate", hrefLang: lang, href: base + path });
  }
  const fallback = alternates.en ?? alternates[locale];
  if (fallback)
    links.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: base + fallback });
  links.push({
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: messagesFor(locale).blog.title,
    href: feedPath(locale),
  });
  return links;
}

/** Home > Research Blog > the post, for search results that show where a page sits. */
export function postBreadcrumbs(base: string, title: string, path: string, lang: Locale) {
  const t = messagesFor(lang).blog;
  const home = pathOf("home", lang);
  const crumbs = [
    { name: t.breadcrumbHome, url: `${base}${home === "/" ? "/" : home}` },
    { name: t.title, url: base + pathOf("blog", lang) },
    { name: title, url: base + path },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
