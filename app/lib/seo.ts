import type { MetaDescriptor } from "react-router";
import { company } from "~/content/company";
import { organizationJsonLd } from "./organization";
import { absoluteImageUrl } from "./same-origin";

type Page = {
  title: string;
  description: string;
  /** Path of the page, e.g. "/products"; the canonical address is SITE_URL + path. */
  path: string;
  /** Social card image, absolute or on our origin; the site's card when missing or unsafe. */
  image?: string;
  type?: "website" | "article";
  /** The document's whole <title> when it is not "title | brand" (an SEO plugin's title). */
  documentTitle?: string;
  /** The social cards' title when it differs from `title`. */
  socialTitle?: string;
  /** The social cards' description when it differs from `description`. */
  socialDescription?: string;
  /** Extra descriptors such as JSON-LD. */
  extra?: MetaDescriptor[];
};

type Match = { id: string; data?: unknown } | undefined;

/** SITE_URL as the root loader handed it to every page. */
export function siteUrlFrom(matches: Match[]): string {
  const root = matches.find((m) => m?.id === "root")?.data as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}

/**
 * Title, description, canonical link, Open Graph and Twitter card for one page, then the page's own extras
 * (its JSON-LD first), then the company as a schema.org Organization, which every page carries.
 */
export function seo(matches: Match[], page: Page): MetaDescriptor[] {
  const base = siteUrlFrom(matches);
  const url = base + page.path;
  const image = absoluteImageUrl(page.image, base) ?? `${base}/images/social-card.png`;
  const title = page.documentTitle ?? (page.path === "/" ? page.title : `${page.title} | ${company.brand}`);
  const socialTitle = page.socialTitle ?? page.title;
  const socialDescription = page.socialDescription ?? page.description;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: company.brand },
    { property: "og:title", content: socialTitle },
    { property: "og:description", content: socialDescription },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: socialTitle },
    { name: "twitter:description", content: socialDescription },
    { name: "twitter:image", content: image },
    ...(page.extra ?? []),
    { "script:ld+json": organizationJsonLd(base) },
  ];
}
