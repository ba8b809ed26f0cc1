import { useEffect, useRef } from "react";

/**
 * After Previous or Next, the buttons the reader used are replaced: focus moves to the list of posts (without
 * scrolling, the page already starts at the top), so the next Tab reaches the new page's first post.
 */
export function useFocusOnNewPage(page: number) {
  const postsRef = useRef<HTMLElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    const posts = postsRef.current;
    const active = document.activeElement;
    if (posts && (!active || active === document.body || posts.contains(active)))
      posts.focus({ preventScroll: true });
  }, [page]);
  return postsRef;
}
