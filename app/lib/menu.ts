// The editor's menus: WordPress's menu assigned to a location the site connector registers (Appearance > Menus),
// read by the posts service and shown in the footer in place of the site's own links.
import type { Locale } from "~/content/locales";

/** The locations the site connector registers (wordpress/site-connector.php): the footer's links. */
export type MenuLocation = "footer";

/** Most items of a menu shown; a longer menu is cut. */
export const MAX_MENU_ITEMS = 20;
/** Longest item title kept, in characters; a longer one is cut with an ellipsis. */
export const MAX_MENU_TITLE = 80;

/**
 * One link of a menu: its text and where it leads, either a site-relative address ("/blog/...") or an http(s)
 * address elsewhere. Nothing else (no target, no classes, no HTML) comes from WordPress.
 */
export type MenuItem = { title: string; url: string };

/** Each language's menu for a location; null: none assigned (or unreadable), so the site's own links. */
export type Menus = Record<Locale, MenuItem[] | null>;

/** True for an address on this site: one slash then a path (never "//host" or "/\host", which leave it). */
export function isSiteRelative(url: string): boolean {
  return /^\/(?![/\\])/.test(url);
}
