// The embedded blog's authors: one file (content/authors.json) names each author once, by slug, with their
// name, ORCID iD and biography in each language; a post's front matter `author:` names one of them by slug (or
// by name). A post whose `author:` is in no entry keeps it as a plain name, without a page (older posts).
import { readFile, stat } from "node:fs/promises";
import { type Locale, LOCALES } from "~/content/locales";
import { parseOrcid } from "~/lib/orcid";
import type { Author, Post } from "~/lib/posts";
import { escapeHtml } from "./embedded-fields.server";
import { SLUG_PATTERN, SourceError } from "./source.server";

/** Most characters of a biography: a paragraph or two, never a whole page. */
const MAX_BIO_LENGTH = 2000;

export type AuthorEntry = {
  slug: string;
  name: string;
  orcid?: string;
  bio: Partial<Record<Locale, string>>;
};
export type AuthorsFile = { signature: string; bySlug: Map<string, AuthorEntry> };

const stableAuthorId = (slug: string, stableId: (text: string) => number) => stableId(`author:${slug}`);

/** The authors file read and checked; a missing file is no authors. A malformed one is an error naming it. */
export async function readAuthors(file: string): Promise<AuthorsFile> {
  let text: string;
  let signature: string;
  try {
    const info = await stat(file);
    signature = `${info.mtimeMs}:${info.size}`;
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { signature: "", bySlug: new Map() };
    throw new SourceError(`Cannot read ${file}`, { cause: error });
  }
  return { signature, bySlug: parseAuthors(text, file) };
}

/**
 * `{"jana-novakova": {"name": "...", "orcid": "...", "bio": {"en": "...", "cs": "..."}}}`, checked.
 * @internal
 */
export function parseAuthors(text: string, file: string): Map<string, AuthorEntry> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new SourceError(`${file}: not valid JSON (${(error as Error).message})`);
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    throw new SourceError(`${file}: must map each author's slug to their name, orcid and bio`);
  const authors = new Map<string, AuthorEntry>();
  for (const [slug, value] of Object.entries(raw)) {
    const problem = (what: string) => new SourceError(`${file}: author "${slug}": ${what}`);
    if (!SLUG_PATTERN.test(slug)) throw problem('the slug may contain only a-z, 0-9 and "-"');
    if (typeof value !== "object" || value === null) throw problem("must be an object");
    const entry = value as Record<string, unknown>;
    if (typeof entry.name !== "string" || !entry.name.trim()) throw problem("name is required");
    const orcid = entry.orcid === undefined ? undefined : parseOrcid(entry.orcid);
    if (entry.orcid !== undefined && !orcid)
      throw problem("orcid must be an ORCID iD with a valid check digit");
    const bio: Partial<Record<Locale, string>> = {};
    if (entry.bio !== undefined) {
      if (typeof entry.bio !== "object" || entry.bio === null)
        throw problem("bio must map en and cs to a text");
      for (const [lang, words] of Object.entries(entry.bio)) {
        if (!(LOCALES as readonly string[]).includes(lang) || typeof words !== "string")
          throw problem(`bio must map ${LOCALES.join(", ")} to a text`);
        if (words.length > MAX_BIO_LENGTH) throw problem(`bio.${lang} is over ${MAX_BIO_LENGTH} characters`);
        bio[lang as Locale] = words.trim();
      }
    }
    authors.set(slug, { slug, name: entry.name.trim(), ...(orcid && { orcid }), bio });
  }
  return authors;
}

/**
 * The entry a post's `author:` names (as the byline holds it, HTML-escaped): by slug, else by the very name
 * (posts written before the file).
 */
function entryFor(authors: Map<string, AuthorEntry>, named: string): AuthorEntry | undefined {
  return authors.get(named) ?? [...authors.values()].find((entry) => escapeHtml(entry.name) === named);
}

/** A post's byline author from the file: its name, ORCID iD and page (the post's own fields fill gaps). */
export function withFileAuthor(
  post: Post,
  authors: Map<string, AuthorEntry>,
  stableId: (text: string) => number,
): Post {
  const byline = post._embedded?.author?.[0];
  const entry = byline && entryFor(authors, byline.name);
  if (!byline || !entry) return post;
  const orcid = entry.orcid ?? byline.orcid;
  const author = {
    ...byline,
    id: stableAuthorId(entry.slug, stableId),
    name: escapeHtml(entry.name),
    slug: entry.slug,
    ...(orcid && { orcid }),
  };
  return { ...post, _embedded: { ...post._embedded, author: [author] } };
}

/** The author as their page shows them in a language. */
export function authorOf(entry: AuthorEntry, lang: Locale, stableId: (text: string) => number): Author {
  return {
    id: stableAuthorId(entry.slug, stableId),
    slug: entry.slug,
    name: entry.name,
    bio: entry.bio[lang] ?? "",
    ...(entry.orcid && { orcid: entry.orcid }),
  };
}
