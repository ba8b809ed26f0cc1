// Every piece of HTML that reaches a visitor from the content source passes through here, on the server,
// before it is cached or sent. One compromised WordPress editor account must not become script on our pages.
// HTML is read by an HTML5-conformant parser (parse5), the way a browser reads it, then cut down to an
// allow-list and written out again: what leaves here can hold only the elements and attributes listed below.
import type { Element, Nodes, Root } from "hast";
import { fromHtml } from "hast-util-from-html";
import { sanitize, type Schema } from "hast-util-sanitize";
import { toHtml } from "hast-util-to-html";
import { toString } from "hast-util-to-string";
import { isWallTime } from "~/lib/dates";
import type { Post } from "~/lib/posts";
import { isExternalLink, safeImageUrl } from "~/lib/same-origin";
import { siteUrl } from "~/lib/site-url.server";

/** Removed together with everything inside them (not only the tag): active content, forms, embeds. */
const REMOVE_WITH_CONTENT = [
  "script",
  "style",
  "noscript",
  "template",
  "textarea",
  "option",
  "select",
  "button",
  "form",
  "object",
  "embed",
  "applet",
  "iframe",
  "noembed",
  "noframes",
  "frame",
  "frameset",
  "svg",
  "math",
  "canvas",
  "audio",
  "video",
  "dialog",
  "head",
  "title",
  "xmp",
];

/** WordPress file-download blocks (a link plus a "Download" button): the spec removes them. */
const REMOVED_BLOCK_CLASS = "wp-block-file";

/** Elements whose content the parser reads as text up to their end tag: unclosed, they swallow the rest. */
const RAW_TEXT = [
  "script",
  "style",
  "textarea",
  "title",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
  "plaintext",
];

const INLINE_TAGS = [
  "em",
  "strong",
  "i",
  "b",
  "u",
  "s",
  "del",
  "ins",
  "mark",
  "small",
  "sub",
  "sup",
  "code",
  "abbr",
  "span",
];

const CONTENT_TAGS = [
  ...INLINE_TAGS,
  "a",
  "p",
  "br",
  "hr",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "blockquote",
  "q",
  "cite",
  "pre",
  "kbd",
  "figure",
  "figcaption",
  "img",
  "table",
  "caption",
  "colgroup",
  "col",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "div",
];

/** Only WordPress's own block classes survive: a class must not pull in the site's utility classes. */
const ALLOWED_CLASSES = [/^wp-block-/, /^align/, /^has-text-align-/, /^is-style-/, /^language-/];

/**
 * A complete schema of our own: every key is set, so nothing falls back to hast-util-sanitize's GitHub
 * defaults (no `data*`/`aria*` attributes, no `id`/`name`, so no clobber prefixing either). Attribute names
 * are hast property names (`srcSet`, `colSpan`, `className`). Elements not listed are unwrapped: their
 * children stay, sanitized the same way.
 */
function schema(tagNames: string[], attributes: Schema["attributes"] = {}): Schema {
  return {
    tagNames,
    attributes,
    strip: REMOVE_WITH_CONTENT,
    protocols: { href: ["http", "https", "mailto", "tel"], src: ["http", "https"] },
    required: {},
    ancestors: {},
    clobber: [],
    clobberPrefix: "",
    allowComments: false,
    allowDoctypes: false,
  };
}

const contentSchema = schema(CONTENT_TAGS, {
  "*": [["className", ...ALLOWED_CLASSES]],
  a: ["href", "title"],
  img: ["src", "srcSet", "sizes", "alt", "width", "height", ["loading", "lazy", "eager"]],
  abbr: ["title"],
  ol: ["start", "reversed"],
  li: ["value"],
  th: ["colSpan", "rowSpan", "scope"],
  td: ["colSpan", "rowSpan"],
  col: ["span"],
  colgroup: ["span"],
});

/** Excerpts sit inside a card that is itself a link: paragraphs and inline formatting, no links. */
const excerptSchema = schema(["p", "br", ...INLINE_TAGS]);

/** Titles: inline formatting only, no attributes. */
const titleSchema = schema(INLINE_TAGS);

/** Names: text only. */
const textSchema = schema([]);

type Parent = Root | Element;

function walk(parent: Parent, visit: (element: Element, parent: Parent) => void): void {
  for (const child of [...parent.children]) {
    if (child.type !== "element") continue;
    visit(child, parent);
    walk(child, visit);
  }
}

function hasClass(element: Element, name: string): boolean {
  const classes = element.properties.className;
  return Array.isArray(classes) && classes.includes(name);
}

function isRemovedWithContent(element: Element): boolean {
  return REMOVE_WITH_CONTENT.includes(element.tagName) || hasClass(element, REMOVED_BLOCK_CLASS);
}

