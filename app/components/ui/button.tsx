import { cva, type VariantProps } from "class-variance-authority";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";
import { cn } from "~/lib/cn";

// Every button and button-like link of the site, by look (variant) and size. Every variant has a border,
// transparent where none shows: in forced colours (Windows high contrast) backgrounds are dropped and the
// border is what still draws the button. Plain clsx joins the classes (cn), so variants never repeat a utility.
// The looks are named in app.css (the ui-btn classes, in its components layer), so a page's HTML carries a few
// short names per button instead of twenty utilities.
export const buttonVariants = cva("ui-btn", {
  variants: {
    variant: {
      /** Teal on light backgrounds. */
      primary: "ui-btn-primary",
      /** Outlined, on light backgrounds. */
      outline: "ui-btn-outline",
      /** White, on dark backgrounds. */
      light: "ui-btn-light",
      /** Outlined white, on dark backgrounds. */
      ghostLight: "ui-btn-ghost-light",
      /** The lesser of two choices beside a primary one (the cookie banner's "Decline"). */
      quiet: "ui-btn-quiet",
      /** Paging through a list or a document: a white button that greys out when there is no further page. */
      pager: "ui-btn-pager",
    },
    size: {
      /** The header's "Contact Us". */
      compact: "ui-btn-compact",
      sm: "ui-btn-sm",
      md: "ui-btn-md",
      lg: "ui-btn-lg",
      /** A word and an arrow, as wide as the widest of "Previous" and "Next". */
      pager: "ui-btn-pages",
      /** An icon alone (the button carries an aria-label). */
      icon: "ui-btn-icon",
    },
  },
  compoundVariants: [
    // A lone arrow greys out lighter than a word beside it would.
    { variant: "pager", size: "icon", class: "disabled:text-muted/60" },
    { variant: "pager", size: ["compact", "sm", "md", "lg", "pager"], class: "disabled:text-muted" },
  ],
  defaultVariants: { variant: "primary", size: "md" },
});

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
