// What may reach a page from the content source: the allow-lists the sanitizer cuts every tree down to.
// Anything not named here is unwrapped (its children stay, cut the same way) or, for the elements in
// REMOVE_WITH_CONTENT, removed with everything inside.
import type { Schema } from "hast-util-sanitize";

/** Removed together with everything inside them (not only the tag): active content, forms, embeds. */
export const REMOVE_WITH_CONTENT = [
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
export const REMOVED_BLOCK_CLASS = "wp-block-file";

export const INLINE_TAGS = [
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
  "button",
];

/** Only WordPress's own block classes survive: a class must not pull in the site's utility classes. */
const ALLOWED_CLASSES = [/^wp-block-/, /^align/, /^has-text-align-/, /^is-style-/, /^language-/];

/**
 * A complete schema of our own: every key is set, so nothing falls back to hast-util-sanitize's GitHub
 * defaults (no `data*`/`aria*` attributes). Attribute names are hast property names (`srcSet`, `colSpan`,
 * `className`).
 */
function schema(tagNames: string[], attributes: Schema["attributes"] = {}): Schema {
  return {
    tagNames,
    attributes,
    // An allowed element is kept: the content's <button>s are the embed facades' (sanitize-embeds.server.ts).
    strip: REMOVE_WITH_CONTENT.filter((tag) => !tagNames.includes(tag)),
    protocols: { href: ["http", "https", "mailto", "tel"], src: ["http", "https"] },
    required: {},
    ancestors: {},
    clobber: [],
    clobberPrefix: "",
    allowComments: false,
    allowDoctypes: false,
  };
}

export const contentSchema = schema(CONTENT_TAGS, {
  "*": [["className", ...ALLOWED_CLASSES]],
  a: ["href", "title"],
  button: [["type", "button"]],
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
export const excerptSchema = schema(["p", "br", ...INLINE_TAGS]);

/** Titles: inline formatting only, no attributes. */
export const titleSchema = schema(INLINE_TAGS);

/** Names: text only. */
export const textSchema = schema([]);
