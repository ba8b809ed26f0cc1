// What a post tells scholarly readers and tools: its author's name as references write it, its publication day,
// and, for a post with a DOI, the Highwire Press `citation_*` tags that Google Scholar and Zotero read from the
// page's head and the DOI as schema.org writes an identifier. Shared by server (citations) and browser (meta).
import type { MetaDescriptor } from "react-router";
import { company } from "~/content/company";
import type { Locale } from "~/content/locales";
import { doiUrl } from "~/lib/doi";
import { htmlToText } from "~/lib/html-text";
import { orcidUrl } from "~/lib/orcid";
import { authorName, authorOrcid, authorUrl } from "~/lib/post-fields";
import type { PostSummary } from "~/lib/posts";

/** A person's name as CSL writes it; `literal` for a name of one word (a team, a company). */
export type CslName = { given?: string; family?: string; literal?: string };

/** Titles before and after a name, as Czech and English bylines write them ("Ing. Petr Novák, Ph.D."). */
const TITLE_BEFORE = /^(?:(?:prof|doc|dr|ing|mgr|bc|rndr|phdr|mudr|mvdr|judr|paeddr|pharmdr)\.\s*)+/i;
const TITLE_AFTER = /,?\s+(?:ph\.\s*d\.|csc\.|drsc\.|dis\.|mba|msc\.?)(?=\s|,|$).*$/i;

/**
 * A byline's name as family and given names: academic titles dropped, the last word the family name. A name of
 * one word (or none left) stays as it is written.
 */
function cslName(name: string): CslName {
  const bare = name.replace(TITLE_AFTER, "").replace(TITLE_BEFORE, "").trim();
  const words = bare.split(/\s+/).filter(Boolean);
  if (words.length < 2) return { literal: name.trim() };
  return { given: words.slice(0, -1).join(" "), family: words[words.length - 1] };
}

/** The post's authors as references name them: its byline's name, or the company when it has none. */
export function citedAuthors(post: PostSummary): CslName[] {
  const author = authorName(post);
  return [author ? cslName(htmlToText(author)) : { literal: company.legalName }];
}

/** The day a post was published, from its wall time ("2025-03-14T09:30:00"): the day its readers saw. */
export function publishedDay(post: Pick<PostSummary, "date">): [number, number, number] | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(post.date);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

const nameText = (name: CslName) => name.literal ?? `${name.family}, ${name.given}`;

/** The Highwire Press tags of a post with a DOI (none without one: Google Scholar's scope is scholarly papers). */
export function highwireTags(post: PostSummary, title: string, lang: Locale): MetaDescriptor[] {
  if (!post.doi) return [];
  const day = publishedDay(post);
  return [
    { name: "citation_title", content: title },
    ...citedAuthors(post).map((name) => ({ name: "citation_author", content: nameText(name) })),
    ...(day ? [{ name: "citation_publication_date", content: day.map(pad).join("/") }] : []),
    { name: "citation_doi", content: post.doi },
    { name: "citation_language", content: post.lang ?? lang },
    { name: "citation_publisher", content: company.legalName },
  ];
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The DOI as schema.org's `identifier` of a ScholarlyArticle. */
export function doiIdentifier(doi: string) {
  return { "@type": "PropertyValue", propertyID: "DOI", value: doi, url: doiUrl(doi) };
}

/** The post's author in JSON-LD: their own site as `url`, their ORCID record in `sameAs`. */
export function authorJsonLd(post: PostSummary) {
  const url = authorUrl(post);
  const orcid = authorOrcid(post);
  return {
    "@type": "Person",
    name: authorName(post),
    ...(url && { url }),
    ...(orcid && { sameAs: [orcidUrl(orcid)] }),
  };
}
