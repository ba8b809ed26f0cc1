// Which block styles a post needs. Like WordPress, a page gets only the styles of the blocks its post uses:
// they are read from the classes of the sanitized body (the same HTML on the server and in the browser, so a
// URL always gets the same bytes), and WordPress's preset classes (has-<slug>-color, has-<size>-font-size)
// get rules only for the slugs the post names.
import { BLOCK_CSS, type BlockStyleGroup } from "./block-styles-css";

/** WordPress's default palette and the slugs block themes use most, in the site's colours (app.css @theme). */
const PRESET_COLORS: Readonly<Record<string, string>> = {
  black: "#0f1e2e",
  white: "#ffffff",
  "cyan-bluish-gray": "#dbe3ea",
  "pale-pink": "#f6d6de",
  "vivid-red": "#b42318",
  "luminous-vivid-orange": "#c2570c",
  "luminous-vivid-amber": "#f0b429",
  "light-green-cyan": "#cfeceb",
  "vivid-green-cyan": "#0d7377",
  "pale-cyan-blue": "#ecf7f7",
  "vivid-cyan-blue": "#0a5c60",
  "vivid-purple": "#0b2236",
  foreground: "#0f1e2e",
  background: "#ffffff",
  contrast: "#0f1e2e",
  base: "#ffffff",
  primary: "#0d7377",
  secondary: "#0b2236",
  tertiary: "#f3f6f8",
  accent: "#0d7377",
};

/** WordPress's default font sizes, on the site's type scale (the post's body is 1.0625rem). */
const PRESET_FONT_SIZES: Readonly<Record<string, string>> = {
  small: "0.875rem",
  normal: "1.0625rem",
  regular: "1.0625rem",
  medium: "1.25rem",
  large: "1.75rem",
  "x-large": "2.25rem",
  huge: "2.5rem",
  "xx-large": "2.75rem",
};

/** WordPress's default spacing scale (var(--wp--preset--spacing--N) in block styles). */
const PRESET_SPACING = {
  20: "0.44rem",
  30: "0.67rem",
  40: "1rem",
  50: "1.5rem",
  60: "2.25rem",
  70: "3.38rem",
  80: "5.06rem",
};

/** The groups of BLOCK_CSS, in the order they are written, with the classes that call for each. */
const GROUPS: [BlockStyleGroup, (name: string) => boolean][] = [
  ["align", (name) => /^align(wide|full|left|right|center)$/.test(name)],
  ["image", (name) => name === "wp-block-image"],
  ["gallery", (name) => name === "wp-block-gallery" || name === "gallery"],
  ["columns", (name) => name === "wp-block-columns"],
  ["buttons", (name) => name === "wp-block-buttons" || name === "wp-block-button__link"],
  ["cover", (name) => name === "wp-block-cover" || name === "wp-block-cover-image"],
  ["media-text", (name) => name === "wp-block-media-text"],
  ["pullquote", (name) => name === "wp-block-pullquote"],
  ["quote", (name) => name === "wp-block-quote"],
  ["separator", (name) => name === "wp-block-separator"],
  ["table", (name) => name === "wp-block-table"],
  ["spacer", (name) => name === "wp-block-spacer"],
  ["group", (name) => name === "wp-block-group" || name === "has-background"],
  ["details", (name) => name === "wp-block-details"],
  ["media", (name) => name === "wp-block-video" || name === "wp-block-audio"],
  ["text", (name) => ["wp-block-verse", "wp-block-preformatted", "has-drop-cap"].includes(name)],
  ["math", (name) => name === "wp-block-math"],
  ["footnotes", (name) => name === "wp-block-footnotes"],
  ["embed", (name) => name === "wp-block-embed"],
];

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const COLOR_CLASS = /^has-([a-z0-9-]+?)-(color|background-color|border-color)$/;
const FONT_SIZE_CLASS = /^has-([a-z0-9-]+)-font-size$/;
const PRESET_VARIABLE = /var\(--wp--preset--(color|font-size|spacing)--([a-z0-9-]+)\)/g;

/** Every class named in `html`. */
function classNames(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, value = ""] of html.matchAll(CLASS_ATTRIBUTE))
    for (const name of value.split(/\s+/)) names.add(name);
  return names;
}

/** True for a colour dark enough that the post's ink on it would be unreadable (relative luminance < 0.2). */
function isDark(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! < 0.2;
}

const PROPERTY = { color: "color", "background-color": "background-color", "border-color": "border-color" };

/** Rules for the preset classes and variables the post uses; WordPress gives its preset classes !important too. */
function presetCss(names: Set<string>, html: string): string[] {
  const rules: string[] = [];
  for (const name of [...names].sort()) {
    const color = COLOR_CLASS.exec(name);
    const value = color && PRESET_COLORS[color[1]!];
    if (color && value)
      rules.push(`.prose-post .${name}{${PROPERTY[color[2] as keyof typeof PROPERTY]}:${value}!important}`);
    // On a dark background with no text colour of its own, text turns white, as on WordPress's dark themes.
    if (color?.[2] === "background-color" && value && isDark(value))
      rules.push(
        `.prose-post .${name}:not(.has-text-color),.prose-post .${name}:not(.has-text-color) :is(h2,h3,h4,h5,h6,a,cite){color:#fff}`,
      );
    const size = FONT_SIZE_CLASS.exec(name);
    const fontSize = size && PRESET_FONT_SIZES[size[1]!];
    if (size && fontSize) rules.push(`.prose-post .${name}{font-size:${fontSize}!important;line-height:1.4}`);
  }
  const variables = new Map<string, string>();
  for (const [, kind, slug = ""] of html.matchAll(PRESET_VARIABLE)) {
    const table: Readonly<Record<string, string>> =
      kind === "color" ? PRESET_COLORS : kind === "font-size" ? PRESET_FONT_SIZES : PRESET_SPACING;
    const value = table[slug];
    if (value) variables.set(`--wp--preset--${kind}--${slug}`, value);
  }
  if (variables.size > 0)
    rules.unshift(
      `.prose-post{${[...variables]
        .sort()
        .map(([name, value]) => `${name}:${value}`)
        .join(";")}}`,
    );
  return rules;
}

/**
 * The block styles a post body needs, with a key naming what they hold (React writes the <style> once per key),
 * or undefined when the post uses none.
 */
export function blockStyles(html: string): { key: string; css: string } | undefined {
  const names = classNames(html);
  const groups = GROUPS.filter(([, calls]) => [...names].some(calls)).map(([group]) => group);
  const presets = presetCss(names, html);
  if (groups.length === 0 && presets.length === 0) return undefined;
  const css = [...groups.map((group) => BLOCK_CSS[group].trim()), ...presets].join("\n");
  let hash = 0;
  for (let i = 0; i < css.length; i++) hash = (Math.imul(hash, 31) + css.charCodeAt(i)) | 0;
  return { key: `wp-blocks-${groups.join("-")}-${(hash >>> 0).toString(36)}`, css };
}
