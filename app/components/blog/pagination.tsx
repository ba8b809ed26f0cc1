import { Link } from "react-router";
import { ICON_PATHS, StrokeIcon } from "~/components/ui/stroke-icon";
import { useLocale, useMessages } from "~/content/messages";
import { cn } from "~/lib/cn";
import { blogListPath } from "~/lib/blog-urls";

const BUTTON =
  "inline-flex min-w-28 items-center justify-center gap-1.5 rounded-full border px-4 py-2 text-sm font-semibold transition-colors";
const ENABLED = "border-line bg-white text-brand-700 hover:border-brand-600 hover:bg-brand-50";
const DISABLED = "cursor-not-allowed border-line bg-mist text-muted";

/**
 * Previous, "Page X of Y", Next. Shown only when there is more than one page; the page lives in the URL.
 * On narrow screens (down to 320 px) the page count takes a row of its own above the buttons.
 */
export function Pagination({
  page,
  totalPages,
  href,
}: {
  page: number;
  totalPages: number;
  /** The address of a page of this list (the blog's by default). */
  href?: (page: number) => string;
}) {
  const locale = useLocale();
  const t = useMessages().blog;
  if (totalPages <= 1) return null;
  const pageHref = href ?? ((n: number) => blogListPath(locale, n));
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;
  return (
    <nav
      aria-label={t.pages}
      className="mt-12 flex flex-wrap items-center justify-center gap-x-3 gap-y-4 sm:flex-nowrap sm:gap-x-6"
    >
      {hasPrevious ? (
        <Link to={pageHref(Math.min(page - 1, totalPages))} className={cn(BUTTON, ENABLED)} rel="prev">
          <StrokeIcon d={ICON_PATHS.chevronLeft} />
          {t.previous}
        </Link>
      ) : (
        <button type="button" disabled className={cn(BUTTON, DISABLED)}>
          <StrokeIcon d={ICON_PATHS.chevronLeft} />
          {t.previous}
        </button>
      )}
      <p
        className="text-center text-sm text-muted max-sm:order-first max-sm:basis-full sm:whitespace-nowrap"
        aria-live="polite"
      >
        {t.pageOf(page, totalPages)}
      </p>
      {hasNext ? (
        <Link to={pageHref(page + 1)} className={cn(BUTTON, ENABLED)} rel="next">
          {t.next}
          <StrokeIcon d={ICON_PATHS.chevronRight} />
        </Link>
      ) : (
        <button type="button" disabled className={cn(BUTTON, DISABLED)}>
          {t.next}
          <StrokeIcon d={ICON_PATHS.chevronRight} />
        </button>
      )}
    </nav>
  );
}
