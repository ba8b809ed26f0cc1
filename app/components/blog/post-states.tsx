import { Link } from "react-router";
import { MessagePanel } from "~/components/message-panel";
import { Icon } from "~/components/ui/icon";
import { en } from "~/content/messages/en";
import { useLocale, useMessages } from "~/content/messages";
import { pathOf } from "~/content/locales";

export const NOT_FOUND_HEADING = en.blog.notFoundTitle;
export const NOT_FOUND_TEXT = en.blog.notFoundText;

/** The link above every post (and its skeleton) back to the list. */
export function BackToBlog() {
  const locale = useLocale();
  const t = useMessages().blog;
  return (
    <Link to={pathOf("blog", locale)} className="ui-back-link">
      <Icon name="arrowLeft" />
      {t.back}
    </Link>
  );
}

/** Unknown slug and failed fetch alike show one screen: either way the visitor's way on is back to the list. */
export function PostNotFound() {
  const locale = useLocale();
  const t = useMessages().blog;
  return (
    <MessagePanel
      look="title"
      heading={t.notFoundTitle}
      text={t.notFoundText}
      to={pathOf("blog", locale)}
      action={t.returnToBlog}
    />
  );
}

/** Placeholder boxes while a post loads in the browser; the same widths and image box as the article. */
export function PostSkeleton() {
  const t = useMessages().blog;
  return (
    <div data-testid="post-skeleton">
      <div className="border-b border-line bg-mist pt-28 pb-10 sm:pt-32">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <BackToBlog />
          <p role="status" className="sr-only">
            {t.loadingPost}
          </p>
          <div aria-hidden="true" className="motion-safe:animate-pulse">
            <div className="mt-6 space-y-3">
              <div className="h-9 w-11/12 rounded bg-line/80" />
              <div className="h-9 w-2/3 rounded bg-line/80" />
            </div>
            <div className="mt-5 h-5 w-56 rounded bg-line/60" />
          </div>
        </div>
      </div>
      <div aria-hidden="true" className="motion-safe:animate-pulse">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          <div className="aspect-video w-full rounded-2xl bg-mist" />
          <div className="mt-10 space-y-4">
            {["w-full", "w-full", "w-11/12", "w-full", "w-4/5", "w-full", "w-2/3"].map((width, i) => (
              <div key={i} className={`h-4 rounded bg-mist ${width}`} />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
