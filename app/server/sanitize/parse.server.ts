// Reading untrusted HTML into a tree, bounded: one pass over the text, one parse, one walk. Whatever a post
// holds, the work grows with its length, never with its length times the number of tricks in it, and the tree
// is never deeper than MAX_DEPTH (the steps after this may walk it recursively without overflowing the stack).
import type { Root } from "hast";
import { fromParse5 } from "hast-util-from-parse5";
import { type DefaultTreeAdapterMap, parseFragment } from "parse5";
import { REMOVE_WITH_CONTENT, REMOVED_BLOCK_CLASS } from "./schema.server";

type P5Node = DefaultTreeAdapterMap["childNode"];
type P5Parent = DefaultTreeAdapterMap["parentNode"];

/** Elements whose content the parser reads as text up to their end tag: unclosed, they swallow the rest. */
const RAW_TEXT = new Set(["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes"]);

/**
 * Elements nested deeper than this are unwrapped: their content moves up to the element at this depth.
 * Block-editor posts nest a dozen levels at most (group, columns, column, group, list...).
 */
const MAX_DEPTH = 64;

const isNameChar = (code: number) =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 45;
const isSpace = (char: string | undefined) =>
  char === " " || char === "\t" || char === "\n" || char === "\r" || char === "\f";

/** Where the tag opening at `start` ends (after its `>`), minding quoted attribute values; -1: it never ends. */
function tagEnd(html: string, start: number): number {
  let quote: string | undefined;
  let afterEquals = false;
  for (let i = start + 1; i < html.length; i++) {
    const char = html[i];
    if (quote) {
      if (char === quote) quote = undefined;
      continue;
    }
    if (char === ">") return i + 1;
    if ((char === '"' || char === "'") && afterEquals) quote = char;
    if (char === "=") afterEquals = true;
    else if (!isSpace(char)) afterEquals = false;
  }
  return -1;
}

/**
 * The text with every construct a browser would let run to the end of the document taken out, so that it
 * cannot swallow what follows: the opening of an unclosed comment, raw-text element (`<textarea>`...) or
 * element removed with its content (`<svg>`, `<form>`...), `<plaintext>`, and a last tag that never ends.
 * One pass from start to end: each end tag is looked for once (its last occurrence), never again per opening.
 * Nothing here decides what is safe: the parser and the allow-list after it do; this only keeps text.
 */
function neutraliseUnclosed(html: string): string {
  const lower = html.toLowerCase();
  const lastClose = new Map<string, number>();
  const closes = (name: string) => {
    if (!lastClose.has(name)) lastClose.set(name, lower.lastIndexOf(`</${name}`));
    return lastClose.get(name)!;
  };
  const lastCommentEnd = lower.lastIndexOf("-->");
  const nextTag = (from: number) => {
    const index = lower.indexOf("<", from);
    return index < 0 ? lower.length : index;
  };
  const cuts: [number, number][] = [];
  let i = 0;
  while ((i = lower.indexOf("<", i)) >= 0) {
    if (lower.startsWith("<!--", i)) {
      const end = lower.indexOf("-->", i + 2);
      if (end < 0 || i > lastCommentEnd) {
        cuts.push([i, nextTag(i + 1)]);
        i += 4;
      } else i = end + 3;
      continue;
    }
    const closing = lower[i + 1] === "/";
    const nameStart = i + (closing ? 2 : 1);
    let nameEnd = nameStart;
    while (nameEnd < lower.length && isNameChar(lower.charCodeAt(nameEnd))) nameEnd++;
    // A browser's tag name runs to a space, `/` or `>`: `<script<p>` names no script.
    const after = lower[nameEnd];
    const name =
      after === undefined || after === "/" || after === ">" || isSpace(after)
        ? lower.slice(nameStart, nameEnd)
        : "-";
    if (!/[a-z]/.test(lower[nameStart] ?? "")) {
      i += 1;
      continue;
    }
    const end = tagEnd(lower, i);
    if (end < 0) {
      // A tag that never ends would take the rest as its attributes: cut it up to the next tag.
      cuts.push([i, nextTag(i + 1)]);
      break;
    }
    if (!closing && (name === "plaintext" || (closes(name) < i && RAW_TEXT.has(name)))) {
      // Its text would be read as text of the element (code, a style sheet): cut up to the next tag too.
      cuts.push([i, nextTag(end)]);
    } else if (!closing && RAW_TEXT.has(name)) {
      // Its text runs to its end tag: nothing in between is a tag.
      const close = lower.indexOf(`</${name}`, end);
      if (close >= 0) {
        i = close;
        continue;
      }
      cuts.push([i, nextTag(end)]);
    }
    i = end;
  }
  if (cuts.length === 0) return html;
  let out = "";
  let from = 0;
  for (const [start, end] of cuts) {
    out += html.slice(from, start);
    from = end;
  }
  return out + html.slice(from);
}

