// A page's body as the server sends it, parsed as a browser without scripts parses it: elements found by
// their test id, tag or id, and their text with each <br> as a line break.
import type { Element, Nodes, Root } from "hast";
import { fromHtml } from "hast-util-from-html";

export type Page = { status: number; root: Root };

export async function readPage(origin: string, path: string): Promise<Page> {
  const response = await fetch(origin + path);
  return { status: response.status, root: fromHtml(await response.text()) };
}

/** Every element under a node, in document order. */
export function* elements(node: Nodes): Generator<Element> {
  if (node.type === "element") yield node;
  if ("children" in node) for (const child of node.children) yield* elements(child);
}

/** The elements under `node` that `match` accepts. */
export const findAll = (node: Nodes, match: (element: Element) => boolean): Element[] =>
  [...elements(node)].filter(match);

export const byTestId = (node: Nodes, id: string): Element[] =>
  findAll(node, (element) => element.properties.dataTestid === id);

/** Text of a node, each <br> a line break (a visitor sees one). */
export function textOf(node: Nodes): string {
  if (node.type === "text") return node.value;
  if (node.type === "element" && node.tagName === "br") return "\n";
  return "children" in node ? node.children.map(textOf).join("") : "";
}
