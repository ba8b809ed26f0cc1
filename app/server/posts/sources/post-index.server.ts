// The blog's index: its newest posts as links, with their categories, read in one small request and kept like a
// list. The end of a post (the posts just older and newer, a few of its category) and the slugs of its
// translations are looked up in it, so a cold post costs WordPress the post itself and nothing more. What the
// index cannot tell for sure (a post older than its last entry) is asked as before.
import type { Locale } from "~/content/locales";
import { type Post, type PostLink, type PostNeighbours, RELATED_POSTS } from "~/lib/posts";
import { neighbours } from "./source.server";

/** A post as the index knows it. */
export type IndexedPost = PostLink & { id: number; lang?: Locale; categories: number[] };

/** One language's newest posts, newest first; `complete` when they are all of that language's posts. */
export type PostIndex = { posts: IndexedPost[]; complete: boolean };

/** How many posts the index holds: WordPress's largest page, one request. */
export const INDEX_SIZE = 100;

/** What the index tells of a post's end; an undefined part is not known from it and must be asked. */
export type KnownAround = {
  previous?: PostLink | null;
  next?: PostLink | null;
  /** Candidates for the related posts, newest first (`neighbours()` picks from them). */
  related?: PostLink[];
};

const link = ({ slug, title, date }: IndexedPost): PostLink => ({ slug, title, date });

/**
 * The end of `post` as WordPress's own questions would answer it (`before`/`after` its date, exclusive; its
 * first category's newest), as far as `index` holds the answer. The index is the newest posts: a post just
 * older than `post` found in it is the one WordPress names, and none newer can be missing from it once `post`
 * is no older than its last entry.
 */
export function aroundFromIndex(index: PostIndex, post: Post, lang?: Locale): KnownAround {
  const posts = index.posts.filter(
    (other) => other.id !== post.id && (!lang || !other.lang || other.lang === lang),
  );
  const known: KnownAround = {};
  const last = index.posts.at(-1)?.date ?? "";
  if (!post.date) Object.assign(known, { previous: null, next: null });
  else {
    const older = posts.find((other) => other.date !== "" && other.date < post.date);
    if (older || index.complete) known.previous = older ? link(older) : null;
    if (index.complete || (last !== "" && post.date >= last)) {
      const newer = posts.filter((other) => other.date > post.date).at(-1);
      known.next = newer ? link(newer) : null;
    }
  }
  const category = post._embedded?.["wp:term"]?.[0]?.[0];
  if (!category) known.related = [];
  else {
    // The category's newest posts: WordPress's own answer once the index holds as many as it is asked for, or
    // enough of them beside the previous and the next post, whatever older ones it does not hold.
    const candidates = posts.filter((other) => other.categories.includes(category.id)).map(link);
    const shown = new Set([known.previous?.slug, known.next?.slug]);
    const enough =
      known.previous !== undefined &&
      known.next !== undefined &&
      candidates.filter((candidate) => !shown.has(candidate.slug)).length >= RELATED_POSTS;
    if (index.complete || enough || candidates.length >= RELATED_POSTS + 2)
      known.related = candidates.slice(0, RELATED_POSTS + 2);
  }
  return known;
}

/** The end of a post when every part is known, else undefined. */
export function knownNeighbours(known: KnownAround): PostNeighbours | undefined {
  const { previous, next, related } = known;
  if (previous === undefined || next === undefined || related === undefined) return undefined;
  return neighbours(previous, next, related);
}

/** The slugs of these post ids in `index`, where it has them. */
export function slugsIn(index: PostIndex | undefined, ids: number[]): Map<number, string> {
  const slugs = new Map<number, string>();
  for (const post of index?.posts ?? []) if (ids.includes(post.id)) slugs.set(post.id, post.slug);
  return slugs;
}
