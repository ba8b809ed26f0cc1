import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { clientChunks } from "./vite-client-chunks.ts";
import { pdfFacts } from "./vite-pdf-facts.ts";
import { precompressAssets } from "./vite-precompress.ts";
import { previousAssets } from "./vite-previous-assets.ts";

/**
 * The worker threads' code is in files of their own beside the server bundle: build/server/sanitize-worker.js
 * (app/server/sanitize/pool.server.ts finds it there) and build/server/reference-worker.js
 * (app/server/seo/references.server.ts).
 */
const workerThreads: Plugin = {
  name: "worker-threads",
  apply: "build",
  buildStart() {
    this.emitFile({
      type: "chunk",
      id: "./app/server/sanitize/worker.server.ts",
      fileName: "sanitize-worker.js",
    });
    this.emitFile({
      type: "chunk",
      id: "./app/server/seo/reference-worker.server.ts",
      fileName: "reference-worker.js",
    });
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    pdfFacts(),
    isSsrBuild ? workerThreads : previousAssets(),
    clientChunks(),
    precompressAssets(),
  ],
  resolve: {
    tsconfigPaths: true,
    // css-tree's own one-file build, with its data inside: its modules read that data from beside themselves.
    alias: isSsrBuild ? { "css-tree": "css-tree/dist/csstree.esm" } : undefined,
  },
  // The server bundle starts at server/main.ts (the Express pipeline), which imports the site's build.
  build: {
    // The PDF viewer (react-pdf 11 with pdf.js 6: 631 kB, 190 kB brotli) is one chunk on purpose, fetched only once
    // the viewer nears the screen (decision 080); any chunk larger than it is still reported.
    chunkSizeWarningLimit: 700,
    rollupOptions: isSsrBuild
      ? {
          input: "./server/main.ts",
          // A package, or a sanitizer module, that the server's thread never calls is never loaded there.
          treeshake: {
            moduleSideEffects: (id, external) => !external && !id.includes("/app/server/sanitize/"),
          },
          onwarn(warning, warn) {
            // gray-matter's engine for `---js` front matter evaluates it; our posts' front matter is YAML, so
            // that engine is never called. Any other direct eval is still reported.
            if (warning.code === "EVAL" && warning.id?.includes("/node_modules/gray-matter/")) return;
            warn(warning);
          },
        }
      : {
          // Brotli at its highest quality (vite-precompress.ts) is most of the browser build's time, on
          // purpose: the bundler's report of slow plugin hooks would name it on every build.
          checks: { bundlerTimings: false },
        },
  },
  ssr: isSsrBuild ? { noExternal: true, external: ["sharp", "@resvg/resvg-js", "tinypool"] } : undefined,
}));
