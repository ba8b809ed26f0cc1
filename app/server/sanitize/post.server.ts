// A whole post, sanitized: every HTML field through its pipeline, every name reduced to plain text. Pure: it
// reads nothing but its arguments, so it runs the same in a worker thread as in the main one.
import type { Post } from "~/lib/posts";
import { safeImageUrl } from "~/lib/same-origin";
import { webUrl } from "~/lib/web-url";
import { copyOtherDates, seoTexts } from "./field-copies.server";
import { keepPostImages } from "./post-images.server";
import { cleanContent, cleanExcerpt, cleanName, cleanTitle, type SanitizeOptions } from "./pipeline.server";
import { parseDoi } from "~/lib/doi";
import { parseOrcid } from "~/lib/orcid";

/** How the fields besides the body are cleaned: by the pipeline, or as plain text (sanitize-fallback). */
export type FieldCleaners = {
  title: (html: string) => string;
  excerpt: (html: string) => string;
  name: (html: string) => string;
};

const pipelineCleaners = (options: SanitizeOptions): FieldCleaners => ({
  title: (html) => cleanTitle(html, options),
  excerpt: (html) => cleanExcerpt(html, options),
  name: (html) => cleanName(html, options),
});

/** Every field of `post` but its body, sanitized; `content` is the body already sanitized (or its stand-in). */
export function sanitizePostFields(
  post: Post,
  content: string,
  options: SanitizeOptions,
  cleaners: FieldCleaners = pipelineCleaners(options),
): Post {
  const base = options.siteUrl;
  const { name } = cleaners;
  const embedded = post._embedded;
  const author = embedded?.author?.[0];
  const media = embedded?.["wp:featuredmedia"]?.[0];
  const mediaUrl = safeImageUrl(media?.source_url, base);
  const terms = embedded?.["wp:term"];
  const clean: Post = {
    id: post.id,
    slug: post.slug,
    date: post.date,
    title: { rendered: cleaners.title(post.title.rendered) },
    excerpt: { rendered: cleaners.excerpt(post.excerpt.rendered) },
    content: { rendered: content },
  };
  copyOtherDates(post, clean);
  if (post.lang) clean.lang = post.lang;
  if (post.translations) clean.translations = { ...post.translations };
  // A DOI is only ever kept in its checked shape (app/lib/doi.ts).
  const doi = parseDoi(post.doi);
  if (doi) clean.doi = doi;
  const jetpack = safeImageUrl(post.jetpack_featured_media_url, base);
  if (jetpack) clean.jetpack_featured_media_url = jetpack;
  const seo = post.yoast_head_json;
  if (seo) {
    // An SEO plugin's texts go into <title> and <meta> as text.
    const head = seoTexts(seo, (text) => (text === undefined ? "" : name(text)));
    if (Object.keys(head).length > 0) clean.yoast_head_json = head;
  }
  if (embedded) {
    clean._embedded = {};
    const authorName = author ? name(author.name) : "";
    const url = webUrl(author?.url)?.href;
    const orcid = parseOrcid(author?.orcid);
    // The author page's slug, as a post's slug: anything else would be a link the site cannot answer.
    const slug =
      author?.slug !== undefined && /^[a-z0-9-]{1,200}$/.test(author.slug) ? author.slug : undefined;
    if (author && authorName)
      clean._embedded.author = [
        {
          ...(author.id !== undefined && { id: author.id }),
          name: authorName,
          ...(url && { url }),
          ...(orcid && { orcid }),
          ...(slug && { slug }),
        },
      ];
    if (media && mediaUrl) {
      clean._embedded["wp:featuredmedia"] = [
        {
          ...media,
          source_url: mediaUrl,
          ...(media.alt_text !== undefined && { alt_text: name(media.alt_text) }),
        },
      ];
    }
    if (terms) {
      // A term whose name was nothing but markup would show as an empty label.
      clean._embedded["wp:term"] = terms.map((group) =>
        group.map((term) => ({ ...term, name: name(term.name) })).filter((term) => term.name),
      );
    }
  }
  keepPostImages(clean, post, options);
  return clean;
}

/** A post with every HTML field sanitized and every name reduced to plain text. */
export function sanitizePostWith(post: Post, options: SanitizeOptions): Post {
  const content = cleanContent(post.content.rendered, { ...options, lang: post.lang ?? options.lang });
  return sanitizePostFields(post, content, options);
}
