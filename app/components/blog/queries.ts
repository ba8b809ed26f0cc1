// The browser's side of the blog: its query cache, query keys and fetchers for our proxy, as the specification
// describes them. Only the blog's pages load TanStack Query (routes/blog-layout.tsx).
import { isServer, QueryClient } from "@tanstack/react-query";
import { FIVE_MINUTES } from "~/lib/query";
import { type CategoryList, POSTS_PER_PAGE, type Post, type PostBySlug, type PostList } from "~/lib/posts";

export const POSTS_STALE_TIME = FIVE_MINUTES;

const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: POSTS_STALE_TIME, retry: false } } });

let browserClient: QueryClient | undefined;

/**
 * On the server, a cache of its own for each request. In the browser, one cache for as long as the page lives:
 * posts read on the blog are still there after a visit to another page, whose navigation unmounts the blog.
 */
export function blogQueryClient(): QueryClient {
  if (isServer) return newClient();
  return (browserClient ??= newClient());
}

export const postsKey = (page: number) => ["posts", page] as const;
export const postKey = (slug: string) => ["post", slug] as const;
export const categoryKey = (slug: string, page: number) => ["category", slug, page] as const;

export function proxyUrl(params: string): string {
  return `/api/wordpress?path=${encodeURIComponent("/posts")}&params=${encodeURIComponent(params)}`;
}

export const listParams = (page: number) => `_embed&per_page=${POSTS_PER_PAGE}&page=${page}`;
export const slugParams = (slug: string) => `slug=${slug}&_embed`;

export async function fetchPosts(page: number, signal?: AbortSignal): Promise<PostList> {
  const response = await fetch(proxyUrl(listParams(page)), {
    signal,
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error("Failed to fetch posts");
  return (await response.json()) as PostList;
}

export const categoryParams = (slug: string, page: number) => `${listParams(page)}&category=${slug}`;

export async function fetchCategoryPosts(
  slug: string,
  page: number,
  signal?: AbortSignal,
): Promise<CategoryList> {
  const response = await fetch(proxyUrl(categoryParams(encodeURIComponent(slug), page)), {
    signal,
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error("Failed to fetch posts");
  return (await response.json()) as CategoryList;
}

export async function fetchPost(slug: string, signal?: AbortSignal): Promise<Post> {
  const response = await fetch(proxyUrl(slugParams(encodeURIComponent(slug))), {
    signal,
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error("Failed to fetch post");
  const body = (await response.json()) as PostBySlug;
  const post = body.data?.[0];
  if (!post) throw new Error("Post not found");
  return post;
}
