// The layout of the site's legal pages (privacy policy, accessibility statement): a header with the date, an
// introduction, a table of contents and numbered sections.
import type { ReactNode } from "react";
import { PageHeader } from "~/components/page-header";
import { useLocale, useMessages } from "~/content/messages";
import type { Locale } from "~/content/locales";
import type { PolicyBlock, PolicySection } from "~/content/privacy";

function Block({ block }: { block: PolicyBlock }) {
  if (typeof block === "string") return <p>{block}</p>;
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
      {block.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

type LegalText = { date: string; intro: string[]; sections: PolicySection[] };

export function LegalDocument({
  title,
  dateLine: dateLineOf,
  texts,
  extra = {},
}: {
  title: string;
  /** e.g. "Effective from 1 January 2025". */
  dateLine: (date: string) => string;
  /** The document in each language. */
  texts: Record<Locale, LegalText>;
  /** More content after a section's blocks, by section id (links, addresses). */
  extra?: Record<string, ReactNode>;
}) {
  const t = useMessages().legal;
  const { date, intro, sections } = texts[useLocale()];
  const dateLine = dateLineOf(date);
  return (
    <div className="mx-auto max-w-3xl px-4 pt-32 pb-20 sm:px-6 sm:pb-28">
      <PageHeader eyebrow={t.eyebrow} title={title}>
        <p className="mt-4 text-sm text-muted">{dateLine}</p>
      </PageHeader>
      <div className="mt-8 space-y-4 text-lg leading-8 text-muted">
        {intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>

      <nav aria-labelledby="toc-title" className="mt-10 rounded-2xl border border-line bg-mist p-6">
        <h2 id="toc-title" className="text-sm font-semibold tracking-wider text-ink uppercase">
          {t.toc}
        </h2>
        <ol className="mt-4 grid list-decimal gap-x-8 gap-y-2 pl-5 text-brand-700 marker:text-muted sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="underline-offset-4 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {/* Sections are numbered by a CSS counter, so the headings' text stays just their titles. */}
      <div className="mt-12 space-y-12 [counter-reset:policy]">
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            data-testid="policy-section"
          >
            <h2
              id={`${section.id}-title`}
              className="text-2xl font-semibold tracking-tight text-ink [counter-increment:policy] before:mr-2 before:text-brand-700 before:content-[counter(policy)'.']"
            >
              {section.title}
            </h2>
            <div className="mt-4 space-y-4 leading-7 text-ink/85">
              {section.blocks.map((block, i) => (
                <Block key={i} block={block} />
              ))}
              {extra[section.id]}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
