// What search results and link previews say about each page without parameters: its title, its description
// (50-160 characters, unique per address: a test checks) and its social card. The routes' meta and the
// cards (app/server/social-cards/social-cards.server.ts) both read this file.
import { englishTexts } from "./typography";
import { type Locale, LOCALES, pathOf, STATIC_PAGES, type StaticPage } from "~/content/locales";
import { company } from "./company";
import { czechContent } from "./czech-loader";
import type { pagesCs } from "./pages.cs";

export type PageCard = { eyebrow: string; title: string; subtitle: string };
export type PageFacts = { title: string; description: string; card: PageCard };

/** The blog's subtitle, word for word wherever it appears (the hero, the feed and the card print it). */
const BLOG_SUBTITLE =
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

/** The address of a page without parameters, in either language. */
export type PagePath = keyof typeof pages | keyof typeof pagesCs;

/** Every page without parameters in both languages, by address (known without the Czech copy itself). */
export const PAGE_PATHS: PagePath[] = LOCALES.flatMap((locale) =>
  (Object.keys(STATIC_PAGES) as StaticPage[]).map((page) => pathOf(page, locale)),
);

export const isPagePath = (path: string): path is PagePath => (PAGE_PATHS as string[]).includes(path);

/** What search results and cards say about a page without parameters; the Czech ones come with the Czech copy. */
export const pageFactsAt = (path: PagePath): PageFacts =>
  path in pages ? pages[path as keyof typeof pages] : czechContent().pages[path as keyof typeof pagesCs];

/** What search results say about a static page in a language. */
export const pageFacts = (page: StaticPage, locale: Locale): PageFacts => pageFactsAt(pathOf(page, locale));

/**
 * The description of page `page` of the blog list: page 1 has the blog's own, later pages say which they are
 * (and of how many, when known: a navigation in the browser does not know).
 */
export function blogPageDescription(page: number, totalPages?: number, locale: Locale = "en"): string {
  if (locale === "cs") {
    const czech = czechContent();
    if (page <= 1) return czech.pages["/cs/blog"].description;
    const which = totalPages ? `Strana ${page} z ${totalPages}` : `Strana ${page}`;
    return `${which} našeho výzkumného blogu: ${czech.messages.blog.subtitle.replace(/^P/, "p")}.`;
  }
  if (page <= 1) return pages["/blog"].description;
  const which = totalPages ? `Page ${page} of ${totalPages}` : `Page ${page}`;
  return `${which} of our ${company.blogName}: ${BLOG_SUBTITLE.replace(/^I/, "i")}.`;
}
