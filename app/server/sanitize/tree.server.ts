// Small helpers the sanitizer's steps share for reading and changing a hast tree.
import type { Element, Nodes, Root } from "hast";

export type Parent = Root | Element;

/**
 * Calls `visit` for every element, parents before their children, without recursion. `visit` may replace or
 * remove the element in `parent.children` (its children are then not visited unless it put them back there).
 */
export function walk(tree: Root, visit: (element: Element, parent: Parent) => void): void {
  const stack: Parent[] = [tree];
  while (stack.length > 0) {
    const parent = stack.pop()!;
    for (const child of [...parent.children]) {
      if (child.type !== "element") continue;
      visit(child, parent);
      if (parent.children.includes(child)) stack.push(child);
    }
  }
}

export function hasClass(element: Element, name: string): boolean {
  const classes = element.properties.className;
  return Array.isArray(classes) && classes.includes(name);
}

export const isElement = (node: Nodes | undefined, tagName: string): node is Element =>
  node?.type === "element" && node.tagName === tagName;

export const isBlank = (node: Nodes) => node.type === "text" && !node.value.trim();

/** Puts `replacement` (nothing, one node or several) where `node` was in `parent`. */
export function replace(parent: Parent, node: Element, replacement: Element["children"]): void {
  const index = parent.children.indexOf(node);
  if (index >= 0) parent.children.splice(index, 1, ...(replacement as Parent["children"]));
}
