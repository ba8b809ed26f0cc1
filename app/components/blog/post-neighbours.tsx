import { Suspense } from "react";
import { Await, Link } from "react-router";
import { useLocale, useMessages } from "~/content/messages";
import { typeset } from "~/content/typography";
import { postPath } from "~/lib/blog-urls";
import { formatPostDate, postDateTime } from "~/lib/dates";
import { htmlToText } from "~/lib/html-text";
import type { PostLink, PostNeighbours } from "~/lib/posts";

/** Words an average reader reads in a minute (about 230 in English; a little slower on screen and in Czech). */
const WORDS_PER_MINUTE = 200;

/** Whole minutes to read a post's body, at least one. */
export function readingMinutes(html: string): number {
  const words = htmlToText(html).split(" ").filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/**
 * The end of a post: the posts just older and newer, and a few more of its category. `around` is known on the
 * server, or arrives after a navigation in the browser; nothing is shown while it is unknown or unavailable.
 */
export function PostNeighboursSection({
  around,
}: {
  around: PostNeighbours | null | Promise<PostNeighbours | null> | undefined;
}) {
  if (!around) return null;
  // Known when the page was made: drawn with it. In a Suspense boundary React streams it apart from the page and
  // shows and hydrates it in tasks of its own afterwards, main-thread work on every post (docs/benchmarks.md).
  if (!(around instanceof Promise)) return <Neighbours around={around} />;
  return (
    <Suspense fallback={null}>
      <Await resolve={around} errorElement={null}>
        {(resolved) => (resolved ? <Neighbours around={resolved} /> : null)}
      </Await>
    </Suspense>
  );
}

function Neighbours({ around }: { around: PostNeighbours }) {
  const t = useMessages().blogLinks;
  const { previous, next, related } = around;
  if (!previous && !next && related.length === 0) return null;
  return (
    <nav
      aria-label={t.morePosts}
      data-testid="post-neighbours"
      className="mt-12 border-t border-line pt-8 print:hidden"
    >
      {related.length > 0 ? (
        <>
          <h2 className="text-lg font-semibold text-ink">{t.related}</h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-3" data-testid="related-posts">
            {related.map((link) => (
              <li key={link.slug}>
                <LinkCard link={link} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {previous || next ? (
        <ul className="mt-8 grid gap-3 sm:grid-cols-2">
          <li>{previous ? <LinkCard link={previous} label={t.previousPost} rel="prev" /> : null}</li>
          <li className="sm:text-right">
            {next ? <LinkCard link={next} label={t.nextPost} rel="next" /> : null}
          </li>
        </ul>
      ) : null}
    </nav>
  );
}

function LinkCard({ link, label, rel }: { link: PostLink; label?: string; rel?: "prev" | "next" }) {
  const locale = useLocale();
  const day = formatPostDate(link.date, locale);
  return (
    <Link
      to={postPath(link.slug, locale)}
      rel={rel}
      data-testid={rel ? `${rel}-post` : undefined}
      className="ui-link-card"
    >
      {label ? <span className="block text-xs font-semibold text-muted uppercase">{label}</span> : null}
      <span className="ui-link-card-title">{typeset(link.title, locale)}</span>
      {day ? (
        <time dateTime={postDateTime(link.date)} className="ui-link-card-date">
          {day}
        </time>
      ) : null}
    </Link>
  );
}
