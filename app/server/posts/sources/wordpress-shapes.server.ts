// What the site reads from WordPress's JSON: posts, their embedded author, image and terms, Yoast SEO's texts and
// error answers, each field checked for its type (a field of the wrong type counts as absent).
import { isWallTime } from "~/lib/dates";
import { isLocale } from "~/content/locales";
import { parseDoi } from "~/lib/doi";
import { parseOrcid } from "~/lib/orcid";
import { htmlToText } from "~/lib/html-text";
import type { Author, Post, SeoHead, Term } from "~/lib/posts";
import { copyOtherDates, seoTexts } from "~/server/sanitize/sanitize.server";
import { SLUG_PATTERN, SourceError } from "./source.server";
import { log as siteLog } from "~/server/log/log.server";

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function rendered(value: unknown): string {
  return isRecord(value) && typeof value.rendered === "string" ? value.rendered : "";
}

function optionalNumber(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

function positiveNumber(value: unknown): number | undefined {
  const number = optionalNumber(value);
  return number !== undefined && number > 0 ? number : undefined;
}

/**
 * Keeps only the fields the site reads, each of the right type (a field of the wrong type counts as absent).
 * Throws a SourceError when the item is no usable post: no whole positive id, or a slug the site cannot
 * link to. A date that is not a real wall time becomes "" (the post is shown without a date), and is logged.
 */
export function toPost(
  raw: unknown,
  log: (message: string) => void = (message) => siteLog.warn(message),
): Post {
  if (!isRecord(raw)) throw new SourceError("WordPress answered an item that is not a post");
  if (!Number.isSafeInteger(raw.id) || (raw.id as number) < 1)
    throw new SourceError(`WordPress answered a post without a valid id: ${preview(raw.id)}`);
  const id = raw.id as number;
  if (typeof raw.slug !== "string" || !SLUG_PATTERN.test(raw.slug))
    throw new SourceError(`WordPress post ${id} has a slug the site cannot use: ${preview(raw.slug)}`);
  if (!isWallTime(raw.date))
    log(`WordPress post ${id} has no valid date (${preview(raw.date)}); it is shown without one`);
  const post: Post = {
    id,
    slug: raw.slug,
    date: isWallTime(raw.date) ? raw.date : "",
    title: { rendered: rendered(raw.title) },
    excerpt: { rendered: rendered(raw.excerpt) },
    content: { rendered: rendered(raw.content) },
  };
  copyOtherDates(raw, post);
  if (typeof raw.jetpack_featured_media_url === "string" && raw.jetpack_featured_media_url) {
    post.jetpack_featured_media_url = raw.jetpack_featured_media_url;
  }
  if (isRecord(raw._embedded)) post._embedded = toEmbedded(raw._embedded);
  if (isLocale(raw.lang)) post.lang = raw.lang;
  // The site connector's `doi` field (wordpress/site-connector.php); a value of another shape is no DOI.
  const doi = isRecord(raw.meta) ? parseDoi(raw.meta.doi) : undefined;
  if (doi) post.doi = doi;
  const seo = toSeoHead(raw.yoast_head_json);
  if (seo) post.yoast_head_json = seo;
  return post;
}

/** The texts of Yoast SEO's yoast_head_json the site uses, each a non-empty string of sane length. */
function toSeoHead(raw: unknown): SeoHead | undefined {
  if (!isRecord(raw)) return undefined;
  const text = (value: unknown) =>
    typeof value === "string" && value.trim() && value.length <= 1000 ? value.trim() : undefined;
  const head = seoTexts(raw, text);
  // Yoast lists the social image as [{url, width, height, type}]; only its address is used.
  const image = Array.isArray(raw.og_image) ? raw.og_image[0] : undefined;
  if (isRecord(image) && typeof image.url === "string" && image.url.length <= 2048)
    head.og_image = { url: image.url };
  return Object.keys(head).length > 0 ? head : undefined;
}

/** A short, quoted, safe-to-log rendering of a value WordPress sent. */
function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 80)}...` : text;
}
function toEmbedded(raw: Record<string, unknown>): NonNullable<Post["_embedded"]> {
  const embedded: NonNullable<Post["_embedded"]> = {};
  // WordPress embeds an error object ({code, message}) in place of an author or image it may not show.
  const author = Array.isArray(raw.author) ? raw.author[0] : undefined;
  if (isRecord(author) && typeof author.name === "string" && author.name) {
    embedded.author = [
      {
        ...(optionalNumber(author.id) !== undefined && { id: author.id as number }),
        name: author.name,
        // The profile's "Website" field (the sanitizer keeps it only when it is an http(s) address).
        ...(typeof author.url === "string" && author.url && { url: author.url }),
        // The site connector's profile field (wordpress/site-connector.php), checked with its check digit.
        ...(parseOrcid(author.orcid) && { orcid: parseOrcid(author.orcid) }),
        // The user's slug names their page on the blog (/blog/author/{slug}).
        ...(typeof author.slug === "string" && SLUG_PATTERN.test(author.slug) && { slug: author.slug }),
      },
    ];
  }
  const media = Array.isArray(raw["wp:featuredmedia"]) ? raw["wp:featuredmedia"][0] : undefined;
  if (isRecord(media) && typeof media.source_url === "string" && media.source_url) {
    const details = isRecord(media.media_details) ? media.media_details : {};
    const width = positiveNumber(details.width);
    const height = positiveNumber(details.height);
    embedded["wp:featuredmedia"] = [
      {
        ...(optionalNumber(media.id) !== undefined && { id: media.id as number }),
        source_url: media.source_url,
        alt_text: typeof media.alt_text === "string" ? media.alt_text : "",
        ...(width && height && { media_details: { width, height } }),
      },
    ];
  }
  if (Array.isArray(raw["wp:term"])) {
    embedded["wp:term"] = raw["wp:term"].map((group) => (Array.isArray(group) ? group.flatMap(toTerm) : []));
  }
  return embedded;
}

/** Most characters of a biography the author page shows (WordPress does not limit the field). */
const MAX_BIO_LENGTH = 2000;

/**
 * A user as /wp/v2/users answers them, as their author page shows them: none without a whole id, a usable slug
 * and a name. The biography (`description`, which may hold a few HTML tags) becomes plain text.
 */
export function toAuthor(raw: unknown): Author[] {
  if (!isRecord(raw) || !Number.isSafeInteger(raw.id) || (raw.id as number) < 1) return [];
  if (typeof raw.slug !== "string" || !SLUG_PATTERN.test(raw.slug)) return [];
  const name = typeof raw.name === "string" ? htmlToText(raw.name) : "";
  if (!name) return [];
  const bio = typeof raw.description === "string" ? htmlToText(raw.description) : "";
  const orcid = parseOrcid(raw.orcid);
  return [
    {
      id: raw.id as number,
      slug: raw.slug,
      name,
      bio: bio.length > MAX_BIO_LENGTH ? `${bio.slice(0, MAX_BIO_LENGTH - 1)}…` : bio,
      ...(orcid && { orcid }),
    },
  ];
}

export function toTerm(raw: unknown): Term[] {
  if (!isRecord(raw) || typeof raw.id !== "number" || typeof raw.name !== "string") return [];
  return [
    {
      id: raw.id,
      name: raw.name,
      ...(typeof raw.slug === "string" && { slug: raw.slug }),
      ...(typeof raw.taxonomy === "string" && { taxonomy: raw.taxonomy }),
    },
  ];
}

/** The `code` of a WordPress error answer ({code, message, data}). */
export function errorCode(body: unknown): string | undefined {
  return isRecord(body) && typeof body.code === "string" ? body.code : undefined;
}
