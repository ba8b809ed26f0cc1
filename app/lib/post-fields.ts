// Reading the fields the pages show from a WordPress-shaped post. Shared by server and browser.
import { categoryPath, editorPagePath, postPath } from "~/lib/blog-urls";
import { isLocale, type Locale } from "~/content/locales";
import type { Alternates } from "~/lib/i18n";
import { formatPostDate } from "~/lib/dates";
import type { Category, PostSummary, Term } from "~/lib/posts";

/** `intrinsicWidth`: the upload's own width, when WordPress says it (media_details), so no wider size is offered. */
export type FeaturedImage = {
  src: string;
  width: number;
  height: number;
  alt: string;
  intrinsicWidth?: number;
};

/** WordPress's default featured image size; used when the media carries no dimensions. */
const DEFAULT_SIZE = { width: 1200, height: 630 };

/** The embedded featured media, falling back to the post's jetpack_featured_media_url. */
export function featuredImage(post: PostSummary): FeaturedImage | null {
  const media = post._embedded?.["wp:featuredmedia"]?.[0];
  if (media?.source_url) {
    const { width, height } = media.media_details ?? {};
    const sized = width && height ? { width, height } : DEFAULT_SIZE;
    return { src: media.source_url, ...sized, alt: media.alt_text ?? "", intrinsicWidth: width };
  }
  if (post.jetpack_featured_media_url)
    return { src: post.jetpack_featured_media_url, ...DEFAULT_SIZE, alt: "" };
  return null;
}

export function authorName(post: PostSummary): string | null {
  return post._embedded?.author?.[0]?.name?.trim() || null;
}

/** The author's own web address when the source gives one (WordPress's profile "Website" field). */
export function authorUrl(post: PostSummary): string | null {
  return post._embedded?.author?.[0]?.url || null;
}

/** The slug of the author's page on the blog, when they have one. */
export function authorSlug(post: PostSummary): string | null {
  return post._embedded?.author?.[0]?.slug || null;
}

/** The author's ORCID iD when the source gives one (checked on the server: app/lib/orcid.ts). */
export function authorOrcid(post: PostSummary): string | null {
  return post._embedded?.author?.[0]?.orcid || null;
}

/** The date and author as the blog prints them, "March 14, 2025 • Dr. Jana Nováková" (social card, its alt). */
export function postByline(post: PostSummary, locale: Locale = "en"): string {
  return [formatPostDate(post.date, locale), authorName(post)].filter(Boolean).join(" • ");
}

/**
 * The post's page in each language: its own and its translations'. A post whose language is unknown (no
 * language plugin) is the same post on both blogs.
 */
export function postAlternates(post: Pick<PostSummary, "slug" | "lang" | "translations">): Alternates {
  if (!post.lang) return { en: postPath(post.slug, "en"), cs: postPath(post.slug, "cs") };
  const alternates: Alternates = { [post.lang]: postPath(post.slug, post.lang) };
  for (const [lang, slug] of Object.entries(post.translations ?? {}) as [Locale, string][])
    alternates[lang] = postPath(slug, lang);
  return alternates;
}

/**
 * An editor's page in each language it exists in: its own, and its translations. A page without a language
 * (WordPress without Polylang) is English only.
 */
export function editorPageAlternates(page: Pick<PostSummary, "slug" | "lang" | "translations">): Alternates {
  const lang = page.lang ?? "en";
  const alternates: Alternates = { [lang]: editorPagePath(page.slug, lang) };
  for (const [other, slug] of Object.entries(page.translations ?? {}) as [Locale, string][])
    alternates[other] = editorPagePath(slug, other);
  return alternates;
}

/** A category's first page in each language its source pairs it with (content/categories.json, Polylang). */
export function categoryAlternates(
  category: Pick<Category, "slug" | "translations">,
  lang: Locale,
): Alternates {
  const pages: Alternates = { [lang]: categoryPath(category.slug, lang) };
  for (const [other, slug] of Object.entries(category.translations ?? {}))
    if (isLocale(other) && other !== lang && slug) pages[other] = categoryPath(slug, other);
  return pages;
}

/** The first embedded term group: the post's categories. */
export function categories(post: PostSummary): Term[] {
  return post._embedded?.["wp:term"]?.[0] ?? [];
}

/**
 * The post's language when it is not the page's (a post without a translation, from a WordPress without a
 * language plugin, on the Czech blog): its title, excerpt and body are marked with it. Undefined otherwise.
 */
export function foreignLanguage(post: { lang?: Locale }, page: Locale): Locale | undefined {
  const lang = post.lang ?? "en";
  return lang === page ? undefined : lang;
}
