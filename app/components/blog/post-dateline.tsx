import { Link } from "react-router";
import { formatPostDate, postDateTime } from "~/lib/dates";
import type { Locale } from "~/content/locales";

/**
 * The date as 'MMMM d, yyyy' and, when there is an author, " • " and the name. A post whose date the source
 * could not vouch for shows its author alone rather than a stray bullet. With `authorHref` (a post's own page,
 * never a card, which is a link already) the name links to the author's page.
 */
export function PostDateline({
  date,
  author,
  authorHref,
  locale = "en",
}: {
  date: string;
  author: string | null;
  authorHref?: string | null;
  /** The page's language: "March 14, 2025" or "14. března 2025". */
  locale?: Locale;
}) {
  const day = formatPostDate(date, locale);
  return (
    <>
      {day ? <time dateTime={postDateTime(date)}>{day}</time> : null}
      {day && author ? " • " : null}
      {author && authorHref ? (
        <Link
          to={authorHref}
          data-testid="post-author"
          className="text-brand-800 underline hover:text-brand-600"
        >
          {author}
        </Link>
      ) : author ? (
        <span data-testid="post-author">{author}</span>
      ) : null}
    </>
  );
}
