// Skew protection: a page kept by a cache in front names the hashed scripts and styles of the build that made it,
// and a new build empties build/client. So each client build keeps its assets in assets-history/ (beside build/,
// which survives builds) and copies back into build/client/assets every file of the builds of the last week: a
// page any cache still holds loads its own files, and the site serves them as it serves its current ones.
import { copyFile, mkdir, readdir, rm, stat, utimes } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * How long a file is kept once no build makes it: past the longest a cache keeps a page (its five minutes, an
 * hour of stale-while-revalidate, a day of stale-if-error), with room for a build deployed days after it was made.
 */
export const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export const HISTORY_DIR = "assets-history";

/**
 * Adds this build's assets to `history` (each file's time: the last build that made it), forgets the files no
 * build made for KEEP_MS, and copies the others into `assets`. Returns the names of the files copied back.
 */
export async function keepPreviousAssets(
  assets: string,
  history: string,
  now = new Date(),
): Promise<string[]> {
  await mkdir(history, { recursive: true });
  const current = new Set(await readdir(assets));
  for (const name of current) {
    await copyFile(path.join(assets, name), path.join(history, name));
    await utimes(path.join(history, name), now, now);
  }
  const copied: string[] = [];
  for (const name of await readdir(history)) {
    if (current.has(name)) continue;
    const kept = path.join(history, name);
    if (now.getTime() - (await stat(kept)).mtimeMs > KEEP_MS) {
      await rm(kept);
      continue;
    }
    await copyFile(kept, path.join(assets, name));
    copied.push(name);
  }
  return copied.sort();
}

/** The plugin, for the client build: after its files are written. */
export function previousAssets(): Plugin {
  return {
    name: "previous-assets",
    apply: "build",
    async writeBundle(options) {
      if (!options.dir) return;
      const copied = await keepPreviousAssets(path.join(options.dir, "assets"), HISTORY_DIR);
      console.log(
        `${copied.length} files of earlier builds kept in ${options.dir}/assets (from ${HISTORY_DIR}/)`,
      );
    },
  };
}
