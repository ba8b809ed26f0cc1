// THE posts service (its room's door, posts.server.ts, hands it on): route loaders, the /api/wordpress proxy, the sitemap and the feed all read posts here,
// so they can never disagree. Posts are sanitized before they are cached.
import {
  CATEGORY_LINKS,
  type Category,
  type CategoryList,
  FEED_SIZE,
  POSTS_PER_PAGE,
  type Post,
  type PostBySlug,
  type PostList,
} from "~/lib/posts";
import { type Locale, LOCALES } from "~/content/locales";
import type { Ask, ListAsk } from "./ask.server";
import { type AroundLookups, createAroundLookups, keptIndex } from "./around.server";
import { type AuthorLookups, createAuthorLookups } from "./authors.server";
import { createCache, type Cached, type CacheOptions } from "./cache.server";
import { LIST_ERROR, POST_ERROR, unavailable } from "./errors.server";
import { createLookups, type Lookups } from "./lookups.server";
import { type PostsSource, SLUG_PATTERN, type SourceName } from "./sources/source.server";
import { createClientBudget, createGate, type GateOptions } from "~/server/http/http.server";
import type { ClientBudget } from "~/server/valkey/valkey.server";

/** Page size used to walk every post (sitemap, feed): WordPress's maximum, so few requests. */
const ALL_POSTS_PAGE_SIZE = 100;
/** Safety stop for allPosts() (sitemap): at most 20 pages of 100 posts, whatever WordPress claims. */
const ALL_POSTS_MAX_PAGES = 20;
const ALL_POSTS_PARALLEL = 4;

/** Page sizes the site's own pages read (blog list, feed, sitemap): only their pages are kept as good copies. */
const SITE_PAGE_SIZES = new Set([POSTS_PER_PAGE, FEED_SIZE, ALL_POSTS_PAGE_SIZE]);

/**
 * Every read may name the client it is for (server/app.ts clientKey) in its Ask: a client whose requests keep
 * missing the cache is refused (429) once it has cost the source UPSTREAM_REQUESTS_PER_MINUTE requests this minute.
 */
export type { Ask } from "./ask.server";

export type PostsService = Lookups &
  AuthorLookups &
  AroundLookups & {
    readonly source: SourceName;
    // `lang`: which language's blog (English when not given); each language's answers are kept apart.
    listPostsCached(page: number, ask?: ListAsk): Promise<Cached<PostList>>;
    getPostBySlugCached(slug: string, ask?: Ask): Promise<Cached<PostBySlug>>;
    listPosts(page: number, ask?: ListAsk): Promise<PostList>;
    /** The category with this slug (its twins in `translations`); null when there is none. */
    categoryCached(slug: string, ask?: Ask): Promise<Cached<Category | null>>;
    /** One page of a category's posts; {data: [], category: null} when there is no such category. */
    listCategoryCached(slug: string, page: number, ask?: ListAsk): Promise<Cached<CategoryList>>;
    /** The blog's categories that have posts, the fullest first (at most CATEGORY_LINKS). */
    categoriesCached(ask?: Ask): Promise<Cached<Category[]>>;
    /**
     * A post as its editor sees it now (previews): never cached, so every request reaches WordPress and counts
     * against the client's budget like any other; undefined when there is none.
     */
    draft(id: number, ask?: Pick<Ask, "client">): Promise<Post | undefined>;
    getPostBySlug(slug: string, ask?: Ask): Promise<PostBySlug>;
    allPosts(ask?: Ask): Promise<Post[]>;
    /**
     * Forgets what can show these posts (WordPress said they changed): every list page (of every language) and
     * each slug's entry in every language.
     * Returns how many entries were dropped.
     */
    forgetPosts(slugs: string[]): number;
    /** Forgets every entry (change notices may have been missed); returns how many were dropped. */
    forgetAll(): number;
    /** Resolves when no upstream request (including background refreshes) is in flight. For tests. */
    idle(): Promise<void>;
  };

