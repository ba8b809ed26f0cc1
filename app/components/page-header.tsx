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
