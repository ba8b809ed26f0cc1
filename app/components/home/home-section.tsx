import type { ReactNode } from "react";
import { SectionHeading } from "~/components/section-heading";
import { ButtonLink, type ButtonVariants } from "~/components/ui/button";
import { useLocale, useMessages } from "~/content/messages";
import { pathOf, type StaticPage } from "~/content/locales";

const container = "mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8";

type Section = {
  /** The heading's id, which names the section. */
  titleId: string;
  /** On the light grey ground across the whole width. */
  tinted: boolean;
  /** The button on to the page the section teases. */
  more?: { page: StaticPage; label: "allProducts" | "allPosts"; variant: ButtonVariants["variant"] };
};

const SECTIONS = {
  products: {
    titleId: "key-products-title",
    tinted: true,
    more: { page: "products", label: "allProducts", variant: "outline" },
  },
  research: { titleId: "research-title", tinted: false },
  blog: {
    titleId: "blog-teaser-title",
    tinted: true,
    more: { page: "blog", label: "allPosts", variant: "primary" },
  },
} as const satisfies Record<string, Section>;

/** A section of the home page: its heading and lead, its content, and a button on to the page it teases. */
export function HomeSection({
  part,
  children,
}: {
  /** Which of the home page's sections, and so which of its texts head it. */
  part: keyof typeof SECTIONS;
  children: ReactNode;
}) {
  const t = useMessages().home;
  const locale = useLocale();
  const { titleId: id, tinted, more }: Section = SECTIONS[part];
  const body = (
    <>
      <SectionHeading id={id} eyebrow={t[`${part}Eyebrow`]} title={t[`${part}Title`]}>
        <p>{t[`${part}Lead`]}</p>
      </SectionHeading>
      {children}
      {more ? (
        <div className="mt-12 text-center">
          <ButtonLink to={pathOf(more.page, locale)} variant={more.variant} size="lg">
            {t[more.label]}
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
