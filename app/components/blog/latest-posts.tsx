import { newestPosts, type PostSummary } from "~/lib/posts";
import { PostGrid } from "./post-grid";

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
