// Properties that could place a block, or paint it, outside its own box and so over the page's title and
// byline (decision 035): margins (pulled up or sideways by a negative value, or one computed by calc(), min(),
// max() or clamp(), which no check can read ahead of the layout), vertical-align (raised by a length),
// box-shadow (painted around the box) and line-height (glyphs spill above a line shorter than them). Their
// values take only plain, bounded parts; everything else in the declaration drops it.
import type { CssNode } from "css-tree";

/** A part of a value (inside the function named `within`, lower case, if any): allowed or not. */
type Rule = (node: CssNode, within: string | undefined) => boolean;

const PRESET = "--wp--preset--";
const LENGTH_UNITS = new Set([
  "px",
  "em",
  "rem",
  "vw",
  "vh",
  "vmin",
  "vmax",
  "ch",
  "ex",
  "cm",
  "mm",
  "in",
  "pt",
  "pc",
]);

/** var() of a WordPress preset and the preset's name inside it (the function itself is checked by the caller). */
const preset = (node: CssNode) =>
  (node.type === "Function" && node.name.toLowerCase() === "var") ||
  (node.type === "Identifier" && node.name.startsWith(PRESET));

/** Margins: lengths and percentages of at least zero, 0, auto, presets; no other function. */
const margin: Rule = (node) => {
  if (preset(node)) return true;
  switch (node.type) {
    case "Dimension":
      return LENGTH_UNITS.has(node.unit.toLowerCase()) && Number(node.value) >= 0;
    case "Percentage":
      return Number(node.value) >= 0;
    case "Number":
      return Number(node.value) === 0;
    case "Identifier":
      return node.name.toLowerCase() === "auto";
    default:
      return false;
  }
};

/** vertical-align: keywords only; a length raises an inline box by that much. */
const verticalAlign: Rule = (node) => node.type === "Identifier" && !node.name.startsWith("--");

const COLOUR_FUNCTIONS = /^(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix)$/;

/**
 * box-shadow: a shadow beside its box (offsets, blur and spread of at most 64 px or 4 em/rem), colours,
 * presets. Inside a colour function any part passes (the function is checked by the allow-list).
 */
const boxShadow: Rule = (node, within) => {
  if (preset(node) || (within !== undefined && COLOUR_FUNCTIONS.test(within))) return true;
  switch (node.type) {
    case "Dimension": {
      const size = Math.abs(Number(node.value));
      const unit = node.unit.toLowerCase();
      return unit === "px" ? size <= 64 : (unit === "em" || unit === "rem") && size <= 4;
    }
    case "Number":
      return Number(node.value) === 0;
    case "Identifier":
    case "Hash":
    case "Operator":
      return true;
    case "Function":
      return COLOUR_FUNCTIONS.test(node.name.toLowerCase());
    default:
      return false;
  }
};

/** line-height: a number of at least 1 (or 100 %), `normal`, presets; no length. */
const lineHeight: Rule = (node) => {
  if (preset(node)) return true;
  if (node.type === "Number") return Number(node.value) >= 1;
  if (node.type === "Percentage") return Number(node.value) >= 100;
  return node.type === "Identifier" && node.name.toLowerCase() === "normal";
};

/** The rule for each part of `property`'s value, when it is a placement property; undefined for the others. */
export function placementRule(property: string): Rule | undefined {
  if (property === "margin" || property.startsWith("margin-")) return margin;
  if (property === "vertical-align") return verticalAlign;
  if (property === "line-height") return lineHeight;
  if (property === "box-shadow") return boxShadow;
  return undefined;
}
