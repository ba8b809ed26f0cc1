// The browser's files as the build compressed them (vite-precompress.ts): brotli at its highest quality, or gzip,
// sent as they are. A file without its compressed copies, or a client that takes neither encoding, goes on to
// the static files and the compression middleware as before (decision 069).
import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

const NAME = /^\/([\w.-]+\.(?:js|mjs|css|svg|json))$/;
const SUFFIX = { br: ".br", gzip: ".gz" } as const;

/** Mounted at /assets: `dir` is build/client/assets, read once (its files change only with a build). */
export function precompressedAssets(dir: string): RequestHandler {
  let present: Set<string> | undefined;
  const has = (name: string) => {
    present ??= new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
    return present.has(name);
  };
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = NAME.exec(req.path)?.[1];
    // Brotli whenever it is taken: browsers list gzip first at the same weight.
    const encoding = !name
      ? false
      : req.acceptsEncodings("br")
        ? "br"
        : req.acceptsEncodings("gzip")
          ? "gzip"
          : false;
    if (!name || !encoding || !has(name + SUFFIX[encoding])) return next();
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Vary", "Accept-Encoding");
    res.type(path.extname(name));
    res.sendFile(path.join(dir, name + SUFFIX[encoding]), {
      immutable: true,
      maxAge: "1y",
      // A range of a compressed copy is not a range of the file.
      acceptRanges: false,
    });
  };
}
