import { ButtonLink } from "~/components/ui/button";

// The unknown page shows its code large; a missing post its title at heading size.
const looks = {
  code: {
    panel: "pt-24",
    box: "w-full max-w-xl text-center",
    heading: "text-6xl font-bold tracking-tight text-brand-700",
    text: "mt-4 text-xl text-muted",
  },
  title: {
    panel: "pt-28",
    box: "max-w-md text-center",
    heading: "text-3xl font-semibold tracking-tight text-ink sm:text-4xl",
    text: "mt-4 text-lg text-muted",
  },
};

/** A screen with one message and a way on: the page's h1, a line of text and a button (and any further ways). */
export function MessagePanel({
  look,
  heading,
  text,
  to,
  action,
  children,
}: {
  look: keyof typeof looks;
  heading: string;
  text: string;
  to: string;
  action: string;
  /** Further ways on, under the button. */
  children?: React.ReactNode;
}) {
  const style = looks[look];
  return (
    <div className={`flex min-h-[70vh] items-center justify-center bg-mist px-4 ${style.panel} pb-16`}>
      <div className={style.box}>
        <h1 className={style.heading}>{heading}</h1>
        <p className={style.text}>{text}</p>
        <ButtonLink to={to} size="lg" className="mt-8">
          {action}
        </ButtonLink>
        {children}
      </div>
    </div>
  );
}
