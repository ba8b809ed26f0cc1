// Every piece of HTML that reaches a visitor from the content source passes through here, on the server,
// before it is cached or sent. One compromised WordPress editor account must not become script on our pages.
import sanitizeHtml, { type IOptions, type Transformer } from "sanitize-html";
import type { Post } from "~/lib/posts";
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
const REMOVED_BLOCK_CLASSES = ["wp-block-file"];

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
const ALLOWED_CLASSES = ["wp-block-*", "align*", "has-text-align-*", "is-style-*", "language-*"];

function hasRemovedClass(attribs: Record<string, string>): boolean {
  const classes = (attribs.class ?? "").split(/\s+/);
  return REMOVED_BLOCK_CLASSES.some((c) => classes.includes(c));
}

/** True for an absolute (or protocol-relative) link to a host other than the site's own. */
export function isExternalHref(href: string): boolean {
  const trimmed = href.trim();
  if (!/^(https?:)?\/\//i.test(trimmed)) return false;
  try {
    const target = new URL(trimmed, "https://placeholder.invalid");
    return target.host !== new URL(siteUrl()).host;
  } catch {
    return true;
  }
}

const link: Transformer = (tagName, attribs) => {
  const next: Record<string, string> = { ...attribs };
  delete next.rel;
  delete next.target;
  if (next.href && isExternalHref(next.href)) next.rel = "noopener noreferrer";
  return { tagName, attribs: next };
};

const image: Transformer = (tagName, attribs) => ({
  tagName,
  attribs: { ...attribs, loading: attribs.loading ?? "lazy", decoding: "async" },
});

const base: IOptions = {
  disallowedTagsMode: "discard",
  nonTextTags: REMOVE_WITH_CONTENT,
  // Drops an element together with its content (after its attributes were filtered; block classes survive).
  exclusiveFilter: (frame) => hasRemovedClass(frame.attribs),
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: true,
  enforceHtmlBoundary: false,
};

const contentOptions: IOptions = {
  ...base,
  allowedTags: CONTENT_TAGS,
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: [
      "src",
      "srcset",
      "sizes",
      "alt",
      "width",
      "height",
      { name: "loading", values: ["lazy", "eager"] },
      "decoding",
    ],
    abbr: ["title"],
    ol: ["start", "reversed"],
    li: ["value"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    col: ["span"],
    colgroup: ["span"],
  },
  allowedClasses: { "*": ALLOWED_CLASSES },
  transformTags: {
    h1: "h2",
    a: link,
    img: image,
  },
};

/** Excerpts sit inside a card that is itself a link: paragraphs and inline formatting, no links. */
const excerptOptions: IOptions = {
  ...base,
  allowedTags: ["p", "br", ...INLINE_TAGS],
  allowedAttributes: {},
};

/** Titles: inline formatting only, no attributes. */
const titleOptions: IOptions = { ...base, allowedTags: INLINE_TAGS, allowedAttributes: {} };

const textOptions: IOptions = { ...base, allowedTags: [], allowedAttributes: {} };

/** Sanitizes a post body (content.rendered). */
export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, contentOptions).trim();
}

export function sanitizeExcerpt(html: string): string {
  return sanitizeHtml(html, excerptOptions).trim();
}

export function sanitizeTitle(html: string): string {
  return sanitizeHtml(html, titleOptions).trim();
}

/** Plain text from HTML: tags dropped, entities decoded (for author and term names, feeds, meta tags). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, textOptions)
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** An image address a browser may load: http(s) or root-relative; anything else becomes undefined. */
export function safeImageUrl(url: unknown): string | undefined {
  if (typeof url !== "string") return undefined;
  const trimmed = url.trim();
  if (/^\/(?!\/)/.test(trimmed)) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** A post with every HTML field sanitized and every name reduced to plain text. */
export function sanitizePost(post: Post): Post {
  const embedded = post._embedded;
  const author = embedded?.author?.[0];
  const media = embedded?.["wp:featuredmedia"]?.[0];
  const mediaUrl = safeImageUrl(media?.source_url);
  const terms = embedded?.["wp:term"];
  const clean: Post = {
    id: post.id,
    slug: post.slug,
    date: post.date,
    title: { rendered: sanitizeTitle(post.title.rendered) },
    excerpt: { rendered: sanitizeExcerpt(post.excerpt.rendered) },
    content: { rendered: sanitizeContent(post.content.rendered) },
  };
  const jetpack = safeImageUrl(post.jetpack_featured_media_url);
  if (jetpack) clean.jetpack_featured_media_url = jetpack;
  if (embedded) {
    clean._embedded = {};
    const name = author ? htmlToText(author.name) : "";
    if (author && name)
      clean._embedded.author = [{ ...(author.id !== undefined && { id: author.id }), name }];
    if (media && mediaUrl) {
      clean._embedded["wp:featuredmedia"] = [
        {
          ...media,
          source_url: mediaUrl,
          ...(media.alt_text !== undefined && { alt_text: htmlToText(media.alt_text) }),
        },
      ];
    }
    if (terms) {
      clean._embedded["wp:term"] = terms.map((group) =>
        group.map((term) => ({ ...term, name: htmlToText(term.name) })),
      );
    }
  }
  return clean;
}
