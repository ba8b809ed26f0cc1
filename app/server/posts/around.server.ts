// Where the end of a post leads (the posts just older and newer, a few of its category), read from the blog's
// index (sources/post-index.server.ts): one request a language, kept like a list, serves every post's end. Only
// what the index cannot tell (a post older than all it holds) is asked of the source, and kept like a post.
// A change notice drops both with the lists (forgetPosts keeps only other posts' entries).
import type { Locale } from "~/content/locales";
import type { Post, PostNeighbours } from "~/lib/posts";
import type { Ask } from "./ask.server";
import type { Cached } from "./cache.server";
import { LIST_ERROR, unavailable } from "./errors.server";
import type { ServiceParts } from "./lookups.server";
import { aroundFromIndex, knownNeighbours, type PostIndex } from "./sources/post-index.server";

export type AroundLookups = {
  /**
   * Where the end of `post` leads (a source without `around` answers none). Its age is the index's when the
   * index told all of it.
   */
  aroundCached(post: Post, ask?: Ask): Promise<Cached<PostNeighbours>>;
};

const indexKey = (lang: Locale) => `index:${lang}`;

/** A language's index while a fresh one is kept, without asking: the posts service reads translations in it. */
export function keptIndex(cache: ServiceParts["cache"], lang: Locale): Cached<PostIndex> | undefined {
  return cache.peekFreshCached<PostIndex>(indexKey(lang));
}

export function createAroundLookups({
  source,
  cache,
  ask,
  budget,
}: Omit<ServiceParts, "sanitize">): AroundLookups {
  return {
    async aroundCached(post, { client, lang = "en" } = {}) {
      const around = source.around?.bind(source);
      if (!around)
        return {
          value: { previous: null, next: null, related: [] },
          freshness: "fresh",
          fetchedAt: 0,
          age: 0,
        };
      const index = source.index?.bind(source);
      try {
        const kept = index
          ? await cache.get(indexKey(lang), () => ask(() => index(lang)), {
              isGoodCopy: (found) => found.posts.length > 0,
              beforeFetch: () => budget.charge(client),
            })
          : undefined;
        const known = kept ? aroundFromIndex(kept.value, post, lang) : {};
        const told = knownNeighbours(known);
        if (kept && told) return { ...kept, value: told };
        return await cache.get(`around:${lang}:${post.slug}`, () => ask(() => around(post, lang, known)), {
          isGoodCopy: () => true,
          beforeFetch: () => budget.charge(client),
          readSince: () => kept?.fetchedAt,
        });
      } catch (error) {
        throw unavailable(LIST_ERROR, error);
      }
    },
  };
}
