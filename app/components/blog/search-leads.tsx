// Where a search that found nothing (or has not begun) leads: the blog's categories and newest posts, and on the
// Czech blog the English posts the same words find.
import { Link } from "react-router";
import { useLocale, useMessages } from "~/content/messages";
import { typeset } from "~/content/typography";
import { postPath, searchPath } from "~/lib/blog-urls";
import { htmlToText } from "~/lib/html-text";
import { authorName } from "~/lib/post-fields";
import type { Category, PostList, PostSummary } from "~/lib/posts";
import { CategoryChip } from "./blog-nav";
import { PostDateline } from "./post-dateline";

const LINK = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600";
const HEADING = "text-lg font-semibold text-ink";

/** Posts as links under their title, each with its date. */
function PostLinks({ posts, lang }: { posts: PostSummary[]; lang: "en" | "cs" }) {
  return (
    <ul className="mt-3 flex flex-col gap-3">
      {posts.map((post) => (
        <li key={post.id}>
          <Link to={postPath(post.slug, lang)} hrefLang={lang} className={LINK}>
            {typeset(htmlToText(post.title.rendered), lang)}
          </Link>
          <span className="block text-sm text-muted">
            <PostDateline date={post.date} author={authorName(post)} locale={lang} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The blog's categories and newest posts: a way on from an empty search. */
export function BrowseBlog({ categories, recent }: { categories: Category[]; recent: PostSummary[] }) {
  const locale = useLocale();
  const messages = useMessages();
  return (
    <div className="mt-10 grid gap-8 sm:grid-cols-2" data-testid="search-browse">
      {categories.length > 0 ? (
        <nav aria-labelledby="search-categories">
          <h2 id="search-categories" className={HEADING}>
            {messages.blogLinks.categories}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category.id}>
                <CategoryChip category={category} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {recent.length > 0 ? (
        <section aria-labelledby="search-recent">
          <h2 id="search-recent" className={HEADING}>
            {messages.search.recent}
          </h2>
          <PostLinks posts={recent} lang={locale} />
        </section>
      ) : null}
    </div>
  );
}

/** On the Czech blog, when the words find no Czech post: the English posts they find. */
export function EnglishResults({ query, english }: { query: string; english: PostList<PostSummary> }) {
  const t = useMessages().search;
  return (
    <section aria-labelledby="search-english" className="mt-10" data-testid="search-english">
      <h2 id="search-english" className={HEADING}>
        {t.inEnglish(english.totalPosts)}
      </h2>
      <div lang="en">
        <PostLinks posts={english.data} lang="en" />
      </div>
      {english.totalPages > 1 ? (
        <Link to={searchPath("en", query)} hrefLang="en" className={`mt-4 inline-block ${LINK}`}>
          {t.allInEnglish}
        </Link>
      ) : null}
    </section>
  );
}
