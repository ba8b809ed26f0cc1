// The last step of every page: its stylesheets written into the HTML and its scripts started after the first
// paint, so the first response alone paints the page (no second request, no script, before first paint).
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

// The site's own tags may carry the mark of its own scripts (app/lib/own-scripts.ts); it is kept as it is.
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const BOOT_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">([\s\S]*?)<\/script>/;
const ROUTE_IMPORT = /^import \* as (\w+) from ("[^"]+");$/gm;

/**
 * Runs `boot` once the browser reports the first contentful paint. A page opened in the background paints
 * nothing and boots at once; a browser that never reports the paint boots after two seconds.
 */
const BOOT_AFTER_PAINT = [
  "let booted = false;",
  "const once = () => { if (!booted) { booted = true; boot(); } };",
  'if (document.visibilityState === "hidden" || typeof PerformanceObserver === "undefined") once();',
  "else {",
  "new PerformanceObserver((list) => {",
  'if (list.getEntriesByName("first-contentful-paint").length > 0) once();',
  '}).observe({ type: "paint", buffered: true });',
  "setTimeout(once, 2000);",
  "}",
];

/**
 * React Router's boot script, started after the first paint: the scripts only make an already painted page
 * interactive, so nothing they fetch may hold that paint up. Its module preloads and its static imports of the
 * route modules become the same fetches made from the script; the rest of it runs as it was. A boot script of
 * any other shape is left as it is.
 */
function bootAfterFirstPaint(html: string): string {
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot) return html;
  const [, mark, text] = boot as unknown as [string, string, string];
  const imports = [...text.matchAll(ROUTE_IMPORT)];
  const rest = text.replace(ROUTE_IMPORT, "");
  if (/(^|[;\n])\s*import\s*[^\s(]/.test(rest)) return html; // a static import we would not move
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  const script = [
    "const boot = async () => {",
    `for (const href of ${JSON.stringify(preloads)}) {`,
    'const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href;',
    "document.head.append(link);",
    "}",
    `const [${imports.map(([, name]) => name).join(", ")}] = await Promise.all([${imports
      .map(([, , url]) => `import(${url})`)
      .join(", ")}]);`,
    rest.trim(),
    "};",
    ...BOOT_AFTER_PAINT,
  ].join("\n");
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(BOOT_SCRIPT, () => `<script${mark} type="module" async="">${script}</script>`);
}

/** A rendered page as it is sent. */
export function finishDocument(html: string): string {
  return bootAfterFirstPaint(inlineStylesheets(html));
}
