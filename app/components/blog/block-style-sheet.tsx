import { useEffect, useState } from "react";

// The block styles' rules (block-styles.ts, with the CSS of every core block) are in a file of their own: a post
// opened from its address has its styles in the page's head already, written by the server, so the browser
// loads the rules only when it shows a post the server did not render (a navigation).
type Rules = typeof import("./block-styles");

let rules: Rules | undefined;
let loading: Promise<Rules> | undefined;

/** Loads the rules once. The server's loaders wait for it before a render; a navigation starts it early. */
export function loadBlockStyles(): Promise<Rules> {
  loading ??= import("./block-styles").then((module) => (rules = module));
  return loading;
}

/** True while React hydrates the page the server sent (the root marks the end: `data-hydrated`). */
const hydrating = () => typeof document !== "undefined" && !document.documentElement.dataset.hydrated;

/** The styles of the blocks `html` uses, written once into the head (React hoists a <style> by its href). */
export function BlockStyleSheet({ html }: { html: string }) {
  const [loaded, setLoaded] = useState(rules);
  // The body the server rendered into this page: its styles are in the head, which hydration leaves as it is.
  const [served] = useState(() => (hydrating() ? html : undefined));
  const needed = html !== served;
  useEffect(() => {
    if (needed && !loaded) void loadBlockStyles().then(setLoaded);
  }, [needed, loaded]);
  const module = needed ? (loaded ?? rules) : undefined;
  const styles = module?.blockStyles(html);
  return styles ? (
    <style href={styles.key} precedence="wp-blocks">
      {styles.css}
    </style>
  ) : null;
}
