import { Link } from "react-router";
import { useLocale, useMessages } from "~/content/messages";
import { blogListPath, categoryPath, feedPath } from "~/lib/blog-urls";
import type { Category } from "~/lib/posts";

/**
 * Above the blog's grid: its categories, its feed, and on the Czech blog how many posts the English one has.
 * `englishPosts`: undefined where that is not worth saying (the English blog; a blog that shows every post).
 */
export function BlogNav({ categories, englishPosts }: { categories: Category[]; englishPosts?: number }) {
  const locale = useLocale();
  const t = useMessages().blogLinks;
  return (
    <div className="mb-10 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      {categories.length > 0 ? (
        <nav aria-label={t.categories} data-testid="blog-categories">
          <ul className="flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={categoryPath(category.slug, locale)}
                  className="inline-block rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:border-brand-600 hover:underline"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="flex shrink-0 flex-col gap-2 text-sm sm:items-end">
        <a
          href={feedPath(locale)}
          type="application/rss+xml"
          data-testid="feed-link"
          // py-0.5: 24 px tall, the least a target may be (WCAG 2.5.8).
          className="py-0.5 font-semibold text-brand-700 underline underline-offset-4"
        >
          {t.feed}
        </a>
        {englishPosts ? (
          <p data-testid="english-posts" className="text-muted">
            {t.englishPosts(englishPosts)}{" "}
            <Link
              to={blogListPath("en", 1)}
              hrefLang="en"
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              {t.englishBlog}
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}
