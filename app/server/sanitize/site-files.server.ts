// The files the site serves from public/ (as `/images/blog/a.svg`), read once: the only addresses on the site a
// post may make a browser load (post-addresses.server.ts). Anything else there would be a page, and a page spends
// the reader's budget of renders.
import { readdirSync } from "node:fs";
import path from "node:path";

let files: string[] | undefined;

/** Paths of every file under `dir` (public/ by default), read once and kept. */
export function siteFiles(dir = path.resolve("public")): string[] {
  if (files && dir === path.resolve("public")) return files;
  const found = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`,
    )
    .sort();
  if (dir === path.resolve("public")) files = found;
  return found;
}
