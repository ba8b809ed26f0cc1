// Every heading of a post's body can be linked: it gets an id made from its words (or keeps the editor's own
// anchor) and, at its end, an empty link to itself named for screen readers, which prose-post.css draws as "#"
// when the heading is hovered or the link focused. After "ids": ids carry CLOBBER_PREFIX like every id of a post,
// so they never take a name of the page's own; each is unique in the post, footnotes' ids included.
import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import { SECTION_LINK } from "~/content/posts";
import type { Locale } from "~/content/locales";
import { slugify } from "~/lib/slug";
import { CLOBBER_PREFIX } from "./ids.server";

const SELF_LINK_CLASS = "heading-self-link";
const HEADINGS = new Set(["h2", "h3", "h4", "h5", "h6"]);
/** Longest id made from a heading's words (before a number that keeps it unique). */
const MAX_SLUG = 60;

/** "Výsledky a diskuse (2024)" -> "vysledky-a-diskuse-2024": letters and digits, no diacritics, cut on a dash. */
function headingSlug(text: string): string {
  const slug = slugify(text);
  const cut = slug.length <= MAX_SLUG ? slug : slug.slice(0, slug.lastIndexOf("-", MAX_SLUG) + 1 || MAX_SLUG);
  return cut.replace(/-$/, "") || "section";
}

const isSelfLink = (node: ElementContent | undefined): node is Element =>
  node?.type === "element" &&
  node.tagName === "a" &&
  Array.isArray(node.properties.className) &&
  node.properties.className.includes(SELF_LINK_CLASS);

/** Elements of the tree in document order, each with whether it lies inside a link. */
function* inOrder(node: Root | Element, inLink = false): Generator<{ element: Element; inLink: boolean }> {
  for (const child of node.children) {
    if (child.type !== "element") continue;
    yield { element: child, inLink };
    yield* inOrder(child, inLink || child.tagName === "a");
  }
}

export function linkHeadings(tree: Root, lang: Locale = "en"): void {
  const all = [...inOrder(tree)];
  const taken = new Set(
    all.flatMap(({ element }) => (typeof element.properties.id === "string" ? [element.properties.id] : [])),
  );
  for (const { element: heading, inLink } of all) {
    if (!HEADINGS.has(heading.tagName)) continue;
    const words = heading.children.filter((child) => !isSelfLink(child));
    const text = words
      .map((child) => toString(child))
      .join("")
      .replace(/\s+/g, " ")
      .trim();
    if (text === "") continue;
    if (typeof heading.properties.id !== "string") {
      const base = CLOBBER_PREFIX + headingSlug(text);
      let id = base;
      for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
      taken.add(id);
      heading.properties.id = id;
    }
    // A heading inside a link cannot hold a link of its own; sanitized again, a heading keeps its one link.
    if (inLink || isSelfLink(heading.children.at(-1))) continue;
    heading.children.push({
      type: "element",
      tagName: "a",
      properties: {
        className: [SELF_LINK_CLASS],
        href: `#${heading.properties.id}`,
        ariaLabel: SECTION_LINK[lang](text),
      },
      children: [],
    });
  }
}
