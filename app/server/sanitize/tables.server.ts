// Every table sits in a region of its own that scrolls sideways when the table is wider than the column
// (WCAG 1.4.10: the page itself never does). The region is named and focusable, so a keyboard can scroll it.
import type { Element, Root } from "hast";
import { toString } from "hast-util-to-string";
import { isBlank, isElement, type Parent } from "./tree.server";

/** The class of the region a table scrolls in (prose-post.css). */
const TABLE_SCROLL_CLASS = "table-scroll";

/** What a table's scrolling region is called: its caption, else its figure's caption, else "Table N". */
function tableLabel(table: Element, figure: Element | undefined, index: number): string {
  const caption = table.children.find((child) => isElement(child, "caption"));
  const figcaption = figure?.children.find((child) => isElement(child, "figcaption"));
  for (const source of [caption, figcaption]) {
    const text = source ? toString(source).replace(/\s+/g, " ").trim() : "";
    if (text) return text;
  }
  return `Table ${index}`;
}

/** A div holding nothing but the table becomes that region itself, so sanitizing twice changes nothing. */
export function wrapTables(tree: Root): void {
  let index = 0;
  // Depth first in document order, without recursion: [node, its parent, the parent's parent].
  const stack: [Element, Parent, Parent | undefined][] = [];
  const pushChildren = (parent: Parent, grandparent: Parent | undefined) => {
    for (let k = parent.children.length - 1; k >= 0; k--) {
      const child = parent.children[k]!;
      if (child.type === "element") stack.push([child, parent, grandparent]);
    }
  };
  pushChildren(tree, undefined);
  while (stack.length > 0) {
    const [child, parent, grandparent] = stack.pop()!;
    if (child.tagName !== "table") {
      pushChildren(child, parent);
      continue;
    }
    index += 1;
    const alone = parent.children.every((node) => node === child || isBlank(node));
    const reuse = parent.type === "element" && parent.tagName === "div" && alone;
    const around = reuse ? grandparent : parent;
    const figure = around?.type === "element" && around.tagName === "figure" ? around : undefined;
    const properties = {
      className: [TABLE_SCROLL_CLASS],
      role: "region",
      tabIndex: 0,
      ariaLabel: tableLabel(child, figure, index),
    };
    if (reuse) parent.properties = properties;
    else {
      const wrapper: Element = { type: "element", tagName: "div", properties, children: [child] };
      parent.children = parent.children.map((node) => (node === child ? wrapper : node));
    }
  }
}
