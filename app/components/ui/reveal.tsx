import { useLayoutEffect, useRef, useState, type HTMLAttributes } from "react";

/** Share of the element that must be visible before it reveals. */
const REVEAL_THRESHOLD = 0.1;
/** Reveal a little before the element reaches the bottom of the viewport. */
const REVEAL_ROOT_MARGIN = "0px 0px 100px 0px";

/**
 * "in-place": shown, still (the server's page, a page whose scripts never run, what was on screen when the app
 * started, and whatever the keyboard reached); "hidden": waiting below the screen; "shown": fading in.
 */
type Phase = "in-place" | "hidden" | "shown";

type RevealProps = HTMLAttributes<HTMLDivElement>;

/**
 * Fades and slides its content in once, the first time it scrolls into view. It hides only once the app runs
 * and only what is then off screen, so a page whose scripts fail to load is whole. The animation itself is CSS
 * (app.css, `data-reveal`), which also shows everything with reduced motion.
 */
export function Reveal({ children, ...props }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>("in-place");

  // A layout effect: what is off screen hides before the browser draws the hydrated page, what is on screen stays.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setPhase("hidden");
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setPhase((now) => (now === "hidden" ? "shown" : now));
        observer.disconnect();
      },
      { threshold: REVEAL_THRESHOLD, rootMargin: REVEAL_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    // What the keyboard reaches is fully visible at once, and stays so. (A click lands where the pointer is: the
    // fade runs on, rather than the element jumping from under the pointer between its press and release.)
    <div
      ref={ref}
      data-reveal={phase}
      onFocus={(event) => {
        if (event.target.matches(":focus-visible")) setPhase("in-place");
      }}
      {...props}
    >
      {children}
    </div>
  );
}
