// The sanitizer's pipeline: each field is parsed once into a tree, the tree goes through a list of named
// steps in order, and the result is written out once. Steps are pure functions of (tree, options) and the
// options are plain data, so the whole pipeline runs inside a worker thread (worker.server.ts).
//
// Where steps go:
// - Before "allow-list": steps that must read what the allow-list removes (an embed's iframe and provider
//   link, a video's sources) and turn it into markup the allow-list keeps.
// - "allow-list": the cut (hast-util-sanitize with contentSchema). After it, the tree holds only allowed
//   elements and attributes.
// - After "allow-list": steps that only narrow or rewrite what is left (styles, ids, links, image addresses,
//   table regions). A step here must not add anything the allow-list would have removed.
import type { Root } from "hast";
import { sanitize, type Schema } from "hast-util-sanitize";
import { toHtml } from "hast-util-to-html";
import { toString } from "hast-util-to-string";
import { isExternalLink } from "~/lib/same-origin";
import { parse } from "./parse.server";
import { contentSchema, excerptSchema, REMOVED_BLOCK_CLASS, textSchema, titleSchema } from "./schema.server";
import { embeds } from "./embeds.server";
import { prefixIds } from "./ids.server";
import { linkHeadings } from "./headings.server";
import { boundMath } from "./math.server";
import { prepareMedia } from "./media.server";
import { cleanStyles } from "./styles.server";
import { wrapTables } from "./tables.server";
import { hasClass, replace, walk } from "./tree.server";
import { rewritePostImages } from "./post-images.server";
import type { SanitizeOptions } from "./options.server";

export type { SanitizeOptions };

/** One step of the pipeline: changes the tree in place, or returns a new tree that replaces it. */
export type Step = {
  readonly name: string;
  readonly run: (tree: Root, options: SanitizeOptions) => Root | void;
};

/** Before the allow-list: removes file-download blocks with their content, and turns h1 into h2. */
const prepare: Step = {
  name: "prepare",
  run(tree) {
    walk(tree, (element, parent) => {
      if (hasClass(element, REMOVED_BLOCK_CLASS)) replace(parent, element, []);
      else if (element.tagName === "h1") element.tagName = "h2";
    });
  },
};

const allowList = (schema: Schema): Step => ({
  name: "allow-list",
  run: (tree) => sanitize(tree, schema) as Root,
});

/** Links that leave the site open no window reference; empty class lists are dropped. */
const links: Step = {
  name: "links",
  run(tree, { siteUrl }) {
    walk(tree, (element) => {
      const { properties } = element;
      if (Array.isArray(properties.className) && properties.className.length === 0)
        delete properties.className;
      if (
        element.tagName === "a" &&
        typeof properties.href === "string" &&
        isExternalLink(properties.href, siteUrl)
      )
        properties.rel = ["noopener", "noreferrer"];
    });
  },
};

/**
 * Images: every picture through the site's image endpoint with srcset and sizes for its place; a picture the
 * endpoint may not read is dropped, its alt text kept (post-images.server.ts).
 */
const images: Step = {
  name: "images",
  run(tree, { mediaOrigins, siteFiles }) {
    rewritePostImages(tree, { mediaOrigins, siteFiles });
    walk(tree, (element) => {
      if (element.tagName !== "img") return;
      element.properties.loading ??= "lazy";
      element.properties.decoding = "async";
    });
  },
};

const tables: Step = { name: "tables", run: (tree) => wrapTables(tree) };

/** Video and audio from allowed origins become players, from elsewhere links (media.server.ts). */
const media: Step = { name: "media", run: prepareMedia };

/** Inline styles through the CSS allow-list (styles.server.ts). */
const styles: Step = {
  name: "styles",
  run: (tree, options) => cleanStyles(tree, options),
};

/** Equations kept in their line: MathML's lengths and sizes within bounds (math.server.ts). */
const math: Step = { name: "math", run: (tree) => boundMath(tree) };

/** Ids under the clobber prefix, in-page links to match (ids.server.ts). */
const ids: Step = { name: "ids", run: (tree) => prefixIds(tree) };

/** Every heading with an id and a link to itself (headings.server.ts); the link named in the post's language. */
const headings: Step = { name: "headings", run: (tree, { lang }) => linkHeadings(tree, lang) };

/** The steps a post body goes through, in order. */
const CONTENT_STEPS: readonly Step[] = [
  prepare,
  // Embeds: a step that reads an embed's figure, iframe and provider link and makes them markup the
  // allow-list keeps.
  embeds,
  media,
  allowList(contentSchema),
  math,
  styles,
  ids,
  headings,
  links,
  images,
  tables,
];

/** Runs `html` through `steps`: one parse, the steps in order, one serialization. */
function runSteps(html: string, steps: readonly Step[], options: SanitizeOptions): Root {
  let tree = parse(html);
  for (const step of steps) tree = step.run(tree, options) ?? tree;
  return tree;
}

function serialize(tree: Root): string {
  // Void elements written as `<img ... />`, as before: the feed and other readers see the same markup.
  return toHtml(tree, { closeSelfClosing: true, characterReferences: { useNamedReferences: true } }).trim();
}

/** A post body (content.rendered). */
export const cleanContent = (html: string, options: SanitizeOptions) =>
  serialize(runSteps(html, CONTENT_STEPS, options));

/** An excerpt: paragraphs and inline formatting. */
export const cleanExcerpt = (html: string, options: SanitizeOptions) =>
  serialize(runSteps(html, [allowList(excerptSchema)], options));

/** A title: inline formatting only. */
export const cleanTitle = (html: string, options: SanitizeOptions) =>
  serialize(runSteps(html, [allowList(titleSchema)], options));

/** Plain text from untrusted HTML (author and term names, alt texts): tags dropped, entities decoded. */
export const cleanName = (html: string, options: SanitizeOptions) =>
  toString(runSteps(html, [allowList(textSchema)], options))
    .replace(/\s+/g, " ")
    .trim();
