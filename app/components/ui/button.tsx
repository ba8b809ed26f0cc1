import { cva, type VariantProps } from "class-variance-authority";
import { Link, type LinkProps } from "react-router";
import { cn } from "~/lib/cn";

// Every variant has a border, transparent where none shows: in forced colours (Windows high contrast)
// backgrounds are dropped and the border is what still draws the button.
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full border font-semibold whitespace-nowrap transition-colors",
  {
    variants: {
      variant: {
        /** Teal on light backgrounds. */
        primary: "border-transparent bg-brand-700 text-white hover:bg-brand-800",
        /** Outlined, on light backgrounds. */
        outline: "border-brand-700 bg-white text-brand-700 hover:bg-brand-50",
        /** White, on dark backgrounds. */
        light: "border-transparent bg-white text-navy hover:bg-brand-50",
        /** Outlined white, on dark backgrounds. */
        ghostLight: "border-white/80 text-white hover:bg-white/10",
      },
      size: {
        sm: "px-5 py-2 text-sm",
        md: "px-5 py-2.5 text-sm",
        lg: "px-7 py-3 text-base",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;

/** A link that looks like a button. */
export function ButtonLink({ className, variant, size, ...props }: LinkProps & ButtonVariants) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
