// One Markdown file of the embedded blog (front matter and body) as a WordPress post, with the slugs it answered
// at before. Loaded with the first post the embedded blog reads (embedded.server.ts).
import path from "node:path";
import matter from "gray-matter";
import { isLocale, LOCALES } from "~/content/locales";
import { messagesFor } from "~/content/messages";
import { typeset as typesetIn } from "~/content/typography";
import { parseDoi } from "~/lib/doi";
import { parseOrcid } from "~/lib/orcid";
import type { Post, Term } from "~/lib/posts";
import { slugify } from "~/lib/slug";
import { redirectsFrom } from "./embedded-extras.server";
import {
  autoExcerpt,
  escapeHtml,
  list,
  stableId,
  toWallTime,
  translationsOf,
} from "./embedded-fields.server";
import { markdownRenderer } from "./markdown.server";
import { SourceError } from "./source.server";

const DEFAULT_COVER = { width: 1200, height: 675 };

/** A file's post and its `redirect_from` slugs. */
export function readPostFile(text: string, file: string): { post: Post; from: string[] } {
  return { post: parsePost(text, file), from: redirectsFrom(matter(text).data.redirect_from, file) };
}

function terms(names: string[], taxonomy: "category" | "post_tag"): Term[] {
  return names.map((name) => ({
    id: stableId(`${taxonomy}:${slugify(name)}`),
    name: escapeHtml(name),
    slug: slugify(name),
    taxonomy,
  }));
}

/**
 * One Markdown file (front matter + body) as a WordPress post.
 * @internal
 */
export function parsePost(source: string, file: string): Post {
  const { data, content } = matter(source);
  const fallbackSlug = path.basename(file, ".md");
  const slug = String(data.slug ?? fallbackSlug);
  if (!/^[a-z0-9-]{1,200}$/.test(slug))
    throw new SourceError(`${file}: slug may contain only a-z, 0-9 and "-"`);
  if (typeof data.title !== "string" || !data.title.trim())
    throw new SourceError(`${file}: title is required`);
  const lang = data.lang ?? "en";
  if (!isLocale(lang)) throw new SourceError(`${file}: lang must be one of ${LOCALES.join(", ")}`);
  // Posts get their language's typography (non-breaking spaces) without their editors typing it.
  const typeset = (text: string) => typesetIn(text, lang);
  const markdown = markdownRenderer(messagesFor(lang).blogLinks.footnoteBack);
  const body = typeset(markdown.block(content));
  const excerpt =
    typeof data.excerpt === "string" && data.excerpt.trim()
      ? `<p>${typeset(markdown.inline(data.excerpt.trim()))}</p>\n`
      : autoExcerpt(body);
  const post: Post = {
    id: typeof data.id === "number" ? data.id : stableId(slug),
    slug,
    lang,
    ...(data.translations !== undefined && { translations: translationsOf(data.translations, lang, file) }),
    date: toWallTime(data.date, file),
    ...(data.modified !== undefined && { modified: toWallTime(data.modified, file, "modified") }),
    title: { rendered: typeset(escapeHtml(data.title.trim())) },
    excerpt: { rendered: excerpt },
    content: { rendered: body },
    _embedded: {
      "wp:term": [terms(list(data.categories), "category"), terms(list(data.tags), "post_tag")],
    },
  };
  if (data.doi !== undefined) {
    const doi = parseDoi(String(data.doi));
    if (!doi) throw new SourceError(`${file}: doi must look like 10.5555/12345678`);
    post.doi = doi;
  }
  if (typeof data.author === "string" && data.author.trim()) {
    const name = data.author.trim();
    const url =
      typeof data.authorUrl === "string" && data.authorUrl.trim() ? data.authorUrl.trim() : undefined;
    const orcid = data.authorOrcid === undefined ? undefined : parseOrcid(String(data.authorOrcid));
    if (data.authorOrcid !== undefined && !orcid)
      throw new SourceError(`${file}: authorOrcid must be an ORCID iD with a valid check digit`);
    post._embedded!.author = [
      {
        id: stableId(`author:${name}`),
        name: escapeHtml(name),
        ...(url && { url }),
        ...(orcid && { orcid }),
      },
    ];
  }
  if (typeof data.cover === "string" && data.cover.trim()) {
    const url = data.cover.trim();
    post.jetpack_featured_media_url = url;
    // coverEmbedded: false publishes the image only as jetpack_featured_media_url, as some WordPress sites do.
    if (data.coverEmbedded !== false) {
      post._embedded!["wp:featuredmedia"] = [
        {
          id: stableId(`media:${url}`),
          source_url: url,
          alt_text: typeof data.coverAlt === "string" ? data.coverAlt : "",
          media_details: {
            width: Number(data.coverWidth) || DEFAULT_COVER.width,
            height: Number(data.coverHeight) || DEFAULT_COVER.height,
          },
        },
      ];
    }
  }
  return post;
}
