import { Button, ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { useLocale, useMessages } from "~/content/messages";
import { blogListPath } from "~/lib/blog-urls";

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
        <ButtonLink to={pageHref(Math.min(page - 1, totalPages))} variant="pager" size="pager" rel="prev">
          <Icon name="chevronLeft" />
          {t.previous}
        </ButtonLink>
      ) : (
        <Button disabled variant="pager" size="pager">
          <Icon name="chevronLeft" />
          {t.previous}
        </Button>
      )}
      <p
        className="text-center text-sm text-muted max-sm:order-first max-sm:basis-full sm:whitespace-nowrap"
        aria-live="polite"
      >
        {t.pageOf(page, totalPages)}
      </p>
      {hasNext ? (
        <ButtonLink to={pageHref(page + 1)} variant="pager" size="pager" rel="next">
          {t.next}
          <Icon name="chevronRight" />
        </ButtonLink>
      ) : (
        <Button disabled variant="pager" size="pager">
          {t.next}
          <Icon name="chevronRight" />
        </Button>
      )}
    </nav>
  );
}
