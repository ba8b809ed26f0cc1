// Ids from posts are kept under a prefix, so that no post can take the name of one of the page's own elements
// (`main-content`, a form's field) or of a global (`__proto__`): the allow-list adds CLOBBER_PREFIX to every id
// (hast-util-sanitize's clobberPrefix). In-page links (`#note-1`) get the same prefix, so footnotes and
// anchors still lead where the editor meant.
import type { Root } from "hast";
import { walk } from "./tree.server";

export const CLOBBER_PREFIX = "user-content-";

/** `value` with exactly one prefix, however many it had (so sanitizing twice changes nothing). */
function prefixed(value: string): string {
  let bare = value;
  while (bare.startsWith(CLOBBER_PREFIX)) bare = bare.slice(CLOBBER_PREFIX.length);
  return CLOBBER_PREFIX + bare;
}

/** After the allow-list (which prefixed the ids): ids with one prefix, in-page links pointing at them. */
export function prefixIds(tree: Root): void {
  walk(tree, (element) => {
    const { properties } = element;
    if (typeof properties.id === "string") {
      // An empty id or one with spaces names nothing a link can reach.
      if (/^\S+$/.test(properties.id.slice(CLOBBER_PREFIX.length))) properties.id = prefixed(properties.id);
      else delete properties.id;
    }
    const href = properties.href;
    if (element.tagName === "a" && typeof href === "string" && href.startsWith("#") && href.length > 1)
      properties.href = `#${prefixed(href.slice(1))}`;
  });
}
