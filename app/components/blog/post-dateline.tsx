import { formatPostDate, postDateTime } from "~/lib/dates";
import type { Locale } from "~/content/locales";

/**
 * The date as 'MMMM d, yyyy' and, when there is an author, " • " and the name. A post whose date the source
 * could not vouch for shows its author alone rather than a stray bullet.
 */
export function PostDateline({
  date,
  author,
  locale = "en",
}: {
  date: string;
  author: string | null;
  /** The page's language: "March 14, 2025" or "14. března 2025". */
  locale?: Locale;
}) {
  const day = formatPostDate(date, locale);
  return (
    <>
      {day ? <time dateTime={postDateTime(date)}>{day}</time> : null}
      {day && author ? " • " : null}
      {author ? <span data-testid="post-author">{author}</span> : null}
    </>
  );
}
