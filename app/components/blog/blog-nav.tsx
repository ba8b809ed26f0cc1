import { Link } from "react-router";
import { useLocale, useMessages } from "~/content/messages";
import { blogListPath, categoryPath, feedPath } from "~/lib/blog-urls";
import type { Category } from "~/lib/posts";

/** A link to a category's page, drawn as a chip (the blog's list, an empty search). */
export function CategoryChip({ category }: { category: Category }) {
  const locale = useLocale();
  return (
    <Link to={categoryPath(category.slug, locale)} className="ui-pill ui-pill-link">
      {category.name}
    </Link>
  );
}

/**
 * Above the blog's grid: its categories, in one row that scrolls sideways on a narrow screen, so that the
 * first post's title still shows on the first screen (375 x 667).
 */
export function BlogCategories({ categories }: { categories: Category[] }) {
  const t = useMessages().blogLinks;
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t.categories} data-testid="blog-categories" className="-mx-4 mb-6 px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 overflow-x-auto pb-1 sm:flex-wrap sm:overflow-visible">
        {categories.map((category) => (
          <li key={category.id} className="shrink-0">
            <CategoryChip category={category} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * After the blog's grid, beside its search: its feed, and on the Czech blog how many posts the English one has.
 * `englishPosts`: undefined where that is not worth saying (the English blog; a blog that shows every post).
 */
export function BlogFeed({ englishPosts }: { englishPosts?: number }) {
  const locale = useLocale();
  const t = useMessages().blogLinks;
  return (
    <div className="flex flex-col gap-2 text-sm">
      <a
        href={feedPath(locale)}
        type="application/rss+xml"
        data-testid="feed-link"
        // py-0.5: 24 px tall, the least a target may be (WCAG 2.5.8).
        className="self-start py-0.5 font-semibold text-brand-700 underline underline-offset-4"
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
  );
}
