// The browser's files compressed once, when they are built: brotli at its highest quality and gzip at 9, beside
// each file (`.br`, `.gz`), for the site to send as they are (app/server/http/precompressed.server.ts). The
// compression middleware's quick settings, paid on every request, left the scripts 15 % larger (decision 069).
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

/** Which files are compressed: text of any size worth it. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json)$/;
const MIN_BYTES = 1024;

async function precompress(file: string): Promise<void> {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    promisify(gzip)(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/** The plugin, for the client build: before previous-assets keeps this build's files (with these copies). */
export function precompressAssets(): Plugin {
  return {
    name: "precompress-assets",
    apply: "build",
    writeBundle: {
      order: "pre",
      sequential: true,
      async handler(options, bundle) {
        if (!options.dir || this.environment.name !== "client") return;
        const names = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
        await Promise.all(names.map((name) => precompress(path.join(options.dir!, name))));
      },
    },
  };
}
