// What search results and link previews say about each page without parameters: its title, its description
// (50-160 characters, unique per address: a test checks) and its social card. The routes' meta and the
// cards (app/server/social-cards.server.ts) both read this file.
import { company } from "./company";

export type PageCard = { eyebrow: string; title: string; subtitle: string };
export type PageFacts = { title: string; description: string; card: PageCard };

/** The blog's subtitle as the specification writes it (the hero, the feed and the card print it). */
export const BLOG_SUBTITLE =
  "Insights, innovations, and breakthroughs in nanofiber technology and biomaterials science";

export const pages = {
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
    title: "Research Blog",
    description: `${BLOG_SUBTITLE}.`,
    card: { eyebrow: "Research Blog", title: "Research Blog", subtitle: `${BLOG_SUBTITLE}.` },
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
} satisfies Record<string, PageFacts>;

export type PagePath = keyof typeof pages;

/**
 * The description of page `page` of the blog list: page 1 has the blog's own, later pages say which they are
 * (and of how many, when known: a navigation in the browser does not know).
 */
export function blogPageDescription(page: number, totalPages?: number): string {
  if (page <= 1) return pages["/blog"].description;
  const which = totalPages ? `Page ${page} of ${totalPages}` : `Page ${page}`;
  return `${which} of our Research Blog: ${BLOG_SUBTITLE.replace(/^I/, "i")}.`;
}

/** What the not-found pages tell search engines (they are never indexed). */
export const NOT_FOUND_DESCRIPTION = `The page you are looking for does not exist. Return to the ${company.brand} home page.`;
export const POST_NOT_FOUND_DESCRIPTION = `The blog post you're looking for doesn't exist. Return to the ${company.brand} Research Blog.`;
