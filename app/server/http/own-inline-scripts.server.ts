// The inline scripts a page may run are read from a parse of the finished document, as the browser will read it,
// never found by a pattern: a post's `<script` inside an attribute value, a caption or a code block is text to
// the parser, so it can neither hide one of the site's scripts from the policy nor add one to it.
import { createHash } from "node:crypto";
import { type DefaultTreeAdapterMap, parse } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

const HTML = "http://www.w3.org/1999/xhtml";

const isElement = (node: Node): node is Element => "tagName" in node;

function* elements(node: Node): Generator<Element> {
  if (isElement(node)) {
    yield node;
    if (node.tagName === "template") yield* elements((node as DefaultTreeAdapterMap["template"]).content);
  }
  if ("childNodes" in node) for (const child of node.childNodes) yield* elements(child);
}

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/**
 * The page as it is sent, and the `sha256-…` of each inline script the site itself wrote (React Router's and the
 * root's, rendered with `nonce="<mark>"`, app/lib/own-scripts.ts), in document order, without repeats. The mark
 * is removed from every tag, and `<` in attribute values is written `&lt;` (the same value to the browser), so
 * nothing that reads the page by its text can take an attribute for a tag. A script without the mark (one that
 * came in with a post's content) is not hashed, so the browser refuses to run it.
 */
export function ownInlineScripts(html: string, mark: string): { html: string; hashes: string[] } {
  const hashes = new Set<string>();
  let attributeWithLessThan = false;
  for (const element of elements(parse(html))) {
    const attributes = element.attrs;
    if (
      element.tagName === "script" &&
      element.namespaceURI === HTML &&
      attributes.some(({ name, value }) => name === "nonce" && value === mark) &&
      !attributes.some(({ name }) => name === "src")
    ) {
      hashes.add(sha256(element.childNodes.map((node) => ("value" in node ? node.value : "")).join("")));
    }
    attributeWithLessThan ||= attributes.some(({ value }) => value.includes("<"));
  }
  const escaped = attributeWithLessThan ? lessThanEscaped(html) : html;
  // React Router also marks its module preloads and stylesheet links; they need no hash.
  return { html: escaped.split(` nonce="${mark}"`).join(""), hashes: [...hashes] };
}

/**
 * `html` with every `<` in an attribute value written `&lt;`. Parsed again with source positions, which costs
 * about four times a plain parse, so only for the rare page that has such a value.
 */
function lessThanEscaped(html: string): string {
  const parts: string[] = [];
  let at = 0;
  for (const element of elements(parse(html, { sourceCodeLocationInfo: true }))) {
    for (const { name, value } of element.attrs) {
      const span = value.includes("<") ? element.sourceCodeLocation?.attrs?.[name] : undefined;
      if (!span || span.startOffset < at) continue;
      const attribute = html.slice(span.startOffset, span.endOffset);
      const valueAt = attribute.indexOf("=") + 1;
      parts.push(html.slice(at, span.startOffset), attribute.slice(0, valueAt));
      parts.push(attribute.slice(valueAt).replaceAll("<", "&lt;"));
      at = span.endOffset;
    }
  }
  parts.push(html.slice(at));
  return parts.join("");
}
