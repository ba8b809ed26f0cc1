// The site's interface texts per language (en.ts, cs.ts) and the hook components read them with.
// `Messages` is the English file's shape with every text widened to string: cs.ts must give each one.
import { useLocation } from "react-router";
import { czechContent } from "~/content/czech-loader";
import { type Locale, localeOf } from "~/content/locales";
import { en } from "./en";

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends readonly (infer I)[]
      ? Widen<I>[]
      : { [K in keyof T]: Widen<T[K]> };

export type Messages = Widen<typeof en>;

/** The texts of a language; the Czech ones come with the rest of the Czech copy (czech-loader.ts). */
export const messagesFor = (locale: Locale): Messages => (locale === "cs" ? czechContent().messages : en);

/** The language of the page on screen, read from its address. */
export function useLocale(): Locale {
  return localeOf(useLocation().pathname);
}

/** The texts of the page on screen, in its language. */
export function useMessages(): Messages {
  return messagesFor(useLocale());
}
