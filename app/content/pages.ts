// What search results and link previews say about each page without parameters: its title, its description
// (50-160 characters, unique per address: a test checks) and its social card. The routes' meta and the
// cards (app/server/social-cards/social-cards.server.ts) both read this file.
import { czechTexts, englishTexts } from "./typography";
import { type Locale, pathOf, type StaticPage } from "~/content/locales";
import { company } from "./company";
import { cs } from "./messages/cs";

export type PageCard = { eyebrow: string; title: string; subtitle: string };
export type PageFacts = { title: string; description: string; card: PageCard };

/** The blog's subtitle, word for word wherever it appears (the hero, the feed and the card print it). */
export const BLOG_SUBTITLE =
  "Insights, innovations, and breakthroughs in nanofiber technology and biomaterials science";

export const pages = englishTexts({
  "/": {
    title: `Innovation in Biomaterials | ${company.brand}`,
    description:
      "Nanofibers, drug delivery systems and bioresorbable scaffolds for tissue engineering: materials research and development from Prague.",
    card: {
      eyebrow: company.tagline,
      title: "Innovation in Biomaterials",
      subtitle: "Nanofibers, drug delivery systems and bioresorbable scaffolds for tissue engineering.",
    },
  },
  "/products": {
    title: "Products",
    description:
      "Multispin electrospinning unit, VitaNail, Nanoiodine, bioabsorbable scaffolds, drug delivery systems and hydrogels: our nanofiber and biomaterial products.",
    card: {
      eyebrow: "Products",
      title: "Our Products",
      subtitle: "Multispin, VitaNail, Nanoiodine, scaffolds, drug delivery systems and hydrogels.",
    },
  },
  "/blog": {
    title: company.blogName,
    description: `${BLOG_SUBTITLE}.`,
    card: { eyebrow: company.blogName, title: company.blogName, subtitle: `${BLOG_SUBTITLE}.` },
  },
  "/contact": {
    title: "Contact Us",
    description: `Questions about our research, products or a collaboration? Write to ${company.legalName} in ${company.address.city}, ${company.address.country}.`,
    card: {
      eyebrow: "Contact",
      title: "Contact Us",
      subtitle: "Research, products or a collaboration: write to our team in Prague.",
    },
  },
  "/privacy-policy": {
    title: "Privacy Policy",
    description: `How ${company.legalName} processes personal data under the GDPR: your rights, how long we keep data and how to reach our data protection officer.`,
    card: {
      eyebrow: "Legal",
      title: "Privacy Policy",
      subtitle: "How we process personal data under the GDPR, and your rights.",
    },
  },
  "/accessibility": {
    title: "Accessibility Statement",
    description: `How accessible the ${company.brand} website is: the WCAG 2.2 AA standard, how we test it, known limitations and how to report a problem.`,
    card: {
      eyebrow: "Legal",
      title: "Accessibility Statement",
      subtitle: "WCAG 2.2 AA: how we test the website, what is still missing, and how to tell us.",
    },
  },
}) satisfies Record<string, PageFacts>;

/** The same pages in Czech, under their Czech addresses (app/lib/i18n.ts). */
export const pagesCs = czechTexts({
  "/cs": {
    title: `Inovace v biomateriálech | ${company.brand}`,
    description:
      "Nanovlákna, systémy pro řízené uvolňování léčiv a vstřebatelné nosiče pro tkáňové inženýrství: výzkum a vývoj materiálů z Prahy.",
    card: {
      eyebrow: "Nanovlákna a biomateriály pro medicínu",
      title: "Inovace v biomateriálech",
      subtitle: "Nanovlákna, systémy pro uvolňování léčiv a vstřebatelné nosiče pro tkáňové inženýrství.",
    },
  },
  "/cs/produkty": {
    title: "Produkty",
    description:
      "Zvlákňovací jednotka Multispin, VitaNail, Nanoiodine, vstřebatelné nosiče, systémy pro uvolňování léčiv a hydrogely: naše nanovlákenné produkty.",
    card: {
      eyebrow: "Produkty",
      title: "Naše produkty",
      subtitle: "Multispin, VitaNail, Nanoiodine, nosiče buněk, systémy pro uvolňování léčiv a hydrogely.",
    },
  },
  "/cs/blog": {
    title: cs.blog.title,
    description: `${cs.blog.subtitle}.`,
    card: { eyebrow: cs.blog.title, title: cs.blog.title, subtitle: `${cs.blog.subtitle}.` },
  },
  "/cs/kontakt": {
    title: "Kontaktujte nás",
    description: `Máte dotaz k našemu výzkumu, produktům nebo ke spolupráci? Napište společnosti ${company.legalName} do Prahy.`,
    card: {
      eyebrow: "Kontakt",
      title: "Kontaktujte nás",
      subtitle: "Výzkum, produkty nebo spolupráce: napište našemu týmu v Praze.",
    },
  },
  "/cs/zasady-ochrany-osobnich-udaju": {
    title: "Zásady ochrany osobních údajů",
    description: `Jak ${company.legalName} zpracovává osobní údaje podle GDPR: Vaše práva, jak dlouho údaje uchováváme a jak kontaktovat pověřence.`,
    card: {
      eyebrow: "Právní informace",
      title: "Zásady ochrany osobních údajů",
      subtitle: "Jak zpracováváme osobní údaje podle GDPR a jaká máte práva.",
    },
  },
  "/cs/pristupnost": {
    title: "Prohlášení o přístupnosti",
    description: `Jak přístupný je web ${company.brand}: standard WCAG 2.2 AA, jak ho testujeme, známá omezení a jak nám nahlásit problém.`,
    card: {
      eyebrow: "Právní informace",
      title: "Prohlášení o přístupnosti",
      subtitle: "WCAG 2.2 AA: jak web testujeme, co ještě chybí a jak nám dát vědět.",
    },
  },
}) satisfies Record<string, PageFacts>;

/** Every page without parameters in both languages, by address. */
export const allPages = { ...pages, ...pagesCs };

export type PagePath = keyof typeof allPages;

/** What search results say about a static page in a language. */
export const pageFacts = (page: StaticPage, locale: Locale): PageFacts => allPages[pathOf(page, locale)];

/**
 * The description of page `page` of the blog list: page 1 has the blog's own, later pages say which they are
 * (and of how many, when known: a navigation in the browser does not know).
 */
export function blogPageDescription(page: number, totalPages?: number, locale: Locale = "en"): string {
  if (locale === "cs") {
    if (page <= 1) return pagesCs["/cs/blog"].description;
    const which = totalPages ? `Strana ${page} z ${totalPages}` : `Strana ${page}`;
    return `${which} našeho výzkumného blogu: ${cs.blog.subtitle.replace(/^P/, "p")}.`;
  }
  if (page <= 1) return pages["/blog"].description;
  const which = totalPages ? `Page ${page} of ${totalPages}` : `Page ${page}`;
  return `${which} of our ${company.blogName}: ${BLOG_SUBTITLE.replace(/^I/, "i")}.`;
}
