import { Fragment } from "react";
import { Link } from "react-router";
import { useLocale, useMessages } from "~/content/messages";
import { typeset } from "~/content/typography";
import { postPath, searchPath } from "~/lib/blog-urls";
import { htmlToText } from "~/lib/html-text";
import type { PostList, PostSummary } from "~/lib/posts";

type Result = PostSummary & { snippet?: string };
import { markWords, searchWords } from "~/lib/search-text";
import { Pagination } from "./pagination";
import { PostDateline } from "./post-dateline";
import { authorName } from "~/lib/post-fields";

/** Text with the search's words in <mark>. */
function Marked({ text, words }: { text: string; words: string[] }) {
  return markWords(text, words).map((part, i) =>
    part.mark ? (
      <mark key={i} className="rounded-sm bg-amber-100 text-ink">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/** One page of a search's results: each post's title and excerpt with the words found marked, then the pages. */
export function SearchResults({
  query,
  page,
  list,
}: {
  query: string;
  page: number;
  list: PostList<Result>;
}) {
  const locale = useLocale();
  const t = useMessages().search;
  const words = searchWords(query);
  return (
    <>
      <p className="mb-6 text-muted" data-testid="search-count">
        {t.found(list.totalPosts, query)}
      </p>
      <ol className="flex flex-col gap-6">
        {list.data.map((post) => (
          <li
            key={post.id}
            data-testid="search-result"
            className="rounded-2xl border border-line bg-white p-5 sm:p-6"
          >
            <h2 className="text-lg leading-7 font-semibold text-ink">
              <Link to={postPath(post.slug, locale)} className="hover:text-brand-700 hover:underline">
                <Marked text={typeset(htmlToText(post.title.rendered), locale)} words={words} />
              </Link>
            </h2>
            <p className="mt-1 text-sm text-muted">
              <PostDateline date={post.date} author={authorName(post)} locale={locale} />
            </p>
            <p className="mt-2 text-base leading-6 text-muted">
              <Marked text={typeset(htmlToText(post.excerpt.rendered), locale)} words={words} />
            </p>
            {post.snippet ? (
              <p
                data-testid="search-snippet"
                className="mt-2 border-l-2 border-line pl-3 text-sm leading-6 text-muted"
              >
                {post.snippet.split("\n").map((line, i) => (
                  <Fragment key={i}>
                    {i > 0 ? <br /> : null}
                    <Marked text={typeset(line, locale)} words={words} />
                  </Fragment>
                ))}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <Pagination page={page} totalPages={list.totalPages} href={(n) => searchPath(locale, query, n)} />
    </>
  );
}
