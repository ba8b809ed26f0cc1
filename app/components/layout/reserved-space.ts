import { useEffect, useRef } from "react";

/**
 * While a fixed bar is shown, the room it takes is kept in a CSS variable on the document (`variable`), which
 * app.css reads: the cookie banner's below the page's end, the language offer's below the header. The page
 * then scrolls focused elements clear of them (WCAG 2.4.11) and keeps nothing under the cookie banner.
 */
export function useReservedSpace<E extends HTMLElement>(shown: boolean, variable: `--${string}`) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const bar = ref.current;
    if (!shown || !bar) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(variable, `${bar.offsetHeight}px`));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(variable);
    };
  }, [shown, variable]);
  return ref;
}
