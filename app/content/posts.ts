// Texts the site adds to posts from the content source, in the post's language (written into its body).
import type { Locale } from "~/content/locales";

/** Shown above a post's plain text when the post was too large or took too long to show as written. */
export const POST_SHOWN_AS_TEXT_IN: Record<Locale, string> = {
  en: "This post could not be shown in full. Here is its text.",
  cs: "Tento článek nelze zobrazit celý. Zde je jeho text.",
};

/** @internal */
export const POST_SHOWN_AS_TEXT = POST_SHOWN_AS_TEXT_IN.en;

/** The name of the link a heading of a post has to itself (its address to copy and share). */
export const SECTION_LINK: Record<Locale, (heading: string) => string> = {
  en: (heading) => `Link to the section ${heading}`,
  cs: (heading) => `Odkaz na oddíl ${heading}`,
};
