// What the embedded blog knows across its posts: translations linked both ways and the addresses its posts had
// before they were renamed (`redirect_from` in the front matter), made from the Markdown files once per change.
import type { Post } from "~/lib/posts";
import type { Locale } from "~/content/locales";
import { SLUG_PATTERN, SourceError } from "./source.server";

/** `redirect_from: [old-slug, ...]`: the slugs a post answered at before; checked like slugs. */
export function redirectsFrom(value: unknown, file: string): string[] {
  if (value === undefined) return [];
  const slugs = Array.isArray(value) ? value : [value];
  if (!slugs.every((slug): slug is string => typeof slug === "string" && SLUG_PATTERN.test(slug)))
    throw new SourceError(`${file}: redirect_from must list old slugs (a-z, 0-9 and "-")`);
  return slugs;
}

/** Old slug -> the post's slug now, per language; an old slug claimed twice in one language is an error. */
export function movedPosts(entries: { post: Post; from: string[] }[], dir: string): Map<string, string> {
  const moved = new Map<string, string>();
  for (const { post, from } of entries)
    for (const old of from) {
      const key = `${post.lang}:${old}`;
      const other = moved.get(key);
      if (other !== undefined && other !== post.slug)
        throw new SourceError(`${dir}: "${post.slug}" and "${other}" both name "${old}" in redirect_from`);
      moved.set(key, post.slug);
    }
  return moved;
}

/**
 * Translations are written on one side (a Czech post names its English original): each post named gets the
 * way back, so both pages link to each other. A translation naming a post that does not exist is an error.
 */
export function linkTranslations(posts: Post[], dir: string): void {
  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  for (const post of posts)
    for (const [lang, slug] of Object.entries(post.translations ?? {}) as [Locale, string][]) {
      const other = bySlug.get(slug);
      if (!other || other.lang !== lang)
        throw new SourceError(
          `${dir}: "${post.slug}" names "${slug}" as its ${lang} translation; there is none`,
        );
      other.translations = { ...other.translations, [post.lang!]: post.slug };
    }
}
