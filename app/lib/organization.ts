import { company } from "~/content/company";

/** schema.org Organization for every page's JSON-LD, built from the company facts. */
export function organizationJsonLd(siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.legalName,
    alternateName: company.brand,
    description: company.description,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    image: `${siteUrl}/images/social-card.png`,
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
      availableLanguage: ["en", "cs"],
    },
    knowsAbout: [
      "Nanofibers",
      "Electrospinning",
      "Biomaterials",
      "Drug delivery",
      "Tissue engineering",
      "Hydrogels",
    ],
  };
}
