// What a citation of a post says, as CSL-JSON (the Citation Style Language's data format, which citation.js reads
// and writes): title, author, date, address, blog, publisher, language and DOI.
import { company } from "~/content/company";
import type { Locale } from "~/content/locales";
import { messagesFor } from "~/content/messages";
import { postPath } from "~/lib/blog-urls";
import { htmlToText } from "~/lib/html-text";
import type { Post } from "~/lib/posts";
import { citedAuthors, type CslName, publishedDay } from "~/lib/scholarly";

export type CslItem = {
  id: string;
  type: "post-weblog";
  title: string;
  author: CslName[];
  issued?: { "date-parts": [[number, number, number]] };
  URL: string;
  DOI?: string;
  "container-title": string;
  publisher: string;
  "publisher-place": string;
  language: Locale;
};

/** Where the company is, as a reference names a publisher's place: the city without its district number. */
const PLACE = company.address.city.replace(/\s+\d+$/, "");

/** A post as CSL-JSON; `base` is the site's origin; the post is cited at its address on the blog of `lang`. */
export function cslItem(post: Post, base: string, lang: Locale): CslItem {
  const day = publishedDay(post);
  return {
    id: post.slug,
    type: "post-weblog",
    // Ordinary spaces: the files are read by programs that set their own (the page's reference is typeset).
    title: htmlToText(post.title.rendered).replace(/\u00a0/g, " "),
    // Without a byline, the company is the author (a corporate author, as both styles write one).
    author: citedAuthors(post),
    ...(day && { issued: { "date-parts": [day] } }),
    URL: base + postPath(post.slug, lang),
    ...(post.doi && { DOI: post.doi }),
    "container-title": messagesFor(lang).cite.container,
    publisher: company.legalName,
    "publisher-place": PLACE,
    language: post.lang ?? lang,
  };
}
