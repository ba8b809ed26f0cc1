// Where each page's social card lives (served by routes/social-card*.ts, drawn by app/server/social-cards).
// One stable address per page and per post, on our own origin, so link previews never depend on WordPress.
import { company } from "~/content/company";
import { type PagePath, pages } from "~/content/pages";

/** Open Graph's large-image size: what LinkedIn, Facebook and X show full width. */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

export type CardRef = { path: string; alt: string };

/** The name of a page's card file: "home" for "/", else the path without its slash. */
export function pageCardName(pagePath: PagePath): string {
  return pagePath === "/" ? "home" : pagePath.slice(1);
}

const isPagePath = (path: string): path is PagePath => Object.hasOwn(pages, path);

/**
 * The card of a page without parameters ("/", "/products"), or of page `blogPage` of the blog list. Any other
 * path (a 404) gets the home page's card.
 */
export function pageCard(path: string, blogPage = 1): CardRef {
  const page: PagePath = isPagePath(path) ? path : "/";
  const { card } = pages[page];
  if (page === "/blog" && blogPage > 1)
    return {
      path: `/social/blog-page-${blogPage}.png`,
      alt: `${company.brand}: ${card.title}, page ${blogPage}`,
    };
  return {
    path: `/social/${pageCardName(page)}.png`,
    alt: `${company.brand}: ${card.title}. ${card.subtitle}`,
  };
}

/** The card of a post: its title, date and author on the company's design. */
export function postCard(slug: string, title: string, byline: string): CardRef {
  return {
    path: `/social/blog/${encodeURIComponent(slug)}.png`,
    alt: `${title}${byline ? ` (${byline})` : ""}, ${company.brand} Research Blog`,
  };
}
