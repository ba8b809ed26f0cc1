// Equations: WordPress's Math block and inline math, and the Markdown blog's $...$, arrive as MathML. What
// passes is MathML Core (https://www.w3.org/TR/mathml-core/): its elements, each only inside a <math>, and its
// presentation attributes. Nothing of MathML can link (no href), load (no <mglyph>), run (no event attributes)
// or hold HTML or SVG (no <annotation-xml>: removed with its content, schema.server.ts); <maction> is not Core
// and is unwrapped, its content kept. The TeX source a Math block saves stays as <annotation
// encoding="application/x-tex">, which browsers do not draw: it can be copied and read by tools.
// The text inside comes out escaped (hast-util-to-html), so a browser reading the page again builds the same
// tree: no text of an equation can turn into markup.
// An equation stays in its line as a post's blocks stay in their box (decision 035, decision 056): lengths that
// move or size it (`voffset`, `height`, `lspace`, `minsize`...) are kept only within what TeX's own layouts use,
// `scriptlevel` only as 0 to 2 (each level below 0 makes the glyphs 1.4 times larger), `displaystyle` only as
// true or false; `mathsize` is not kept at all. A value past its bound is dropped, not clamped.
import type { Root } from "hast";
import type { Schema } from "hast-util-sanitize";
import { walk } from "./tree.server";

/** MathML Core's elements, <math> first; any other element inside an equation is unwrapped. */
export const MATH_TAGS = [
  "math",
  "annotation",
  "merror",
  "mfrac",
  "mi",
  "mmultiscripts",
  "mn",
  "mo",
  "mover",
  "mpadded",
  "mphantom",
  "mprescripts",
  "mroot",
  "mrow",
  "ms",
  "mspace",
  "msqrt",
  "mstyle",
  "msub",
  "msubsup",
  "msup",
  "mtable",
  "mtd",
  "mtext",
  "mtr",
  "munder",
  "munderover",
  "semantics",
];

/** The attributes MathML Core gives every element (hast property names, as the parser writes them). */
const GLOBAL = ["dir", "displaystyle", "scriptlevel", "mathvariant"];

/** Per element: MathML Core's own attributes besides the global ones. */
const OWN: Record<
  string,
  Schema["attributes"] extends infer A ? (A extends Record<string, infer V> ? V : never) : never
> = {
  math: [["display", "block", "inline"]],
  annotation: ["encoding"],
  mo: [
    "form",
    "fence",
    "separator",
    "lspace",
    "rspace",
    "stretchy",
    "symmetric",
    "maxsize",
    "minsize",
    "largeop",
    "movablelimits",
  ],
  mover: ["accent"],
  munder: ["accentunder"],
  munderover: ["accent", "accentunder"],
  mfrac: ["linethickness"],
  mspace: ["width", "height", "depth"],
  mpadded: ["width", "height", "depth", "lspace", "voffset"],
  mtd: ["columnspan", "rowSpan"],
};

export const MATH_ATTRIBUTES: Schema["attributes"] = Object.fromEntries(
  MATH_TAGS.map((tag) => [tag, [...GLOBAL, ...(OWN[tag] ?? [])]]),
);

/** Every MathML element but <math> itself is kept only inside a <math>; elsewhere it is unwrapped. */
export const MATH_ANCESTORS: Schema["ancestors"] = Object.fromEntries(
  MATH_TAGS.filter((tag) => tag !== "math").map((tag) => [tag, ["math"]]),
);

/** The classes temml (WordPress's and the Markdown blog's TeX to MathML) gives cells and spacing. */
export const MATH_CLASSES = [/^tml-[a-z-]+$/];

/** The largest size of a length that moves an equation's parts up or down, or makes its box taller or deeper. */
const VERTICAL = { em: 1, ex: 2, px: 16, pt: 12 };
/** The largest size of a length across the line, or of a stretched operator (\Bigg is 3 em). */
const OTHER = { em: 3, ex: 6, px: 48, pt: 36 };

/** Per element: the attributes that hold a length, and their bound. */
const LENGTHS: Record<string, Record<string, typeof VERTICAL>> = {
  mpadded: { voffset: VERTICAL, height: VERTICAL, depth: VERTICAL, width: OTHER, lspace: OTHER },
  mspace: { height: VERTICAL, depth: VERTICAL, width: OTHER },
  mo: { lspace: OTHER, rspace: OTHER, minsize: OTHER, maxsize: OTHER },
  mfrac: { linethickness: OTHER },
};

/** A length (`-0.3em`, `+2px`, `0`) within `bound`. */
function withinBound(value: unknown, bound: typeof VERTICAL): boolean {
  const match = /^\s*[+-]?(\d+(?:\.\d*)?|\.\d+)(em|ex|px|pt)?\s*$/.exec(String(value));
  if (!match) return false;
  const size = Number(match[1]);
  return match[2] ? size <= bound[match[2] as keyof typeof VERTICAL] : size === 0;
}

/** After the allow-list: every MathML length, `scriptlevel` and `displaystyle` within its bound, or dropped. */
export function boundMath(tree: Root): void {
  walk(tree, (element) => {
    const { properties } = element;
    for (const [name, bound] of Object.entries(LENGTHS[element.tagName] ?? {}))
      if (name in properties && !withinBound(properties[name], bound)) delete properties[name];
    if ("scriptlevel" in properties && !/^\+?[0-2]$/.test(String(properties.scriptlevel).trim()))
      delete properties.scriptlevel;
    if ("displaystyle" in properties && !/^(true|false)$/i.test(String(properties.displaystyle).trim()))
      delete properties.displaystyle;
  });
}
