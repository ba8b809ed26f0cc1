import { cva, type VariantProps } from "class-variance-authority";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";
import { cn } from "~/lib/cn";

// Every button and button-like link of the site, by look (variant) and size. Every variant has a border,
// transparent where none shows: in forced colours (Windows high contrast) backgrounds are dropped and the
// border is what still draws the button. Plain clsx joins the classes (cn), so variants never repeat a utility.
export const buttonVariants = cva(
  "inline-flex items-center justify-center rounded-full border whitespace-nowrap transition-colors",
  {
    variants: {
      variant: {
        /** Teal on light backgrounds. */
        primary: "border-transparent bg-brand-700 font-semibold text-white hover:bg-brand-800",
        /** Outlined, on light backgrounds. */
        outline: "border-brand-700 bg-white font-semibold text-brand-700 hover:bg-brand-50",
        /** White, on dark backgrounds. */
        light: "border-transparent bg-white font-semibold text-navy hover:bg-brand-50",
        /** Outlined white, on dark backgrounds. */
        ghostLight: "border-white/80 font-semibold text-white hover:bg-white/10",
        /** The lesser of two choices beside a primary one (the cookie banner's "Decline"). */
        quiet: "border-line font-medium text-ink hover:bg-mist",
        /** Paging through a list or a document: a white button that greys out when there is no further page. */
        pager:
          "border-line bg-white font-semibold text-brand-700 hover:border-brand-600 hover:bg-brand-50 disabled:cursor-not-allowed disabled:bg-mist disabled:hover:border-line disabled:hover:bg-mist",
      },
      size: {
        /** The header's "Contact Us". */
        compact: "gap-2 px-4 py-2 text-sm",
        sm: "gap-2 px-5 py-2 text-sm",
        md: "gap-2 px-5 py-2.5 text-sm",
        lg: "gap-2 px-7 py-3 text-base",
        /** A word and an arrow, as wide as the widest of "Previous" and "Next". */
        pager: "min-w-28 gap-1.5 px-4 py-2 text-sm",
        /** An icon alone (the button carries an aria-label). */
        icon: "size-10",
      },
    },
    compoundVariants: [
      // A lone arrow greys out lighter than a word beside it would.
      { variant: "pager", size: "icon", class: "disabled:text-muted/60" },
      { variant: "pager", size: ["compact", "sm", "md", "lg", "pager"], class: "disabled:text-muted" },
    ],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;

/** A button (type="button" unless said otherwise). */
export function Button({
  className,
  variant,
  size,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants & { ref?: React.Ref<HTMLButtonElement> }) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

type LinkTo = LinkProps & { href?: never };
type PlainLink = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; to?: never };

/**
 * A link that looks like a button: a router link (`to`), or a plain link (`href`) for a file to download or a
 * page that must load afresh (the error page's way home).
 */
export function ButtonLink({ className, variant, size, ...props }: (LinkTo | PlainLink) & ButtonVariants) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (props.href === undefined) return <Link className={classes} {...(props as LinkTo)} />;
  const { children, ...anchor } = props as PlainLink;
  return (
    <a className={classes} {...anchor}>
      {children}
    </a>
  );
}
