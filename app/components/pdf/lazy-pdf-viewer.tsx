// The PDF viewer as pages use it: its code (react-pdf and pdf.js) is fetched only in the browser, only on
// pages that show it, and only once it comes near the screen. Until then a box of the same size stands in.
import { type ComponentType, useEffect, useRef, useState } from "react";
import { useInViewOnce } from "~/components/use-in-view-once";
import { useMessages } from "~/content/messages";
import { PdfFrame, PdfMessage } from "./pdf-frame";
import type { PdfViewerProps } from "./pdf-viewer";

/**
 * The viewer's module, fetched once per page load. Held in state rather than through React.lazy: after a client
 * navigation, the Suspense boundary around a lazy viewer was at times never retried once its module had arrived,
 * and the stand-in said "Loading PDF..." for good.
 */
let viewerModule: Promise<ComponentType<PdfViewerProps>> | undefined;
const loadViewer = () => (viewerModule ??= import("./pdf-viewer").then((module) => module.default));

export function LazyPdfViewer({ fileUrl, title: givenTitle }: PdfViewerProps) {
  const t = useMessages().pdf;
  const title = givenTitle ?? t.defaultTitle;
  const [ref, near] = useInViewOnce<HTMLDivElement>("800px 0px");
  // Which of the stand-in's controls has focus, if any: the viewer focuses the same one when it takes over.
  const focused = useRef<string | null>(null);
  const [PdfViewer, setPdfViewer] = useState<ComponentType<PdfViewerProps> | null>(null);
  const [failed, setFailed] = useState(false);
  // An effect: it runs only in the browser, once the page has hydrated.
  useEffect(() => {
    if (!near || PdfViewer) return;
    let current = true;
    loadViewer().then(
      (viewer) => current && setPdfViewer(() => viewer),
      () => {
        viewerModule = undefined; // the next page that shows a viewer tries again
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [near, PdfViewer]);
  const placeholder = (
    <PdfFrame title={title} fileUrl={fileUrl} focusOnMount={focused}>
      {failed ? (
        <PdfMessage role="alert" tone="error">
          {t.error}
        </PdfMessage>
      ) : (
        <PdfMessage role="status">{t.loading}</PdfMessage>
      )}
    </PdfFrame>
  );
  return (
    <div
      ref={ref}
      onFocus={(event) => {
        focused.current =
          event.target instanceof HTMLElement ? (event.target.dataset.pdfControl ?? null) : null;
      }}
      onBlur={(event) => {
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) focused.current = null;
      }}
    >
      {PdfViewer ? <PdfViewer fileUrl={fileUrl} title={title} focusOnMount={focused} /> : placeholder}
    </div>
  );
}
