import { company, companyWords } from "~/content/company";
import type { Locale } from "~/content/locales";
import { pageSocialCard } from "./social-cards";

/** The logo search engines show (rich results ask for a PNG of at least 112x112 px): the 512 px app icon. */
const LOGO = { path: "/icon-512.png", width: 512, height: 512 } as const;

/** The logo as a schema.org ImageObject. */
export function logoJsonLd(siteUrl: string) {
  return { "@type": "ImageObject", url: siteUrl + LOGO.path, width: LOGO.width, height: LOGO.height };
}

/** schema.org Organization for every page's JSON-LD, built from the company facts. */
export function organizationJsonLd(siteUrl: string, locale: Locale = "en") {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.legalName,
    alternateName: company.brand,
    description: companyWords[locale].description,
    url: `${siteUrl}/`,
    logo: logoJsonLd(siteUrl),
    image: siteUrl + pageSocialCard(locale === "cs" ? "/cs" : "/").path,
    email: company.email,
    telephone: company.phone,
    taxID: company.companyId,
    vatID: company.vatId,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.city,
      addressCountry: company.address.countryCode,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      email: company.email,
      telephone: company.phone,
      availableLanguage: [...company.languages],
    },
    knowsAbout: [...company.knowsAbout],
  };
}
