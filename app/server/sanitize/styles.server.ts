// Inline styles from posts pass through an allow-list (decision 024): the properties blocks use for layout,
// spacing, colour and type pass; anything that could cover the page, leave it or load from elsewhere does not.
// Styles are read with css-tree, a CSS parser, never with regular expressions; a declaration passes only when
// its property is listed and every part of its value is understood and allowed. Anything else is dropped,
// one declaration at a time, and the rest is written out again by the same library.
import { type CssNode, generate, parse, walk } from "css-tree";
import type { Root } from "hast";
import { pictureAddress } from "./post-addresses.server";
import type { SanitizeOptions } from "./options.server";
import { placementRule } from "./placement.server";
import { walk as walkElements } from "./tree.server";

const SIDES = ["top", "right", "bottom", "left"];
const LOGICAL = ["block", "block-start", "block-end", "inline", "inline-start", "inline-end"];

/** Properties that pass (decision 024 says why these and not others). */
const PROPERTIES = new Set([
  // Size and flex/grid layout: widths of columns, heights of covers and spacers.
  ...["width", "min-width", "max-width", "height", "min-height", "max-height", "aspect-ratio"],
  ...["flex", "flex-basis", "flex-grow", "flex-shrink", "flex-wrap", "flex-direction", "order"],
  ...["gap", "row-gap", "column-gap", "grid-template-columns", "grid-column", "grid-row"],
  ...["justify-content", "align-items", "align-self", "align-content", "vertical-align"],
  // Spacing (margins read strictly: sanitize-placement.server.ts).
  ...[
    "padding",
    "margin",
    ...[...SIDES, ...LOGICAL].flatMap((side) => [`padding-${side}`, `margin-${side}`]),
  ],
  // Colour and backgrounds.
  ...["color", "background", "background-color", "background-image", "background-position"],
  ...["background-size", "background-repeat", "background-attachment", "opacity"],
  // Borders and shadows.
  ...["border", "border-width", "border-style", "border-color", "border-radius", "box-shadow"],
  ...SIDES.flatMap((side) => [
    `border-${side}`,
    ...["width", "style", "color"].map((p) => `border-${side}-${p}`),
  ]),
  ...["top-left", "top-right", "bottom-left", "bottom-right"].map((corner) => `border-${corner}-radius`),
  // Type.
  ...["font-size", "font-weight", "font-style", "font-family", "line-height", "letter-spacing"],
  ...["text-align", "text-decoration", "text-transform", "writing-mode", "column-count"],
  // Images and media in covers and media & text.
  ...["object-fit", "object-position"],
]);

/** CSS functions that compute a value and load nothing. */
const FUNCTIONS = new Set([
  ...["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color", "color-mix"],
  ...["calc", "min", "max", "clamp", "repeat", "minmax", "fit-content"],
  ...["linear-gradient", "radial-gradient", "conic-gradient"],
  ...["repeating-linear-gradient", "repeating-radial-gradient", "repeating-conic-gradient"],
  "var",
]);

/** The only custom properties a style may read: WordPress's presets (colours, sizes, spacing). */
const PRESET = "--wp--preset--";

/**
 * Whether every part of a declaration's value is understood and allowed. A url() that passes is rewritten in
 * place to the address the browser is to load (post-addresses.server.ts: a picture, never a page).
 */
function isAllowedValue(property: string, value: CssNode, options: SanitizeOptions): boolean {
  const placement = placementRule(property);
  let allowed = true;
  walk(value, function (node) {
    if (!allowed) return;
    const within = this.function?.type === "Function" ? this.function.name.toLowerCase() : undefined;
    if (placement && node.type !== "Value" && !placement(node, within)) {
      allowed = false;
      return;
    }
    switch (node.type) {
      case "Raw":
        allowed = false; // not understood by the parser: nothing to check it against
        break;
      case "Url": {
        const address = pictureAddress(node.value, options, 1920);
        if (address) node.value = address;
        else allowed = false;
        break;
      }
      case "Function": {
        const name = node.name.toLowerCase();
        if (!FUNCTIONS.has(name)) allowed = false;
        else if (name === "var") {
          // var(--wp--preset--...) alone, without a fallback.
          const [first, ...rest] = node.children.toArray();
          allowed = first?.type === "Identifier" && first.name.startsWith(PRESET) && rest.length === 0;
        }
        break;
      }
    }
  });
  return allowed;
}

/**
 * The declarations of `style` that pass, written out again; undefined when none does.
 * @internal
 */
export function cleanStyle(style: string, options: SanitizeOptions): string | undefined {
  let list: CssNode;
  try {
    list = parse(style, { context: "declarationList", parseValue: true, parseCustomProperty: false });
  } catch {
    return undefined;
  }
  const kept: string[] = [];
  if (list.type !== "DeclarationList") return undefined;
  for (const node of list.children) {
    if (node.type !== "Declaration") continue; // at-rules (@import) and anything else
    const property = node.property.toLowerCase();
    if (!PROPERTIES.has(property) || !isAllowedValue(property, node.value, options)) continue;
    // !important would override the site's own rules for blocks.
    kept.push(generate({ ...node, property, important: false }));
  }
  return kept.length > 0 ? kept.join(";") : undefined;
}

/** After the allow-list: every style attribute cut down to the declarations that pass. */
export function cleanStyles(tree: Root, options: SanitizeOptions): void {
  walkElements(tree, (element) => {
    const { properties } = element;
    if (properties.style === undefined) return;
    const style = typeof properties.style === "string" ? cleanStyle(properties.style, options) : undefined;
    if (style === undefined) delete properties.style;
    else properties.style = style;
  });
}
