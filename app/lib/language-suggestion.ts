// A first visit in one language from a browser that prefers the other one is offered the other language once,
// politely, and never redirected (docs/decisions/031-czech-under-cs.md).
import { isLocale, type Locale } from "~/content/locales";

/** The localStorage key that remembers the offer was made. */
const LANGUAGE_SUGGESTED_KEY = "language-suggested";

/**
 * The site's language the browser prefers, when it is not the page's: the first of the browser's languages
 * the site has ("cs-CZ" is Czech). Undefined when the browser prefers the page's language or neither.
 */
export function suggestedLocale(page: Locale, browserLanguages: readonly string[]): Locale | undefined {
  for (const tag of browserLanguages) {
    const language = tag.split("-")[0]!.toLowerCase();
    if (isLocale(language)) return language === page ? undefined : language;
  }
  return undefined;
}

/** Whether the offer may be made now; marks it made, so it is made at most once. */
export function takeSuggestionTurn(): boolean {
  try {
    if (window.localStorage.getItem(LANGUAGE_SUGGESTED_KEY)) return false;
    window.localStorage.setItem(LANGUAGE_SUGGESTED_KEY, "1");
    return true;
  } catch {
    // Storage blocked: without a way to remember, do not offer at all rather than on every page.
    return false;
  }
}
