// The posts service's two lookups beyond posts by slug and lists: where a renamed post went, and search. Both
// are kept in the service's cache like a post (a change notice drops them with the lists) and every miss counts
// against the asking client's upstream budget.
import type { MenuItem, MenuLocation } from "~/lib/menu";
import { type Post, type PostBySlug, type PostList, POSTS_PER_PAGE } from "~/lib/posts";
import { cleanQuery, MAX_SEARCH_LENGTH } from "~/lib/search-text";
import type { Ask, ListAsk } from "./ask.server";
import type { Cached, createCache } from "./cache.server";
import { LIST_ERROR, POST_ERROR, unavailable } from "./errors.server";
import { type PostsSource, SLUG_PATTERN } from "./sources/source.server";

/** What the posts service hands the lookups beside it (these, the authors'): its source, cache and limits. */
export type ServiceParts = {
  source: PostsSource;
  cache: ReturnType<typeof createCache>;
  ask: <T>(request: () => Promise<T>) => Promise<T>;
  budget: { charge(client?: string): Promise<void> };
  sanitize: (post: Post, client?: string) => Promise<Post>;
};

type Parts = ServiceParts & {
  getPost: (slug: string, ask?: Ask) => Promise<PostBySlug>;
};

export type Lookups = {
  /**
   * The slug now of the post that answered at `slug` before it was renamed, in the same language's blog; only a
   * post that exists and is not `slug` itself (never a loop, never another site). Undefined: none.
   */
  findMoved(slug: string, ask?: Ask): Promise<string | undefined>;
  /**
   * One page of the posts that match `query` (cleaned: control characters out, spaces collapsed), best first.
   * RangeError for an empty query or one over MAX_SEARCH_LENGTH characters: the page says so, nothing is asked.
   */
  searchCached(query: string, page: number, ask?: ListAsk): Promise<Cached<PostList>>;
  /**
   * The editor's menu at `location` in `lang`, kept like a post (a change notice for menus drops it); null when
   * none is assigned or the source has no menus. Throws PostsUnavailableError when the source fails.
   */
  menuCached(location: MenuLocation, ask?: Pick<Ask, "lang">): Promise<Cached<MenuItem[] | null>>;
  /** Forgets every kept menu (WordPress said one changed); returns how many entries were dropped. */
  forgetMenus(): number;
};

const none: PostList = { data: [], totalPages: 0, totalPosts: 0 };

export function createLookups({ source, cache, ask, budget, sanitize, getPost }: Parts): Lookups {
  return {
    async findMoved(slug, { client, lang = "en" } = {}) {
      const moved = source.moved?.bind(source);
      if (!moved || !SLUG_PATTERN.test(slug)) return undefined;
      try {
        const found = await cache.get(
          `moved:${lang}:${slug}`,
          async () => {
            const to = await ask(() => moved(slug, lang));
            return { to: to !== undefined && to !== slug && SLUG_PATTERN.test(to) ? to : null };
          },
          { isGoodCopy: (answer) => answer.to !== null, beforeFetch: () => budget.charge(client) },
        );
        const to = found.value.to;
        if (to === null) return undefined;
        // A record can outlive its post (trashed since, or renamed again): only a post shown now is a target.
        return (await getPost(to, { client, lang })).data[0]?.slug === to ? to : undefined;
      } catch (error) {
        throw unavailable(POST_ERROR, error);
      }
    },

    async menuCached(location, { lang = "en" } = {}) {
      const menu = source.menu?.bind(source);
      if (!menu) return { value: null, freshness: "fresh", fetchedAt: 0, age: 0 };
      try {
        return await cache.get(
          `menu:${lang}:${location}`,
          async () => (await ask(() => menu(location, lang))) ?? null,
          // Not charged to the client: one address per language, whatever the page, so no client can make
          // the site ask WordPress more than that.
          { isGoodCopy: (items) => items !== null },
        );
      } catch (error) {
        throw unavailable(LIST_ERROR, error);
      }
    },

    forgetMenus: () => cache.drop((key) => key.startsWith("menu:")),

    async searchCached(query, page, { perPage = POSTS_PER_PAGE, client, lang = "en" } = {}) {
      const words = cleanQuery(query);
      if (words === "" || words.length > MAX_SEARCH_LENGTH)
        throw new RangeError(`a search must have 1..${MAX_SEARCH_LENGTH} characters`);
      const search = source.search?.bind(source);
      if (!search) return { value: none, freshness: "fresh", fetchedAt: 0, age: 0 };
      try {
        return await cache.get(
          `search:${lang}:${perPage}:${page}:${words}`,
          async () => {
            const list = await ask(() => search(words, page, perPage, lang));
            return { ...list, data: await Promise.all(list.data.map((post) => sanitize(post, client))) };
          },
          // Kept beside the answers without content: a flood of searches never pushes the posts out.
          { isGoodCopy: () => false, beforeFetch: () => budget.charge(client) },
        );
      } catch (error) {
        throw unavailable(LIST_ERROR, error);
      }
    },
  };
}