/** Offsets where the tokens of a node end: a text or comment, or an element's start and end tags. */
function tokenEnds(node: Nodes): number[] {
  if (node.type === "root") return [];
  const tags = node.type === "element" ? node.data?.position : undefined;
  const ends = tags ? [tags.opening?.end?.offset, tags.closing?.end?.offset] : [node.position?.end.offset];
  return ends.filter((end) => end !== undefined);
}

/** For every node, where the last token inside it (itself included) ends. */
function lastTokenEnds(tree: Root): Map<Nodes, number> {
  const ends = new Map<Nodes, number>();
  const visit = (node: Nodes): number => {
    let end = Math.max(0, ...tokenEnds(node));
    if ("children" in node) for (const child of node.children) end = Math.max(end, visit(child));
    if (node.type === "element" && node.content) end = Math.max(end, visit(node.content));
    ends.set(node, end);
    return end;
  };
  visit(tree);
  return ends;
}

/**
 * The part of `html` to cut so that nothing swallows the rest, or undefined when nothing does. A browser
 * lets an unclosed comment, raw-text element (`<script>`, `<textarea>`...) or tag run to the end of the
 * document, and an element we remove with its content would take everything after it along. Cut: the
 * opening of the first such construct, and for comments, raw text and unfinished tags also the text up to
 * the next tag.
 */
function swallowingPart(html: string, tree: Root, errors: Set<string>): [number, number] | undefined {
  const nextTag = (from: number) => {
    const index = html.indexOf("<", from);
    return index < 0 ? html.length : index;
  };
  const ends = lastTokenEnds(tree);
  const last = ends.get(tree) ?? 0;
  const cuts: [number, number][] = [];
  for (const [node, end] of ends) {
    const start = node.position?.start.offset;
    if (start === undefined || end < last) continue;
    if (node.type === "comment" && errors.has("eof-in-comment")) cuts.push([start, nextTag(start + 1)]);
    if (node.type !== "element" || node.data?.position?.closing) continue;
    const rawText = RAW_TEXT.includes(node.tagName);
    if (!rawText && !isRemovedWithContent(node)) continue;
    const opened = node.data?.position?.opening?.end?.offset ?? start + 1;
    cuts.push([start, rawText ? nextTag(opened) : opened]);
  }
  // A tag that never ended is in no node: it starts where the last complete token ends.
  if (errors.has("eof-in-tag") || errors.has("eof-in-doctype")) cuts.push([last, nextTag(last + 1)]);
  return cuts.sort((a, b) => a[0] - b[0])[0];
}

/** The tag positions served only to find what to cut; left in, the sanitizer would copy them all. */
function dropTagPositions<T extends Nodes>(node: T): T {
  delete node.data;
  if ("children" in node) node.children.forEach(dropTagPositions);
  return node;
}

/** At most this many swallowing constructs are cut from one piece of HTML; past that it is read as is. */
const MAX_CUTS = 100;

/** Parses an HTML fragment as a browser would, except that no unclosed construct swallows what follows. */
function parse(html: string): Root {
  let source = html;
  for (let cuts = 0; ; cuts++) {
    const errors = new Set<string>();
    const tree = fromHtml(source, {
      fragment: true,
      verbose: true,
      onerror: (message) => void (message.ruleId && errors.add(message.ruleId)),
    });
    const cut = cuts < MAX_CUTS ? swallowingPart(source, tree, errors) : undefined;
    if (!cut || cut[1] <= cut[0]) return dropTagPositions(tree);
    source = source.slice(0, cut[0]) + source.slice(cut[1]);
  }
}

/** Before the allow-list: removes file-download blocks with their content, and turns h1 into h2. */
function prepareContent(tree: Root): void {
  walk(tree, (element, parent) => {
    if (hasClass(element, REMOVED_BLOCK_CLASS)) {
      parent.children = parent.children.filter((child) => child !== element);
      element.children = [];
    }
    if (element.tagName === "h1") element.tagName = "h2";
  });
}

const isBlank = (node: Nodes) => node.type === "text" && !node.value.trim();

/** The class of the region a table scrolls in (prose-post.css). */
export const TABLE_SCROLL_CLASS = "table-scroll";

const isElement = (node: Nodes, tagName: string): node is Element =>
  node.type === "element" && node.tagName === tagName;

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

/**
 * Every table sits in a region of its own that scrolls sideways when the table is wider than the column
 * (WCAG 1.4.10: the page itself never does). The region is named and focusable, so a keyboard can scroll it.
 * A div holding nothing but the table becomes that region itself, so sanitizing twice changes nothing.
 */
