import { cn } from "~/lib/cn";

type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  children?: React.ReactNode;
  className?: string;
};

/** A small label, the section's h2 and an optional lead paragraph. */
export function SectionHeading({ id, eyebrow, title, children, className }: SectionHeadingProps) {
  return (
    <div className={cn("max-w-2xl", className)}>
      <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
        {title}
      </h2>
      {children ? <div className="mt-4 text-lg leading-8 text-muted">{children}</div> : null}
    </div>
  );
}
