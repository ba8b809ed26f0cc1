import { useMessages } from "~/content/messages";
import type { PostSummary } from "~/lib/posts";
import { PostCard, PostCardSkeleton } from "./post-card";

/** 1 column on small screens, 2 from md, 3 from lg. */
const POST_GRID = "grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8";

/** How many placeholder cards a loading list shows. */
const SKELETON_CARDS = 6;

export function PostGrid({
  posts,
  headingLevel = "h2",
  eagerImages = 3,
}: {
  posts: PostSummary[];
  headingLevel?: "h2" | "h3";
  /** Images loaded at once, from the first (the first row); the rest load when scrolled near. 0: below the fold. */
  eagerImages?: number;
}) {
  return (
    <ul className={POST_GRID} data-testid="post-grid">
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard
            post={post}
            headingLevel={headingLevel}
            eager={index < eagerImages}
            first={index === 0 && eagerImages > 0}
          />
        </li>
      ))}
    </ul>
  );
}

export function PostGridSkeleton({ count = SKELETON_CARDS }: { count?: number }) {
  const t = useMessages().blog;
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t.loadingPosts}</span>
      <div className={POST_GRID} data-testid="post-grid-skeleton">
        {Array.from({ length: count }, (_, i) => (
          <PostCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
