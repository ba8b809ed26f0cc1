import { Link } from "react-router";
import { useLocale } from "~/content/messages";
import type { PostSummary } from "~/lib/posts";
import { cn } from "~/lib/cn";
import { POST_CARD_SIZES } from "~/lib/images";
import { Fibres } from "~/components/ui/fibres";
import { postPath } from "~/lib/blog-urls";
import { PostCover } from "./post-cover";
import { PostDateline } from "./post-dateline";
import { authorName, featuredImage, foreignLanguage } from "~/lib/post-fields";

type HeadingLevel = "h2" | "h3";

// Every card has the same height whatever its text: the title always takes two lines, the excerpt three.
// The skeleton below uses the same boxes, so nothing moves when the posts arrive. The boxes are named in
// app.css (the ui-card classes): a list repeats them nine times.
const CARD = "ui-card";
const MEDIA = "ui-card-media";
const BODY = "ui-card-body";
const META = "ui-card-meta";
const TITLE = "ui-card-title";
const EXCERPT = "ui-card-excerpt";

export function PostCard({
  post,
  headingLevel: Heading = "h2",
  eager = false,
  first = false,
}: {
  post: PostSummary;
  headingLevel?: HeadingLevel;
  /** Load the image at once (cards in the first row); the others load when scrolled near. */
  eager?: boolean;
  /** The first card of a list: on a phone its image is the page's largest paint, so it loads first. */
  first?: boolean;
}) {
  const image = featuredImage(post);
  const author = authorName(post);
  const locale = useLocale();
  const lang = foreignLanguage(post, locale);
  return (
    <article data-testid="post-card" className={cn(CARD, "ui-card-post group")}>
      <div className={cn(MEDIA, "overflow-hidden")}>
        {image ? (
          <PostCover
            image={image}
            sizes={POST_CARD_SIZES}
            loading={eager || first ? "eager" : "lazy"}
            fetchPriority={first ? "high" : undefined}
            className="ui-card-image"
          />
        ) : (
          <FibrePattern />
        )}
      </div>
      <div className={BODY}>
        <Heading className={cn(TITLE, "line-clamp-2")}>
          {/* The title link covers the whole card (::after), so the card is one link without nesting. */}
          <Link
            to={postPath(post.slug, locale)}
            lang={lang}
            className="ui-card-link"
            dangerouslySetInnerHTML={{ __html: post.title.rendered }}
          />
        </Heading>
        <p className={cn(META, "mt-2")} data-testid="post-meta">
          <PostDateline date={post.date} author={author} locale={locale} />
        </p>
        <div
          data-testid="post-excerpt"
          lang={lang}
          className={cn(EXCERPT, "line-clamp-3")}
          dangerouslySetInnerHTML={{ __html: post.excerpt.rendered }}
        />
      </div>
    </article>
  );
}

/** A loading card with the exact boxes of a real one. */
export function PostCardSkeleton() {
  return (
    <div
      data-testid="post-card-skeleton"
      aria-hidden="true"
      className={cn(CARD, "motion-safe:animate-pulse")}
    >
      <div className={MEDIA} />
      <div className={BODY}>
        <div className={cn(TITLE, "flex flex-col justify-around")}>
          <div className="h-5 w-11/12 rounded bg-line/70" />
          <div className="h-5 w-2/3 rounded bg-line/70" />
        </div>
        <div className={cn(META, "mt-2 flex items-center")}>
          <div className="h-3.5 w-40 rounded bg-mist" />
        </div>
        <div className={cn(EXCERPT, "flex flex-col justify-around")}>
          <div className="h-3.5 w-full rounded bg-mist" />
          <div className="h-3.5 w-full rounded bg-mist" />
          <div className="h-3.5 w-4/5 rounded bg-mist" />
        </div>
      </div>
    </div>
  );
}

/** Drawn when a post has no featured image: a few thin fibres on the card's tint. */
function FibrePattern() {
  return (
    <Fibres
      drawing="card"
      background={<rect width="400" height="210" fill="var(--color-brand-50)" />}
      line={{ colour: "var(--color-brand-600)", width: 1.2, opacity: 0.35 }}
      fadeLast={0.6}
      className="h-full w-full"
    />
  );
}
