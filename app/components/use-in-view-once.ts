import { useEffect, useRef, useState } from "react";

/**
 * True from the first time the element comes within `rootMargin` of the viewport (and `threshold` of it
 * shows), and from then on; true at once where IntersectionObserver is missing, so nothing stays hidden.
 */
export function useInViewOnce<T extends Element>(rootMargin: string, threshold?: number) {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    if (typeof IntersectionObserver === "undefined") {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      threshold === undefined ? { rootMargin } : { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [rootMargin, threshold, seen]);
  return [ref, seen] as const;
}
