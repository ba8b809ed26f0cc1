// A deploy must leave every page a cache still holds working: the files of earlier builds stay beside the new
// ones for a week after the last build that made them, and no longer.
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KEEP_MS, keepPreviousAssets } from "./vite-previous-assets";

let root: string;
let assets: string;
let history: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "previous-assets-"));
  assets = path.join(root, "build", "client", "assets");
  history = path.join(root, "assets-history");
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** A build as Vite leaves it: build/client/assets emptied, then holding these files. */
async function build(files: string[], at: Date) {
  await rm(assets, { recursive: true, force: true });
  await mkdir(assets, { recursive: true });
  for (const name of files) await writeFile(path.join(assets, name), `// ${name}`);
  return keepPreviousAssets(assets, history, at);
}

const DAY = 24 * 60 * 60 * 1000;
const start = new Date("2026-03-02T10:00:00Z");
const after = (ms: number) => new Date(start.getTime() + ms);

describe("keepPreviousAssets", () => {
  it("keeps the files of the builds before, beside the new build's own", async () => {
    await build(["entry.client-AAAA.js", "root-AAAA.css"], start);
    const copied = await build(["entry.client-BBBB.js", "root-AAAA.css"], after(DAY));
    expect(copied).toEqual(["entry.client-AAAA.js"]);
    expect((await readdir(assets)).sort()).toEqual([
      "entry.client-AAAA.js",
      "entry.client-BBBB.js",
      "root-AAAA.css",
    ]);
  });

  it("forgets a file a week after the last build that made it, never one the new build makes", async () => {
    await build(["entry.client-AAAA.js", "root-AAAA.css"], start);
    await build(["entry.client-BBBB.js", "root-AAAA.css"], after(DAY));
    await build(["entry.client-CCCC.js", "root-AAAA.css"], after(KEEP_MS - 1));
    expect(await readdir(assets)).toContain("entry.client-AAAA.js");
    await build(["entry.client-DDDD.js", "root-AAAA.css"], after(KEEP_MS + 1));
    expect((await readdir(assets)).sort()).toEqual([
      "entry.client-BBBB.js",
      "entry.client-CCCC.js",
      "entry.client-DDDD.js",
      "root-AAAA.css",
    ]);
    expect(await readdir(history)).not.toContain("entry.client-AAAA.js");
  });
});
