import { Suspense } from "react";
import { Await } from "react-router";
import { useLocale, useMessages } from "~/content/messages";
import { CITE_FILES, citePath } from "~/lib/blog-urls";

/**
 * The reference as the server formatted it (APA 7 in English, ČSN ISO 690 in Czech): HTML that citeproc escaped,
 * with only its own <i> and <b> (app/server/seo/citation-formats.server.ts).
 */
export type FormattedReference = { html: string };

/**
 * The end of a post: its formatted reference and its citation as files for a reference manager. After a
 * navigation in the browser the reference comes with the server's answer (`reference` is then a promise).
 */
export function PostCite({
  slug,
  reference,
}: {
  slug: string;
  reference: FormattedReference | null | undefined | Promise<FormattedReference | null | undefined>;
}) {
  const t = useMessages().cite;
  const locale = useLocale();
  return (
    <section aria-labelledby="post-cite" className="mt-12 border-t border-line pt-8" data-testid="post-cite">
      <h2 id="post-cite" className="text-lg font-semibold text-ink">
        {t.heading}
      </h2>
      <Suspense fallback={null}>
        <Await resolve={reference} errorElement={null}>
          {(formatted) =>
            formatted ? (
              <figure className="mt-4">
                <figcaption className="text-sm text-muted">{t.style}</figcaption>
                <blockquote
                  className="ui-reference"
                  data-testid="post-reference"
                  dangerouslySetInnerHTML={{ __html: formatted.html }}
                />
              </figure>
            ) : null
          }
        </Await>
      </Suspense>
      <p className="mt-4 text-sm text-muted print:hidden" id="post-cite-files">
        {t.downloads}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2 print:hidden" aria-labelledby="post-cite-files">
        {CITE_FILES.map((ext) => (
          <li key={ext}>
            <a
              href={citePath(slug, locale, ext)}
              download={`${slug}.${ext}`}
              className="ui-pill ui-pill-link"
            >
              {t[ext]} (.{ext})
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