export type PostsServiceOptions = CacheOptions & {
  source: PostsSource;
  /** Every post is sanitized by this before it is kept or answered (the sanitizer's worker pool). */
  sanitize: (post: Post, client?: string) => Promise<Post>;
  /** At most this many source requests at once (WORDPRESS_CONCURRENCY); default: no limit. */
  gate?: GateOptions;
  /** Source requests one client may cause per minute; default 0: no limit. */
  clientRequestsPerMinute?: number;
  /** Counts them (across instances with VALKEY_URL); default: this instance's own count. */
  budget?: ClientBudget;
  /** WordPress's application password for drafts (previews); none: no previews. */
  credentials?: { user: string; appPassword: string };
};

function assertPage(page: number, perPage: number) {
  if (!Number.isSafeInteger(page) || page < 1)
    throw new RangeError(`page must be a whole number of at least 1, got ${page}`);
  if (!Number.isSafeInteger(perPage) || perPage < 1 || perPage > 100)
    throw new RangeError(`perPage must be 1..100, got ${perPage}`);
}

const fresh = <T>(value: T): Cached<T> => ({ value, freshness: "fresh", fetchedAt: 0, age: 0 });

export function createPostsService(options: PostsServiceOptions): PostsService {
  const { source, sanitize: sanitizePost } = options;
  const cache = createCache(options);
  const gate = options.gate ? createGate(options.gate) : undefined;
  const budget = options.budget ?? createClientBudget(options.clientRequestsPerMinute ?? 0);
  const ask = <T>(request: () => Promise<T>) => (gate ? gate.run(request) : request());

  const service: PostsService = {
    source: source.name,
    ...createLookups({
      source,
      cache,
      ask,
      budget,
      sanitize: sanitizePost,
      getPost: (...args) => service.getPostBySlug(...args),
    }),
    ...createAuthorLookups({ source, cache, ask, budget, sanitize: sanitizePost, assertPage }),
    ...createAroundLookups({ source, cache, ask, budget }),

    async listPostsCached(page, { perPage = POSTS_PER_PAGE, client, lang = "en" } = {}) {
      assertPage(page, perPage);
      // Past the end of a list whose first page is fresh here: the answer is known without asking.
      const first = page > 1 ? cache.peekFresh<PostList>(`list:${lang}:${perPage}:1`) : undefined;
      if (first && page > first.totalPages) return fresh({ ...first, data: [] });
      try {
        return await cache.get(
          `list:${lang}:${perPage}:${page}`,
          async () => {
            const list = await ask(() => source.list(page, perPage, lang));
            return { ...list, data: await Promise.all(list.data.map((post) => sanitizePost(post, client))) };
          },
          {
            isGoodCopy: (list) => list.data.length > 0 && SITE_PAGE_SIZES.has(perPage),
            beforeFetch: () => budget.charge(client),
          },
        );
      } catch (error) {
        throw unavailable(LIST_ERROR, error);
      }
    },

    async getPostBySlugCached(slug, { client, lang = "en" } = {}) {
      if (!SLUG_PATTERN.test(slug)) return fresh({ data: [] });
      // Translations' slugs are looked up in a kept index first: the post is then as old as that index.
      let readSince: number | undefined;
      const indexed = (other: Locale) => {
        const kept = keptIndex(cache, other);
        if (kept) readSince = Math.min(readSince ?? kept.fetchedAt, kept.fetchedAt);
        return kept?.value;
      };
      try {
        return await cache.get(
          `slug:${lang}:${slug}`,
          async () => {
            const post = await ask(() => source.bySlug(slug, lang, indexed));
            return { data: post ? [await sanitizePost(post, client)] : [] };
          },
          {
            isGoodCopy: (answer) => answer.data.length > 0,
            beforeFetch: () => budget.charge(client),
            readSince: () => readSince,
          },
        );
      } catch (error) {
        throw unavailable(POST_ERROR, error);
      }
    },

    async categoryCached(slug, { client, lang = "en" } = {}) {
      if (!SLUG_PATTERN.test(slug)) return fresh(null);
      try {
        const found = await cache.get(
          `category:${lang}:${slug}`,
          async () => ({ category: (await ask(() => source.category(slug, lang))) ?? null }),
          { isGoodCopy: (answer) => answer.category !== null, beforeFetch: () => budget.charge(client) },
        );
        return { ...found, value: found.value.category };
      } catch (error) {
        throw unavailable(LIST_ERROR, error);
      }
    },

    async listCategoryCached(slug, page, { perPage = POSTS_PER_PAGE, client, lang = "en" } = {}) {
      assertPage(page, perPage);
      const none = fresh<CategoryList>({ data: [], totalPages: 0, totalPosts: 0, category: null });
      if (!SLUG_PATTERN.test(slug)) return none;
      const found = await service.categoryCached(slug, { client, lang });
      const category = found.value;
      if (!category)
        return { ...none, age: found.age, fetchedAt: found.fetchedAt, freshness: found.freshness };
      // Past the end its first page tells of (read once, then kept): answered without asking, as /blog's are.
      if (page > 1) {
        const first = await service.listCategoryCached(slug, 1, { perPage, client, lang });
        if (page > first.value.totalPages) return { ...first, value: { ...first.value, data: [] } };
      }
      try {
        const list = await cache.get(
          `list:category:${lang}:${slug}:${perPage}:${page}`,
          async () => {
            const answer = await ask(() => source.listCategory(category, page, perPage, lang));
            return {
              ...answer,
              data: await Promise.all(answer.data.map((post) => sanitizePost(post, client))),
            };
          },
          {
            isGoodCopy: (answer) => answer.data.length > 0 && perPage === POSTS_PER_PAGE,
            beforeFetch: () => budget.charge(client),
          },
        );
        return { ...list, value: { ...list.value, category } };
      } catch (error) {
        throw unavailable(LIST_ERROR, error);
      }
    },

    async categoriesCached({ client, lang = "en" } = {}) {
      const categories = source.categories?.bind(source);
      if (!categories) return fresh([]);
      try {
        return await cache.get(`categories:${lang}`, () => ask(() => categories(CATEGORY_LINKS, lang)), {
          isGoodCopy: (list) => list.length > 0,
          beforeFetch: () => budget.charge(client),
        });
      } catch (error) {
        throw unavailable(LIST_ERROR, error);
      }
    },

    async draft(id, { client } = {}) {
      const credentials = options.credentials;
      if (!source.draft || !credentials) return undefined;
      try {
        await budget.charge(client);
        const post = await ask(() => source.draft!(id, credentials));
        return post && (await sanitizePost(post, client));
      } catch (error) {
        throw unavailable(POST_ERROR, error);
      }
    },

    async listPosts(page, ask) {
      return (await service.listPostsCached(page, ask)).value;
    },

    async getPostBySlug(slug, ask) {
      return (await service.getPostBySlugCached(slug, ask)).value;
    },

    async allPosts({ client, lang } = {}) {
      const first = await service.listPosts(1, { perPage: ALL_POSTS_PAGE_SIZE, client, lang });
      const pages = Math.min(first.totalPages, ALL_POSTS_MAX_PAGES);
      const lists = [first];
      // A few pages at a time, so a large blog does not send WordPress a burst of requests.
      for (let page = 2; page <= pages; page += ALL_POSTS_PARALLEL) {
        const batch = Array.from({ length: Math.min(ALL_POSTS_PARALLEL, pages - page + 1) }, (_, i) =>
          service.listPosts(page + i, { perPage: ALL_POSTS_PAGE_SIZE, client, lang }),
        );
        lists.push(...(await Promise.all(batch)));
      }
      return lists.flatMap((list) => list.data);
    },

    forgetPosts(slugs) {
      const keys = new Set(LOCALES.flatMap((lang) => slugs.map((slug) => `slug:${lang}:${slug}`)));
      return cache.drop((key) => !key.startsWith("slug:") || keys.has(key));
    },

    forgetAll: () => cache.drop(() => true),

    idle: () => cache.idle(),
  };
  return service;
}
