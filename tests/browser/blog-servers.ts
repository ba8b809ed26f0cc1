// Addresses of the servers the browser tier shares (read by playwright.config.ts, the fake WordPress it starts
// and the specs). The main site serves the embedded blog. One fake WordPress (shared-wordpress.ts) holds every
// fixture post, at its root and in a few sites of its own folder (FAKE_SITES), and copies of the site read it,
// each with the settings its specs need (docs/testing.md, "Browser").

export const PORT = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${PORT}`;

const at = (offset: number) => `http://127.0.0.1:${PORT + offset}`;

const FAKE_WP_PORT = Number(process.env.E2E_FAKE_WP_PORT ?? PORT + 7);
const FAKE_SITE_PORT = Number(process.env.E2E_FAKE_SITE_PORT ?? PORT + 8);
export const fakeWordPressOrigin = `http://127.0.0.1:${FAKE_WP_PORT}`;

/** The fake WordPress's own sites, by folder: each fails and keeps menus apart from the root's. */
export const FAKE_SITES = {
  /** blog-errors switches this site into failures: only the failure tests' copy of the site reads it. */
  blogErrors: "blog-errors",
  /** footer-menu sets its menus and fails: only its copy of the site reads it. */
  footerMenu: "footer-menu",
  /** The XSS corpus's posts are this site's whole list. */
  xssCorpus: "xss-corpus",
} as const;

/** WORDPRESS_API_URL of the fake's root, or of one of its sites. */
export const fakeApiUrl = (site?: string) => `${fakeWordPressOrigin}${site ? `/${site}` : ""}/wp-json/wp/v2`;
/** POST here (?mode=500, ?menu=...) to change one of the fake's sites. */
export const fakeControl = (site?: string) => `${fakeWordPressOrigin}${site ? `/${site}` : ""}/__control`;

/** The copy of the site that reads the failing site (the `fake-wordpress` project: blog-errors). */
export const fakeSiteURL = `http://127.0.0.1:${FAKE_SITE_PORT}`;
/** The copy that reads the fake's root: fixture posts that never fail (blocks, math, pages, images...). */
export const wordpressSiteURL = at(1);
/** The copy footer-menu changes: its menus, its change notices signed with FOOTER_MENU_SECRET. */
export const footerMenuSiteURL = at(2);
export const FOOTER_MENU_SECRET = "m".repeat(48);
/** The copy that reads the XSS corpus. */
export const xssSiteURL = at(3);

/**
 * Addresses the fixture posts name before their readers start: post-addresses' own site (a render limit no other
 * spec could share) and the listener the XSS payloads call.
 */
export const postAddressesSiteURL = at(4);
export const xssBeaconOrigin = at(5);
