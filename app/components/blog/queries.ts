// The browser's side of the blog: its query cache, query keys and the fetchers that read posts through our
// proxy (addresses in app/lib/blog-urls.ts), so a navigation between blog pages asks the proxy once per page
// and reuses what it has. Only the blog's pages load TanStack Query (routes/blog-layout.tsx).
import { isServer, QueryClient } from "@tanstack/react-query";
import type { Locale } from "~/content/locales";
import { categoryParams, listParams, proxyUrl, slugParams } from "~/lib/blog-urls";
import { POSTS_FRESH_MS } from "~/lib/freshness";
import type { CategoryList, Post, PostBySlug, PostList } from "~/lib/posts";

export const POSTS_STALE_TIME = POSTS_FRESH_MS;

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

export const postsKey = (page: number, lang: Locale = "en") => ["posts", page, lang] as const;
export const postKey = (slug: string, lang: Locale = "en") => ["post", slug, lang] as const;
export const categoryKey = (slug: string, page: number, lang: Locale = "en") =>
  ["category", slug, page, lang] as const;

export async function fetchPosts(page: number, signal?: AbortSignal, lang: Locale = "en"): Promise<PostList> {
  const response = await fetch(proxyUrl(listParams(page, lang)), {
    signal,
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error("Failed to fetch posts");
  return (await response.json()) as PostList;
}

export async function fetchCategoryPosts(
  slug: string,
  page: number,
  signal?: AbortSignal,
  lang: Locale = "en",
): Promise<CategoryList> {
  const response = await fetch(proxyUrl(categoryParams(encodeURIComponent(slug), page, lang)), {
    signal,
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error("Failed to fetch posts");
  return (await response.json()) as CategoryList;
}

export async function fetchPost(slug: string, signal?: AbortSignal, lang: Locale = "en"): Promise<Post> {
  const response = await fetch(proxyUrl(slugParams(encodeURIComponent(slug), lang)), {
    signal,
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error("Failed to fetch post");
  const body = (await response.json()) as PostBySlug;
  const post = body.data?.[0];
  if (!post) throw new Error("Post not found");
  return post;
}
