// What may reach a page from the content source: the allow-lists the sanitizer cuts every tree down to.
// Anything not named here is unwrapped (its children stay, cut the same way) or, for the elements in
// REMOVE_WITH_CONTENT, removed with everything inside.
import type { Schema } from "hast-util-sanitize";
import { CLOBBER_PREFIX } from "./ids.server";
import { MATH_ANCESTORS, MATH_ATTRIBUTES, MATH_CLASSES, MATH_TAGS } from "./math.server";

/**
 * Removed together with everything inside them (not only the tag): active content, forms, embeds. Video and
 * audio are not here: media.server.ts turns them into players or links before the allow-list.
 */
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
  // Outside the content's MathML (math.server.ts), and always: islands of HTML or SVG and outside pictures.
  "math",
  "annotation-xml",
  "mglyph",
  "canvas",
  "dialog",
  "head",
  "title",
  "xmp",
];

/**
 * WordPress file-download blocks (a link plus a "Download" button) go with their content: the blog shows
 * articles to read, never files from WordPress's media library to download (docs/blog.md).
 */
export const REMOVED_BLOCK_CLASS = "wp-block-file";

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
  ...MATH_TAGS,
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
  "details",
  "summary",
  "video",
  "audio",
  "source",
  "button",
];

/**
 * Only the classes WordPress gives blocks survive (its block library's styles and the site's block styles
 * read them): a class must not pull in the site's own utility classes.
 */
const ALLOWED_CLASSES = [
  /^wp-block-/,
  /^wp-element-/,
  /^wp-image-\d+$/,
  /^wp-container-/,
  /^wp-embed-aspect-/,
  /^wp-has-aspect-ratio$/,
  /^wp-caption(-text)?$/,
  /^blocks-gallery-/,
  /^align/,
  /^has-[a-z0-9-]+-(color|background-color|gradient-background|border-color|font-size|font-family)$/,
  /^has-(text|background|link|border)-color$/,
  /^has-(background|background-gradient|custom-font-size|drop-cap|parallax|nested-images|fixed-layout)$/,
  /^has-background-dim(-\d+)?$/,
  /^has-text-align-/,
  /^has-(media-on-the-right|custom-content-position|global-padding)$/,
  /^is-style-/,
  /^is-layout-/,
  /^is-(vertically-aligned|content-justification|position|type|provider)-/,
  /^are-vertically-aligned-/,
  /^items-justified-/,
  /^is-(cropped|resized|light|dark|repeated|vertical|nowrap|image-fill|image-fill-element)$/,
  /^is-(not-)?stacked-on-mobile$/,
  /^columns-\d$/,
  /^size-(thumbnail|medium|medium_large|large|full)$/,
  /^language-/,
  /^fn$/,
  // A heading's link to itself (headings.server.ts), kept when a post is sanitized again.
  /^heading-self-link$/,
  // Classic [gallery] shortcode markup: laid out by its column count.
  /^gallery(-item|-icon|-caption|-columns-[1-9])?$/,
  ...MATH_CLASSES,
];

/**
 * A complete schema of our own: every key is set, so nothing falls back to hast-util-sanitize's GitHub
 * defaults (no `data*` attributes). Attribute names are hast property names (`srcSet`, `colSpan`,
 * `className`). Ids get CLOBBER_PREFIX; styles pass whole here and are cut down right after
 * (styles.server.ts).
 */
function schema(
  tagNames: string[],
  attributes: Schema["attributes"] = {},
  ancestors: Schema["ancestors"] = {},
): Schema {
  return {
    tagNames,
    attributes,
    // An allowed element is kept: the content's <button>s are the embed facades' (embeds.server.ts).
    strip: REMOVE_WITH_CONTENT.filter((tag) => !tagNames.includes(tag)),
    protocols: {
      href: ["http", "https", "mailto", "tel"],
      src: ["http", "https"],
      poster: ["http", "https"],
    },
    required: {},
    ancestors,
    clobber: ["id"],
    clobberPrefix: CLOBBER_PREFIX,
    allowComments: false,
    allowDoctypes: false,
  };
}

export const contentSchema = schema(
  CONTENT_TAGS,
  {
    "*": [["className", ...ALLOWED_CLASSES], "id", "style"],
    button: [["type", "button"]],
    // The label of a footnote's link back ("Jump to footnote reference 1").
    a: ["href", "title", "ariaLabel"],
    details: ["open"],
    // Players as media.server.ts made them.
    video: [
      "src",
      "poster",
      "controls",
      ["preload", "none", "metadata"],
      "width",
      "height",
      "playsInline",
      "muted",
      "loop",
    ],
    audio: ["src", "controls", ["preload", "none"]],
    source: ["src"],
    img: ["src", "srcSet", "sizes", "alt", "width", "height", ["loading", "lazy", "eager"]],
    abbr: ["title"],
    ol: ["start", "reversed"],
    li: ["value"],
    th: ["colSpan", "rowSpan", "scope"],
    td: ["colSpan", "rowSpan"],
    col: ["span"],
    colgroup: ["span"],
    ...MATH_ATTRIBUTES,
  },
  MATH_ANCESTORS,
);

/** Excerpts sit inside a card that is itself a link: paragraphs and inline formatting, no links. */
export const excerptSchema = schema(["p", "br", ...INLINE_TAGS]);

/** Titles: inline formatting only, no attributes. */
export const titleSchema = schema(INLINE_TAGS);

/** Names: text only. */
export const textSchema = schema([]);
