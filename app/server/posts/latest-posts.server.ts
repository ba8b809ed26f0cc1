// For the home page's loader: the newest posts for the "Latest from Our Blog" teaser.
import { LATEST_POSTS, newestPosts, type PostSummary, summary } from "~/lib/posts";
import type { Ask, PostsService } from "./service.server";
import { log, messageOf } from "~/server/log/log.server";

/**
 * The newest three posts, or none when the blog cannot be read (the home page must never fail because of it),
 * with the age of the list they come from. Reads page 1 of the blog list, so it shares the list's cache entry
 * instead of asking the source again.
 */
export async function loadLatestPosts(
  posts: PostsService,
  ask: Ask = { lang: "en" },
): Promise<{ posts: PostSummary[]; age: number; degraded?: true }> {
  try {
    const cached = await posts.listPostsCached(1, ask);
    return { posts: newestPosts(cached.value.data, LATEST_POSTS).map(summary), age: cached.age };
  } catch (error) {
    log.error(`Latest posts unavailable: ${messageOf(error)}`);
    // Not a good copy of the home page: no cache may keep it as one (DEGRADED).
    return { posts: [], age: 0, degraded: true };
  }
}
