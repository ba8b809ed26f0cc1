import type { ReactNode } from "react";

/** The top of a page of text: a small label, the page's one h1, and what follows it (an intro, a date line). */
export function PageHeader({
  eyebrow,
  title,
  className,
  children,
}: {
  eyebrow: string;
  title: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <header className={className}>
      <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{eyebrow}</p>
      <h1 className="mt-3 text-4xl font-semibold tracking-tight text-ink sm:text-5xl">{title}</h1>
      {children}
    </header>
  );
}

/** A page of cards on the light ground (products, contact): its header with an intro, then the page's own parts. */
export function CardsPage({
  eyebrow,
  title,
  intro,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  /** A line between the title and the intro (the contact page's phone and e-mail: on the first screen at 320 px). */
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="bg-mist">
      <div className="mx-auto max-w-7xl px-4 pt-32 pb-20 sm:px-6 sm:pb-28 lg:px-8">
        <PageHeader eyebrow={eyebrow} title={title} className="max-w-3xl">
          {lead}
          <p className="mt-6 text-lg leading-8 text-muted">{intro}</p>
        </PageHeader>
        {children}
      </div>
    </div>
  );
}