function wrapTables(tree: Root): void {
  let index = 0;
  const visit = (parent: Parent, grandparent: Parent | undefined) => {
    for (const child of [...parent.children]) {
      if (child.type !== "element") continue;
      if (child.tagName !== "table") {
        visit(child, parent);
        continue;
      }
      index += 1;
      const alone = parent.children.every((node) => node === child || isBlank(node));
      const reuse = parent.type === "element" && parent.tagName === "div" && alone;
      const around = reuse ? grandparent : parent;
      const figure = around && isElement(around, "figure") ? around : undefined;
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
  };
  visit(tree, undefined);
}

/** After the allow-list: links that leave the site open no window reference; images load lazily. */
function finishContent(tree: Root, base: string): void {
  wrapTables(tree);
  walk(tree, (element) => {
    const { properties } = element;
    if (Array.isArray(properties.className) && properties.className.length === 0) delete properties.className;
    if (
      element.tagName === "a" &&
      typeof properties.href === "string" &&
      isExternalLink(properties.href, base)
    )
      properties.rel = ["noopener", "noreferrer"];
    if (element.tagName === "img") {
      const src = safeImageUrl(properties.src, base);
      if (src === undefined) delete properties.src;
      if (!isSafeSrcSet(properties.srcSet, base)) delete properties.srcSet;
      properties.loading ??= "lazy";
      properties.decoding = "async";
    }
  });
}

/** A srcset passes when every candidate's address is a safe image address. */
function isSafeSrcSet(value: unknown, base: string): boolean {
  if (typeof value !== "string") return false;
  const candidates = value.split(/,(?=\s)/);
  return candidates.every((candidate) => safeImageUrl(candidate.trim().split(/\s+/)[0], base) !== undefined);
}

function serialize(tree: Nodes): string {
  // Void elements written as `<img ... />`, as before: the feed and other readers see the same markup.
  return toHtml(tree, { closeSelfClosing: true, characterReferences: { useNamedReferences: true } }).trim();
}

/** Sanitizes a post body (content.rendered). */
export function sanitizeContent(html: string): string {
  const tree = parse(html);
  prepareContent(tree);
  const clean = sanitize(tree, contentSchema) as Root;
  finishContent(clean, siteUrl());
  return serialize(clean);
}

export function sanitizeExcerpt(html: string): string {
  return serialize(sanitize(parse(html), excerptSchema));
}

export function sanitizeTitle(html: string): string {
  return serialize(sanitize(parse(html), titleSchema));
}

/** Plain text from untrusted HTML (author and term names, alt texts): tags dropped, entities decoded. */
export function sanitizeName(html: string): string {
  return toString(sanitize(parse(html), textSchema))
    .replace(/\s+/g, " ")
    .trim();
}

/** An absolute http(s) address, normalized; undefined for anything else. */
function webAddress(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A post with every HTML field sanitized and every name reduced to plain text. */
export function sanitizePost(post: Post): Post {
  const base = siteUrl();
  const embedded = post._embedded;
  const author = embedded?.author?.[0];
  const media = embedded?.["wp:featuredmedia"]?.[0];
  const mediaUrl = safeImageUrl(media?.source_url, base);
  const terms = embedded?.["wp:term"];
  const clean: Post = {
    id: post.id,
    slug: post.slug,
    date: post.date,
    title: { rendered: sanitizeTitle(post.title.rendered) },
    excerpt: { rendered: sanitizeExcerpt(post.excerpt.rendered) },
    content: { rendered: sanitizeContent(post.content.rendered) },
  };
  for (const field of ["date_gmt", "modified", "modified_gmt"] as const) {
    const value = post[field];
    if (post.date && isWallTime(value)) clean[field] = value;
  }
  if (post.lang) clean.lang = post.lang;
  if (post.translations) clean.translations = { ...post.translations };
  const jetpack = safeImageUrl(post.jetpack_featured_media_url, base);
  if (jetpack) clean.jetpack_featured_media_url = jetpack;
  const seo = post.yoast_head_json;
  if (seo) {
    // An SEO plugin's texts go into <title> and <meta> as text.
    const head: NonNullable<Post["yoast_head_json"]> = {};
    for (const field of ["title", "description", "og_title", "og_description"] as const) {
      const text = seo[field] === undefined ? "" : sanitizeName(seo[field]);
      if (text) head[field] = text;
    }
    if (Object.keys(head).length > 0) clean.yoast_head_json = head;
  }
  if (embedded) {
    clean._embedded = {};
    const name = author ? sanitizeName(author.name) : "";
    const url = webAddress(author?.url);
    if (author && name)
      clean._embedded.author = [
        { ...(author.id !== undefined && { id: author.id }), name, ...(url && { url }) },
      ];
    if (media && mediaUrl) {
      clean._embedded["wp:featuredmedia"] = [
        {
          ...media,
          source_url: mediaUrl,
          ...(media.alt_text !== undefined && { alt_text: sanitizeName(media.alt_text) }),
        },
      ];
    }
    if (terms) {
      // A term whose name was nothing but markup would show as an empty label.
      clean._embedded["wp:term"] = terms.map((group) =>
        group.map((term) => ({ ...term, name: sanitizeName(term.name) })).filter((term) => term.name),
      );
    }
  }
  return clean;
}
