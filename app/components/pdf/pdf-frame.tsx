// The viewer's box, shared by the real viewer and its server/loading fallback so both take the same space.
import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from "react";
import { useRouteLoaderData } from "react-router";
import pdfFacts from "virtual:pdf-facts";
import { Button, ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { useLocale, useMessages } from "~/content/messages";
import { cn } from "~/lib/cn";

/** The language our PDFs are written in. */
const DOCUMENT_LANGUAGE = "en";

/**
 * Room the frame needs around the page (header, its bar, the padding, the controls), so the page and its
 * controls fit the window together: the page box is never taller than the window less this.
 */
const FRAME_CHROME = "17rem";

/** The page box's shape before the document tells us its own: A4 portrait. */
const A4_RATIO = 210 / 297;

type FrameProps = {
  title: string;
  fileUrl: string;
  /** Width / height of the page box. */
  ratio?: number;
  pageBoxRef?: Ref<HTMLDivElement>;
  children: ReactNode;
  page?: number;
  numPages?: number;
  onPrevious?: () => void;
  onNext?: () => void;
  /**
   * The control (data-pdf-control) that had focus in the frame this one replaces: focused again on mount,
   * so a keyboard user is not thrown back to the top of the page when the viewer's code arrives.
   */
  focusOnMount?: RefObject<string | null>;
};

export function PdfFrame({
  title,
  fileUrl,
  ratio = A4_RATIO,
  pageBoxRef,
  children,
  page = 1,
  numPages = 0,
  onPrevious,
  onNext,
  focusOnMount,
}: FrameProps) {
  const headingId = useId();
  const hintId = useId();
  const t = useMessages().pdf;
  const locale = useLocale();
  const facts = pdfFacts[fileUrl];
  const siteUrl = useRouteLoaderData<{ siteUrl?: string }>("root")?.siteUrl ?? "";
  const frameRef = useRef<HTMLElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const control = focusOnMount?.current;
    if (!control || document.activeElement !== document.body) return;
    frameRef.current?.querySelector<HTMLElement>(`[data-pdf-control="${control}"]`)?.focus();
  }, [focusOnMount]);

  // A button that becomes disabled loses focus; at either end, focus moves to the other button instead.
  const previous = () => {
    if (page - 1 <= 1) nextRef.current?.focus();
    onPrevious?.();
  };
  const next = () => {
    if (page + 1 >= numPages) previousRef.current?.focus();
    onNext?.();
  };

  // Left and Right turn the pages while focus is anywhere in the viewer.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === "ArrowLeft" && page > 1) previous();
    else if (event.key === "ArrowRight" && page < numPages) next();
    else return;
    event.preventDefault();
  };

  return (
    // Keys reach the section from the controls inside it (they bubble); the section itself takes no focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={frameRef}
      aria-labelledby={headingId}
      data-testid="pdf-viewer"
      onKeyDown={onKeyDown}
      className="ui-pdf"
    >
      <div className="ui-pdf-bar">
        <div>
          <h2 id={headingId} className="ui-pdf-title">
            <Icon name="document" className="hidden shrink-0 text-brand-600 sm:block" />
            {title}
          </h2>
          {locale !== DOCUMENT_LANGUAGE ? (
            <p lang={locale} className="text-sm text-muted" data-testid="pdf-language-note">
              {t.documentInEnglish}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          <ButtonLink
            href={fileUrl}
            target="_blank"
            rel="noopener"
            data-pdf-control="open"
            variant="quiet"
            size="sm"
          >
            {t.open}
            <span className="sr-only">{t.openHidden}</span>
          </ButtonLink>
          <ButtonLink href={fileUrl} download data-pdf-control="download" size="sm">
            <Icon name="download" className="hidden sm:block" />
            {t.download}
            {facts ? <span className="font-normal">({t.fileDetails(facts.pages, facts.bytes)})</span> : null}
          </ButtonLink>
        </div>
      </div>
      {/* On paper the document is a link with its address (app/print.css hides the screen's viewer). */}
      <div className="hidden px-4 py-3 text-sm print:block">
        <a href={siteUrl + fileUrl}>
          {title}
          {facts ? ` (${t.fileDetails(facts.pages, facts.bytes)})` : null}: {siteUrl + fileUrl}
        </a>
      </div>
      <div className="bg-mist px-3 py-4 sm:px-8 sm:py-6 print:hidden">
        <div
          ref={pageBoxRef}
          style={{
            aspectRatio: ratio,
            width: `min(100%, 640px, calc((100svh - ${FRAME_CHROME}) * ${ratio}))`,
          }}
          className="ui-pdf-page"
        >
          {children}
        </div>
      </div>
      <p id={hintId} className="sr-only">
        {t.keyboardHint}
      </p>
      <div className="ui-pdf-controls print:hidden">
        <PageTurn
          direction="previous"
          ref={previousRef}
          hintId={hintId}
          disabled={page <= 1}
          onClick={previous}
        />
        <p aria-live="polite" className="ui-pdf-count">
          {/* Nothing to count before the document loads; the line keeps its height. */}
          {numPages > 0 ? t.pageOf(page, numPages) : "\u00a0"}
        </p>
        <PageTurn direction="next" ref={nextRef} hintId={hintId} disabled={page >= numPages} onClick={next} />
      </div>
    </section>
  );
}

const PAGE_TURN_ICONS = { previous: "chevronLeft", next: "chevronRight" } as const;

/** The button to the previous or the next page; `data-pdf-control` names it for focus to return to. */
function PageTurn({
  direction,
  hintId,
  ref,
  disabled,
  onClick,
}: {
  direction: keyof typeof PAGE_TURN_ICONS;
  hintId: string;
  ref: Ref<HTMLButtonElement>;
  disabled: boolean;
  onClick: () => void;
}) {
  const t = useMessages().pdf;
  return (
    <Button
      ref={ref}
      aria-label={t[direction]}
      aria-describedby={hintId}
      data-pdf-control={direction}
      variant="pager"
      size="icon"
      disabled={disabled}
      onClick={onClick}
    >
      <Icon name={PAGE_TURN_ICONS[direction]} size="size-5" />
    </Button>
  );
}

/** Text centred in the page box: loading and error messages. */
export function PdfMessage({
  children,
  tone = "muted",
  role,
}: {
  children: ReactNode;
  tone?: "muted" | "error";
  role?: "alert" | "status";
}) {
  return (
    <div
      role={role}
      className={cn("ui-pdf-message", tone === "error" ? "font-medium text-red-700" : "text-muted")}
    >
      {children}
    </div>
  );
}
