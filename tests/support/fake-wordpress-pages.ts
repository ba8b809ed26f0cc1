// The fake WordPress's pages (/wp-json/wp/v2/pages), as WordPress with Polylang lists them to a visitor: only
// published pages, each with `lang` and `translations`; a password-protected one with its content withheld
// (`protected: true`). Drafts and private pages exist in WordPress but are never in a public answer, so they
// are not here: their slugs are exported so that tests can ask for them.
import type { RawPost } from "./fake-wordpress-fixtures";

/** A published English page with a Czech translation. */
export const PAGE = { slug: "eu-project", title: "Project co-funded by the European Union" } as const;
export const CZECH_PAGE = { slug: "projekt-eu", title: "Projekt spolufinancovaný Evropskou unií" } as const;
/** A published English page without a translation. */
export const LONE_PAGE = { slug: "careers", title: "Careers" } as const;
/** A published page whose slug is one of the site's own addresses: never shown there. */
export const SHADOWED_PAGE = "products";
/** Listed, but behind a password: never shown. */
export const PROTECTED_PAGE = "board-minutes";
/** In WordPress, but not published: never listed, never shown. */
export const DRAFT_PAGE = "draft-page";
export const PRIVATE_PAGE = "private-page";
/** The old slug of a renamed page (the site connector's redirect endpoint with type=page). */
export const OLD_PAGE_SLUGS: Record<string, string> = { "eu-funding": "/eu-project/" };

function page(
  id: number,
  slug: string,
  title: string,
  lang: "en" | "cs",
  translations: Record<string, number>,
  html: string,
  extra: Partial<RawPost> = {},
): RawPost {
  const date = "2026-01-15T10:00:00";
  return {
    id,
    date,
    date_gmt: "2026-01-15T09:00:00",
    modified: "2026-02-01T08:30:00",
    modified_gmt: "2026-02-01T07:30:00",
    slug,
    status: "publish",
    type: "page",
    title: { rendered: title },
    excerpt: { rendered: "", protected: false },
    content: { rendered: html, protected: false },
    lang,
    translations: { [lang]: id, ...translations },
    ...extra,
  };
}

export function fixturePages(): RawPost[] {
  return [
    page(
      901,
      PAGE.slug,
      PAGE.title,
      "en",
      { cs: 902 },
      '<p class="has-text-align-center">The project is co-funded by the European Union.</p>\n' +
        '<div class="wp-block-columns is-layout-flex"><div class="wp-block-column"><p>Aim</p></div></div>\n' +
        '<script>window.__pwned = true</script><p><img src="x" onerror="window.__pwned = true"></p>',
      {
        excerpt: {
          rendered:
            "<p>Developing bioresorbable nanofiber scaffolds for tissue engineering, co-funded by the European Union.</p>",
          protected: false,
        },
      },
    ),
    page(
      902,
      CZECH_PAGE.slug,
      CZECH_PAGE.title,
      "cs",
      { en: 901 },
      "<p>Projekt je spolufinancován Evropskou unií.</p>",
    ),
    page(903, LONE_PAGE.slug, LONE_PAGE.title, "en", {}, "<p>We are hiring spinning technicians.</p>"),
    page(904, SHADOWED_PAGE, "A page that must not replace the products", "en", {}, "<p>Shadowed</p>"),
    page(905, PROTECTED_PAGE, "Protected: Board minutes", "en", {}, "", {
      content: { rendered: "", protected: true },
      excerpt: { rendered: "", protected: true },
    }),
  ];
}
