// Where each page's social card lives (served by routes/social-card*.ts, drawn by app/server/social-cards).
// One stable address per page and per post, on our own origin, so link previews never depend on WordPress.
import { company } from "~/content/company";
import { messagesFor } from "~/content/messages";
import { isPagePath, pageFactsAt, type PagePath } from "~/content/pages";
import { blogRoot, pageCardPath, postCardPath } from "./blog-urls";
import { localeOf } from "~/content/locales";

/** Open Graph's large-image size: what LinkedIn, Facebook and X show full width. */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

export type CardRef = { path: string; alt: string };

/** The name of a page's card file: "home" for "/", else the path without its slash ("cs-produkty"). */
export function pageCardName(pagePath: PagePath): string {
  return pagePath === "/" ? "home" : pagePath.slice(1).replaceAll("/", "-");
}

/**
 * The card of a page without parameters ("/", "/products"), or of page `blogPage` of the blog list. Any other
 * path (a 404) gets the home page's card.
 */
export function pageSocialCard(path: string, blogPage = 1): CardRef {
  const page: PagePath = isPagePath(path) ? path : localeOf(path) === "cs" ? "/cs" : "/";
  const { card } = pageFactsAt(page);
  if (page === blogRoot(localeOf(page)) && blogPage > 1)
    return {
      path: pageCardPath(pageCardName(page), blogPage),
      alt: `${company.brand}: ${card.title}, ${messagesFor(localeOf(page)).blog.page(blogPage)}`,
    };
  return {
    path: pageCardPath(pageCardName(page)),
    alt: `${company.brand}: ${card.title}. ${card.subtitle}`,
  };
}

/** The card of a post: its title, date and author on the company's design. */
export function postSocialCard(
  slug: string,
  title: string,
  byline: string,
  locale: "en" | "cs" = "en",
): CardRef {
  return {
    path: postCardPath(slug, locale),
    alt: messagesFor(locale).blog.cardAlt(title, byline),
  };
}
