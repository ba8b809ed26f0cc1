// The last step of every page: its stylesheets written into the HTML and its scripts fetched after what paints,
// so the first response alone paints the page (no second request, no script, before first paint).
import fs from "node:fs";
import path from "node:path";

/** Where `react-router build` puts the browser's files; stylesheets are read from here once. */
const CLIENT_DIR = path.resolve("build/client");
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

const stylesheets = new Map<string, string | null>();

/** The text of a built stylesheet such as /assets/root-abc.css, or null (development, or not ours). */
function builtStylesheet(href: string): string | null {
  if (stylesheets.has(href)) return stylesheets.get(href)!;
  let css: string | null = null;
  if (/^\/assets\/[\w.-]+\.css$/.test(href)) {
    try {
      css = fs.readFileSync(path.join(CLIENT_DIR, href), "utf8");
    } catch {
      css = null; // Vite's development server: styles come as modules
    }
  }
  // A stylesheet that could end the <style> element early stays a link.
  if (css?.toLowerCase().includes("</style")) css = null;
  stylesheets.set(href, css);
  return css;
}

/**
 * Each built stylesheet link gets its rules inlined just before it. The link itself stays for React to hydrate
 * (it matches links by rel and href) but with media="not all", so the browser never waits for it.
 */
function inlineStylesheets(html: string): string {
  return html.replace(STYLESHEET_LINK, (link) => {
    const href = /\shref="([^"]+)"/.exec(link)?.[1];
    const css = href ? builtStylesheet(href) : null;
    if (css === null) return link;
    return `<style>${css}</style>${link.replace(/\/?>$/, ' media="not all"/>')}`;
  });
}

/**
 * The page's module preloads at low priority: the scripts only make an already painted page interactive, so
 * the browser fetches the page's images first and never holds a paint for them.
 */
function lowerModulePreloads(html: string): string {
  return html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
}

/** A rendered page as it is sent. */
export function finishDocument(html: string): string {
  return lowerModulePreloads(inlineStylesheets(html));
}
