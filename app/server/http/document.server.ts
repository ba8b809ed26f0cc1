// The last step of every page: its scripts started after the first paint, so nothing they fetch holds that paint
// up. The stylesheet is not here: React Router's <Links> names it as one hashed file under /assets, kept by the
// browser for a year and shared by every page (decision 069).

// The site's own tags may carry the mark of its own scripts (app/lib/own-scripts.ts); it is kept as it is.
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const BOOT_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">([\s\S]*?)<\/script>/;
const ROUTE_IMPORT = /^import \* as (\w+) from ("[^"]+");$/gm;
const MANIFEST = /^(\s*window\.__reactRouterManifest = )(\{[\s\S]*?\});$/m;

/**
 * A route's entries that say "no" (`hasAction: false`, `css: []`): React Router's browser code reads each of them
 * as a truth value (`if (route.hasAction)`, `route.css ? ...`), so an entry left out reads the same. Only these:
 * `index` is compared as it is when routes are discovered later.
 */
const saysNo = (key: string, value: unknown) =>
  (/^has[A-Z]/.test(key) && value === false) || (key === "css" && Array.isArray(value) && value.length === 0);

/**
 * React Router writes the matched routes' manifest indented (a third of the script); the same object on one line,
 * without the routes' entries that say "no" (half of each route's).
 */
function compactManifest(text: string): string {
  return text.replace(MANIFEST, (whole, assignment: string, json: string) => {
    try {
      const manifest = JSON.parse(json) as { routes?: Record<string, Record<string, unknown>> };
      for (const route of Object.values(manifest.routes ?? {}))
        for (const [key, value] of Object.entries(route)) if (saysNo(key, value)) delete route[key];
      return `${assignment.trimStart()}${JSON.stringify(manifest)};`;
    } catch {
      return whole;
    }
  });
}

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
  const rest = compactManifest(text.replace(ROUTE_IMPORT, ""));
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
  return bootAfterFirstPaint(html);
}
