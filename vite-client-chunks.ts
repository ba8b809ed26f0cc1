// The browser's code in a few larger files instead of one per shared module (decision 069). Left to itself the
// bundler made a chunk for every set of route modules sharing code: a post page loaded 29 files. Now a page loads
// the framework (React, React Router), what pages share, what the blog's pages share, and its own route modules;
// what is loaded later (the PDF viewer, the toaster, the Czech texts) stays in files of its own.
import path from "node:path";
import type { Plugin } from "vite";

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
/** Route modules whose shared code only they need: the blog's pages, its preview and the editors' pages. */
const BLOG_ROUTE = /[\\/]app[\\/]routes[\\/](blog[^\\/]*|editor-page)\.tsx/;

type ModuleInfo = { isEntry: boolean; importers: readonly string[] };

/**
 * The entry modules (browser entry and route modules) that import `id`, directly or through other modules, by
 * static imports only: code reached only by a dynamic import is loaded when it is asked for and stays apart.
 */
function entriesReaching(
  id: string,
  info: (id: string) => ModuleInfo | null,
  memo: Map<string, Set<string>>,
) {
  const known = memo.get(id);
  if (known) return known;
  const entries = new Set<string>();
  memo.set(id, entries); // a cycle adds nothing new
  const module = info(id);
  if (module?.isEntry) entries.add(id);
  for (const importer of module?.importers ?? [])
    for (const entry of entriesReaching(importer, info, memo)) entries.add(entry);
  return entries;
}

/** The root route and the browser entry: what every page loads. */
const EVERY_PAGE = /[\\/]app[\\/](root|entry\.client)\.tsx/;

/**
 * The chunk an application module goes into: "blog" when only the blog's pages share it, "site" when every page
 * loads it or the blog's pages share it with others; null leaves it to the bundler: with its one route module,
 * or, shared by a few other pages only (the products' texts of the home and products pages, the legal pages'
 * layout), in a chunk of those pages' own, which no post page loads.
 */
export function chunkOf(
  id: string,
  info: (id: string) => ModuleInfo | null,
  memo = new Map<string, Set<string>>(),
) {
  const entries = [...entriesReaching(id, info, memo)];
  if (entries.length < 2) return null;
  const blog = entries.filter((entry) => BLOG_ROUTE.test(entry)).length;
  if (blog === entries.length) return "blog";
  if (blog === 0 && !entries.some((entry) => EVERY_PAGE.test(entry))) return null;
  return "site";
}

const productionBuild = (file: string) => path.resolve("node_modules/react-router/dist/production", file);

/**
 * The browser build only. React Router's package names its development build for every condition (its issue
 * #12532), so the browser gets its production build by name; the server's build is left as it is.
 */
export function clientChunks(): Plugin {
  return {
    name: "client-chunks",
    apply: "build",
    config(_config, { isSsrBuild }) {
      if (isSsrBuild) return;
      const memo = new Map<string, Set<string>>(); // one build, one module graph
      const grouped =
        (name: "site" | "blog") =>
        (id: string, context: { getModuleInfo: (id: string) => ModuleInfo | null }) =>
          chunkOf(id, (module) => context.getModuleInfo(module), memo) === name ? name : null;
      return {
        resolve: {
          alias: [
            { find: /^react-router$/, replacement: productionBuild("index.mjs") },
            { find: /^react-router\/dom$/, replacement: productionBuild("dom-export.mjs") },
          ],
        },
        build: {
          rollupOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // Before the others, which would otherwise take React along with the modules that import it.
                  { name: "framework", test: FRAMEWORK, priority: 2 },
                  // What pages share before what only the blog's pages share, so that each takes its own.
                  { name: grouped("site"), debugName: "site", priority: 1 },
                  { name: grouped("blog"), debugName: "blog", priority: 0 },
                ],
              },
            },
          },
        },
      };
    },
  };
}
