// For the home page's loader: the newest posts for the "Latest from Our Blog" teaser.
import type { Post } from "~/lib/posts";
import { listPosts } from "~/server/posts.server";
import { LATEST_POSTS, newestPosts } from "./latest-posts";

/**
 * The newest three posts, or [] when the blog cannot be read (the home page must never fail because of it).
 * Reads page 1 of the blog list, so it shares the list's cache entry instead of asking the source again.
 */
export async function loadLatestPosts(client?: string): Promise<Post[]> {
  try {
    return newestPosts((await listPosts(1, undefined, client)).data, LATEST_POSTS);
  } catch (error) {
    console.error("Latest posts unavailable:", error instanceof Error ? error.message : error);
    return [];
  }
}