type P5Element = DefaultTreeAdapterMap["element"];

const childrenOf = (node: P5Node | P5Parent): P5Node[] =>
  node.nodeName === "template"
    ? (node as DefaultTreeAdapterMap["template"]).content.childNodes
    : "childNodes" in node
      ? node.childNodes
      : [];

/** Where the last token inside each node (itself included) ends in the source; one pass, no recursion. */
function lastTokenEnds(root: P5Parent): Map<P5Node | P5Parent, number> {
  const order: (P5Node | P5Parent)[] = [];
  const stack: (P5Node | P5Parent)[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    order.push(node);
    stack.push(...childrenOf(node));
  }
  const ends = new Map<P5Node | P5Parent, number>();
  for (let k = order.length - 1; k >= 0; k--) {
    const node = order[k]!;
    const location = (node as P5Element).sourceCodeLocation;
    let end = Math.max(location?.startTag?.endOffset ?? 0, location?.endTag?.endOffset ?? 0);
    if (!("childNodes" in node)) end = Math.max(end, location?.endOffset ?? 0);
    for (const child of childrenOf(node)) end = Math.max(end, ends.get(child) ?? 0);
    ends.set(node, end);
  }
  return ends;
}

const isRemoved = (element: P5Element) =>
  REMOVE_WITH_CONTENT.includes(element.nodeName) ||
  element.attrs.some((a) => a.name === "class" && a.value.split(/\s+/).includes(REMOVED_BLOCK_CLASS));

/**
 * An element removed with its content that was never closed holds everything after it (an unclosed `<form>`,
 * `<svg>`, `<noscript>`...): it is unwrapped instead, so its content is cut like any other. Such an element
 * has no end tag in the source and holds the document's last token.
 */
function unwrapUnclosedAtEnd(root: P5Parent): void {
  const ends = lastTokenEnds(root);
  const last = ends.get(root) ?? 0;
  const stack: P5Parent[] = [root];
  while (stack.length > 0) {
    const parent = stack.pop()!;
    const children = childrenOf(parent);
    for (let k = 0; k < children.length; k++) {
      const child = children[k]!;
      if (!("childNodes" in child) || ends.get(child) !== last) continue;
      if (isRemoved(child) && !child.sourceCodeLocation?.endTag) {
        const inside = childrenOf(child);
        for (const node of inside) node.parentNode = parent as never;
        children.splice(k, 1, ...inside);
        k -= 1;
      } else stack.push(child);
    }
  }
}

/**
 * Unwraps every element deeper than MAX_DEPTH, without recursion: the element at MAX_DEPTH keeps, in order,
 * the text and empty elements (images, line breaks) found anywhere below it.
 */
function flatten(root: P5Parent): void {
  const stack: [P5Parent, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [parent, depth] = stack.pop()!;
    if (depth < MAX_DEPTH) {
      for (const child of parent.childNodes) {
        // Source positions served only to find unclosed elements; hast would copy every one of them.
        delete (child as Partial<P5Element>).sourceCodeLocation;
        if (child.nodeName === "template")
          (child as DefaultTreeAdapterMap["template"]).content.childNodes = [];
        if ("childNodes" in child && child.childNodes.length > 0) stack.push([child, depth + 1]);
      }
      continue;
    }
    const kept: P5Node[] = [];
    const pending = [...parent.childNodes].reverse();
    while (pending.length > 0) {
      const node = pending.pop()!;
      if ("childNodes" in node && node.childNodes.length > 0)
        for (let k = node.childNodes.length - 1; k >= 0; k--) pending.push(node.childNodes[k]!);
      else kept.push(node);
    }
    for (const node of kept) {
      node.parentNode = parent as never;
      delete (node as Partial<P5Element>).sourceCodeLocation;
      // A template's content is a separate fragment; templates are removed with it, so it is dropped here.
      if (node.nodeName === "template") (node as DefaultTreeAdapterMap["template"]).content.childNodes = [];
    }
    parent.childNodes = kept;
  }
}

/** Parses an HTML fragment as a browser would, except that no unclosed construct swallows what follows. */
export function parse(html: string): Root {
  const fragment = parseFragment(neutraliseUnclosed(html), {
    scriptingEnabled: false,
    sourceCodeLocationInfo: true,
  });
  unwrapUnclosedAtEnd(fragment);
  flatten(fragment);
  return fromParse5(fragment) as Root;
}
