// The react-pdf viewer itself. Loaded only in the browser, through lazy-pdf-viewer.tsx: never import it directly.
import { useEffect, useRef, useState, type RefObject } from "react";
import { Document, Page, pdfjs } from "react-pdf";
// The pdf.js worker is bundled by Vite and served from our own origin, never from a CDN.
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { useMessages } from "~/content/messages";
import { PdfFrame, PdfMessage } from "./pdf-frame";

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/** A page is drawn as one picture, named by its wrapper: no text or link layers, no loading text of its own. */
const PAGE_DRAWING = { renderTextLayer: false, renderAnnotationLayer: false, loading: null } as const;

export type PdfViewerProps = {
  fileUrl: string;
  title?: string;
  /** The control that had focus in the stand-in this viewer replaces (lazy-pdf-viewer.tsx). */
  focusOnMount?: RefObject<string | null>;
};

/** Width of an element, kept up to date as it resizes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export default function PdfViewer({ fileUrl, title: givenTitle, focusOnMount }: PdfViewerProps) {
  const t = useMessages().pdf;
  const title = givenTitle ?? t.defaultTitle;
  const [pageBoxRef, width] = useWidth();
  const [numPages, setNumPages] = useState(0);
  const [page, setPage] = useState(1);
  const [ratio, setRatio] = useState<number | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  // A new file starts over at its first page.
  useEffect(() => {
    setNumPages(0);
    setPage(1);
    setFailed(false);
  }, [fileUrl]);

  const goTo = (next: number) => setPage(Math.min(Math.max(next, 1), Math.max(numPages, 1)));
  // The same message whether the document or one of its pages fails.
  const failure = (
    <PdfMessage role="alert" tone="error">
      {t.error}
    </PdfMessage>
  );

  return (
    <PdfFrame
      title={title}
      fileUrl={fileUrl}
      ratio={ratio}
      pageBoxRef={pageBoxRef}
      page={page}
      numPages={failed ? 0 : numPages}
      onPrevious={() => goTo(page - 1)}
      onNext={() => goTo(page + 1)}
      focusOnMount={focusOnMount}
    >
      <Document
        file={fileUrl}
        // The frame shows its own loading and error messages: react-pdf's Suspense mode (its default since 11)
        // would hand both to boundaries around the viewer instead.
        suspense={false}
        className="h-full w-full"
        loading={<PdfMessage role="status">{t.loading}</PdfMessage>}
        error={failure}
        onLoadSuccess={(pdf) => {
          setFailed(false);
          setNumPages(pdf.numPages);
          setPage(1);
        }}
        onLoadError={() => setFailed(true)}
        onSourceError={() => setFailed(true)}
      >
        {width > 0 && numPages > 0 ? (
          <div role="img" aria-label={t.pageLabel(title, page, numPages)}>
            <Page
              pageNumber={page}
              width={width}
              {...PAGE_DRAWING}
              error={failure}
              onLoadSuccess={(loaded) => {
                if (loaded.originalWidth > 0 && loaded.originalHeight > 0)
                  setRatio(loaded.originalWidth / loaded.originalHeight);
              }}
            />
          </div>
        ) : null}
      </Document>
    </PdfFrame>
  );
}
