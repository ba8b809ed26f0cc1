// THE posts service: route loaders, the /api/wordpress proxy, the sitemap and the feed all read posts here,
// so they can never disagree. Posts are sanitized before they are cached.
import { POSTS_PER_PAGE, type Post, type PostBySlug, type PostList } from "~/lib/posts";
import { createCache, type Cached, type CacheOptions } from "./posts-cache.server";
import { sanitizePost } from "./sanitize.server";
import { createEmbeddedSource } from "./sources/embedded.server";
import { type PostsSource, SourceError, type SourceName } from "./sources/source.server";
import { createWordPressSource, timeoutFromEnv } from "./sources/wordpress.server";

export type { Cached, Freshness } from "./posts-cache.server";
export type { SourceName } from "./sources/source.server";

export const LIST_ERROR = "Failed to fetch posts";
export const POST_ERROR = "Failed to fetch post";
/** Page size used to walk every post (sitemap, feed): WordPress's maximum, so few requests. */
const ALL_POSTS_PAGE_SIZE = 100;
/** Safety stop for allPosts(): 100 pages of 100 posts. */
const ALL_POSTS_MAX_PAGES = 100;
const ALL_POSTS_PARALLEL = 4;
/** What a post slug may look like; anything else is answered {data: []} without asking the source. */
export const SLUG_PATTERN = /^[a-z0-9-]{1,200}$/;

/** The content source failed and there is no cached copy: the proxy answers `status`. */
export class PostsUnavailableError extends Error {
  readonly status: 502 | 504;
  constructor(
    message: typeof LIST_ERROR | typeof POST_ERROR,
    status: 502 | 504,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "PostsUnavailableError";
    this.status = status;
  }
}

export type PostsService = {
  readonly source: SourceName;
  listPostsCached(page: number, perPage?: number): Promise<Cached<PostList>>;
  getPostBySlugCached(slug: string): Promise<Cached<PostBySlug>>;
  listPosts(page: number, perPage?: number): Promise<PostList>;
  getPostBySlug(slug: string): Promise<PostBySlug>;
  allPosts(): Promise<Post[]>;
  /** Resolves when no upstream request (including background refreshes) is in flight. For tests. */
  idle(): Promise<void>;
};

export type PostsServiceOptions = CacheOptions & { source: PostsSource };

function assertPage(page: number, perPage: number) {
  if (!Number.isSafeInteger(page) || page < 1)
    throw new RangeError(`page must be a whole number of at least 1, got ${page}`);
  if (!Number.isSafeInteger(perPage) || perPage < 1 || perPage > 100)
    throw new RangeError(`perPage must be 1..100, got ${perPage}`);
}

function unavailable(message: typeof LIST_ERROR | typeof POST_ERROR, error: unknown): PostsUnavailableError {
  const timeout = error instanceof SourceError && error.timeout;
  return new PostsUnavailableError(message, timeout ? 504 : 502, { cause: error });
}

export function createPostsService(options: PostsServiceOptions): PostsService {
  const { source } = options;
  const cache = createCache(options);

  const service: PostsService = {
    source: source.name,

    async listPostsCached(page, perPage = POSTS_PER_PAGE) {
      assertPage(page, perPage);
      try {
        return await cache.get(`list:${perPage}:${page}`, async () => {
          const list = await source.list(page, perPage);
          return { ...list, data: list.data.map(sanitizePost) };
        });
      } catch (error) {
        throw unavailable(LIST_ERROR, error);
      }
    },

    async getPostBySlugCached(slug) {
      if (!SLUG_PATTERN.test(slug)) return { value: { data: [] }, freshness: "fresh", fetchedAt: 0, age: 0 };
      try {
        return await cache.get(`slug:${slug}`, async () => {
          const post = await source.bySlug(slug);
          return { data: post ? [sanitizePost(post)] : [] };
        });
      } catch (error) {
        throw unavailable(POST_ERROR, error);
      }
    },

    async listPosts(page, perPage) {
      return (await service.listPostsCached(page, perPage)).value;
    },

    async getPostBySlug(slug) {
      return (await service.getPostBySlugCached(slug)).value;
    },

    async allPosts() {
      const first = await service.listPosts(1, ALL_POSTS_PAGE_SIZE);
      const pages = Math.min(first.totalPages, ALL_POSTS_MAX_PAGES);
      const lists = [first];
      // A few pages at a time, so a large blog does not send WordPress a burst of requests.
      for (let page = 2; page <= pages; page += ALL_POSTS_PARALLEL) {
        const batch = Array.from({ length: Math.min(ALL_POSTS_PARALLEL, pages - page + 1) }, (_, i) =>
          service.listPosts(page + i, ALL_POSTS_PAGE_SIZE),
        );
        lists.push(...(await Promise.all(batch)));
      }
      return lists.flatMap((list) => list.data);
    },

    idle: () => cache.idle(),
  };
  return service;
}

/** The source the environment asks for: WordPress when WORDPRESS_API_URL is set, else the Markdown files. */
export function sourceFromEnv(env: NodeJS.ProcessEnv = process.env): PostsSource {
  const apiUrl = env.WORDPRESS_API_URL?.trim();
  if (apiUrl) return createWordPressSource({ apiUrl, timeoutMs: timeoutFromEnv(env.WORDPRESS_TIMEOUT_MS) });
  return createEmbeddedSource();
}

let defaultService: PostsService | undefined;

function service(): PostsService {
  defaultService ??= createPostsService({ source: sourceFromEnv() });
  return defaultService;
}

/** Forgets the process-wide service and its cache (the next call reads the environment again). For tests. */
export function resetPostsService(): void {
  defaultService = undefined;
}

/** One page of posts, newest first: {data, totalPages, totalPosts}. Throws PostsUnavailableError. */
export function listPosts(page: number, perPage: number = POSTS_PER_PAGE): Promise<PostList> {
  return service().listPosts(page, perPage);
}

/** {data: [post]}, or {data: []} when there is no such post. Throws PostsUnavailableError. */
export function getPostBySlug(slug: string): Promise<PostBySlug> {
  return service().getPostBySlug(slug);
}

/** Like listPosts, with how fresh the answer is (for the proxy's headers). */
export function listPostsCached(page: number, perPage: number = POSTS_PER_PAGE): Promise<Cached<PostList>> {
  return service().listPostsCached(page, perPage);
}

export function getPostBySlugCached(slug: string): Promise<Cached<PostBySlug>> {
  return service().getPostBySlugCached(slug);
}

/** Every post, newest first (sitemap, feed). Throws PostsUnavailableError. */
export function allPosts(): Promise<Post[]> {
  return service().allPosts();
}

export function postsSourceName(): SourceName {
  return service().source;
}
