import type { ReactNode } from "react";
import { SectionHeading } from "~/components/section-heading";
import { ButtonLink, type ButtonVariants } from "~/components/ui/button";
import { useMessages } from "~/content/messages";

const container = "mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8";

/** A section of the home page: its heading and lead, its content, and a button on to the page it teases. */
export function HomeSection({
  id,
  part,
  tinted = false,
  more,
  children,
}: {
  id: string;
  /** Which of the home page's texts head it. */
  part: "products" | "research" | "blog";
  /** On the light grey ground across the whole width. */
  tinted?: boolean;
  more?: { to: string; label: string; variant: ButtonVariants["variant"] };
  children: ReactNode;
}) {
  const t = useMessages().home;
  const body = (
    <>
      <SectionHeading id={id} eyebrow={t[`${part}Eyebrow`]} title={t[`${part}Title`]}>
        <p>{t[`${part}Lead`]}</p>
      </SectionHeading>
      {children}
      {more ? (
        <div className="mt-12 text-center">
          <ButtonLink to={more.to} variant={more.variant} size="lg">
            {more.label}
          </ButtonLink>
        </div>
      ) : null}
    </>
  );
  return tinted ? (
    <section aria-labelledby={id} className="bg-mist">
      <div className={container}>{body}</div>
    </section>
  ) : (
    <section aria-labelledby={id} className={container}>
      {body}
    </section>
  );
}
