// A page's <head> as a crawler reads it: the server's HTML, parsed with scripting off (as a browser without
// JavaScript parses it), no script run.
import type { Element, Nodes } from "hast";
import { fromHtml } from "hast-util-from-html";
import { toString } from "hast-util-to-string";

/** Everything one page tells a crawler in its <head>. */
export type Head = {
  url: string;
  status: number;
  title: string;
  description: string;
  canonical: string;
  meta: Record<string, string>;
  jsonLd: Record<string, unknown>[];
};

/** Every element under a node, in document order. */
function* elements(node: Nodes): Generator<Element> {
  if (node.type === "element") yield node;
  if ("children" in node) for (const child of node.children) yield* elements(child);
}

const attribute = (element: Element, name: string) => {
  const value = element.properties[name];
  return value === undefined || value === null
    ? undefined
    : Array.isArray(value)
      ? value.join(" ")
      : String(value);
};

/** Reads a page as a crawler does: the server's HTML, no scripts run (parsed with scripting off, as such a browser does). */
export async function readHead(origin: string, path: string): Promise<Head> {
  const response = await fetch(origin + path);
  const all = [...elements(fromHtml(await response.text()))];
  const named = (tag: string) => all.filter((element) => element.tagName === tag);
  const meta = Object.fromEntries(
    named("meta")
      .filter((tag) => attribute(tag, "property") !== undefined || attribute(tag, "name") !== undefined)
      .map((tag) => [
        attribute(tag, "property") ?? attribute(tag, "name") ?? "",
        attribute(tag, "content") ?? "",
      ]),
  );
  const blocks = named("script")
    .filter((script) => attribute(script, "type") === "application/ld+json")
    .map((script) => toString(script));
  const canonicals = named("link").filter((link) => attribute(link, "rel") === "canonical");
  if (canonicals.length !== 1) throw new Error(`${path}: ${canonicals.length} canonical links`);
  const title = named("title")[0];
  return {
    url: path,
    status: response.status,
    // document.title: the first <title>'s text, its white space collapsed.
    title: title
      ? toString(title)
          .replace(/[\t\n\f\r ]+/g, " ")
          .replace(/^ | $/g, "")
      : "",
    description: meta.description ?? "",
    canonical: attribute(canonicals[0]!, "href") ?? "",
    meta,
    jsonLd: blocks.map((block) => JSON.parse(block) as Record<string, unknown>),
  };
}
