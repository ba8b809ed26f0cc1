// The site connector's menu endpoint (GET /wp-json/site-connector/v1/menu?location=footer&lang=cs): the menu the
// editor assigned to a location, read and checked here. Only a title (as text) and an http(s) or site-relative
// address survive; a link to WordPress's own front end becomes the same path on the site.
import type { Locale } from "~/content/locales";
import { htmlToText } from "~/lib/html-text";
import { isSiteRelative, MAX_MENU_ITEMS, MAX_MENU_TITLE, type MenuItem, type MenuLocation } from "~/lib/menu";
import { webUrl } from "~/lib/web-url";
import { SourceError } from "./source.server";
import type { WordPressGet } from "./wordpress-client.server";
import { isRecord } from "./wordpress-shapes.server";

/** Longest address kept: a menu link longer than this is not one an editor typed. */
const MAX_URL_LENGTH = 2000;

/**
 * The menu at `location` in `lang`, or undefined when none is assigned (the endpoint's 404, or no plugin).
 * Throws SourceError when WordPress fails or answers something else than a menu.
 */
export async function readMenu(
  get: WordPressGet,
  wordpressOrigin: string,
  location: MenuLocation,
  lang?: Locale,
): Promise<MenuItem[] | undefined> {
  const { status, body } = await get(
    `location=${location}${lang ? `&lang=${lang}` : ""}`,
    "../../site-connector/v1/menu",
  );
  if (status === 404) return undefined;
  if (status < 200 || status > 299) throw new SourceError(`WordPress answered ${status}`);
  if (!isRecord(body) || !Array.isArray(body.items))
    throw new SourceError("WordPress answered something other than a menu");
  return body.items.flatMap((item) => menuItem(item, wordpressOrigin)).slice(0, MAX_MENU_ITEMS);
}

/** One item checked: [] when it has no text or leads anywhere but an http(s) or site-relative address. */
function menuItem(item: unknown, wordpressOrigin: string): MenuItem[] {
  if (!isRecord(item) || typeof item.title !== "string" || typeof item.url !== "string") return [];
  // Control characters out, spaces collapsed: a title is one line of text.
  const text = htmlToText(item.title)
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const address = item.url.trim();
  if (!text || !address || address.length > MAX_URL_LENGTH) return [];
  const title =
    [...text].length > MAX_MENU_TITLE ? [...text].slice(0, MAX_MENU_TITLE - 1).join("") + "…" : text;
  if (isSiteRelative(address)) {
    const url = webUrl(address, "http://site.invalid");
    return url?.origin === "http://site.invalid"
      ? [{ title, url: url.pathname + url.search + url.hash }]
      : [];
  }
  const url = /^https?:\/\//i.test(address) ? webUrl(address) : undefined;
  if (!url || url.username || url.password) return [];
  // WordPress's own front end is not where readers read: the same address on the site.
  if (url.origin === wordpressOrigin) return [{ title, url: url.pathname + url.search + url.hash }];
  return [{ title, url: url.href }];
}
