import { useLocale } from "~/content/messages";
import { formatPostDate, postDateTime } from "~/lib/dates";

/**
 * The date as 'MMMM d, yyyy' and, when there is an author, " • " and the name. A post whose date the source
 * could not vouch for shows its author alone rather than a stray bullet.
 */
export function PostDateline({ date, author }: { date: string; author: string | null }) {
  const day = formatPostDate(date, useLocale());
  return (
    <>
      {day ? <time dateTime={postDateTime(date)}>{day}</time> : null}
      {day && author ? " • " : null}
      {author ? <span data-testid="post-author">{author}</span> : null}
    </>
  );
}
