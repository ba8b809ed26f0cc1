import type { HTMLAttributes } from "react";
import { useInViewOnce } from "~/components/use-in-view-once";

/** Share of the element that must be visible before it reveals. */
export const REVEAL_THRESHOLD = 0.1;
/** Reveal a little before the element reaches the bottom of the viewport. */
export const REVEAL_ROOT_MARGIN = "0px 0px 100px 0px";

type RevealProps = HTMLAttributes<HTMLDivElement>;

/**
 * Fades and slides its content in once, the first time it scrolls into view. The animation itself is
 * CSS (app.css, `data-reveal`), which also shows everything without JavaScript or with reduced motion.
 */
export function Reveal({ children, ...props }: RevealProps) {
  const [ref, shown] = useInViewOnce<HTMLDivElement>(REVEAL_ROOT_MARGIN, REVEAL_THRESHOLD);

  return (
    <div ref={ref} data-reveal={shown ? "shown" : "hidden"} {...props}>
      {children}
    </div>
  );
}
