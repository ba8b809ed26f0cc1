import type { PostSummary } from "~/lib/posts";
import { PostGrid } from "./post-grid";

/** How many posts the home page's "Latest from Our Blog" teaser shows. */
export const LATEST_POSTS = 3;

/** The newest posts first (WordPress dates are zone-less ISO strings, so they sort as text). */
export function newestPosts<P extends PostSummary>(posts: P[], count = LATEST_POSTS): P[] {
  return [...posts].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).slice(0, count);
}

/**
 * The home page teaser: the newest three posts as cards (title, date, author, excerpt; never the post body).
 * Cards carry h3 titles, for a teaser that sits under the section's own h2.
 */
export function LatestPosts({ posts }: { posts: PostSummary[] }) {
  const latest = newestPosts(posts);
  if (latest.length === 0) return null;
  // The teaser sits below the fold of the home page: its images wait until it is scrolled near.
  return <PostGrid posts={latest} headingLevel="h3" eagerImages={0} />;
}
