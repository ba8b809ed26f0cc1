// Equations: WordPress's Math block and inline math, and the Markdown blog's $...$, arrive as MathML. What
// passes is MathML Core (https://www.w3.org/TR/mathml-core/): its elements, each only inside a <math>, and its
// presentation attributes. Nothing of MathML can link (no href), load (no <mglyph>), run (no event attributes)
// or hold HTML or SVG (no <annotation-xml>: removed with its content, schema.server.ts); <maction> is not Core
// and is unwrapped, its content kept. The TeX source a Math block saves stays as <annotation
// encoding="application/x-tex">, which browsers do not draw: it can be copied and read by tools.
// The text inside comes out escaped (hast-util-to-html), so a browser reading the page again builds the same
// tree: no text of an equation can turn into markup.
import type { Schema } from "hast-util-sanitize";

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
