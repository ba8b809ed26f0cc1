// A post's formatted reference (its Cite section) is made in a thread of its own: citeproc's compiled styles,
// APA's above all, are about 100 MB of small objects, which in the server's heap made every garbage collection
// on the cached path slower and longer (docs/benchmarks.md). The thread starts with the first reference and
// stops when idle, giving that memory back; a reference once made is kept, so a post edited without touching
// its title, authors or date does not start it again (decision 070).
import { existsSync } from "node:fs";
import { LRUCache } from "lru-cache";
import Tinypool from "tinypool";
import type { Locale } from "~/content/locales";
import type { CslItem } from "./citation-item.server";
import type { ReferenceTask } from "./reference-worker.server";
import { formatReference } from "./citation-formats.server";

/** An idle reference thread stops after this long; the next reference starts it again (about a second). */
const IDLE_MS = 30_000;

/** References kept once made: a few hundred bytes each. */
const KEPT = 2_000;

export type References = {
  /** The reference as HTML and as plain text, in the language's style (citation-formats.server.ts). */
  format(
    item: CslItem,
    lang: Locale,
    readOn?: [number, number, number],
  ): Promise<{ html: string; text: string }>;
  close(): Promise<void>;
};

/**
 * The thread's file in the build: build/server/reference-worker.js (vite.config.ts), beside index.js or one
 * folder up from a chunk. From the TypeScript sources (`npm run dev`, Vitest) there is none: the styles are
 * Vite's `?raw` imports, which only the build turns into code.
 */
function workerFile(here = import.meta.url): URL | undefined {
  if (/\.tsx?$/.test(new URL(here).pathname)) return undefined;
  const beside = ["./reference-worker.js", "../reference-worker.js"].map((path) => new URL(path, here));
  return beside.find((url) => existsSync(url)) ?? beside[0]!;
}

/** From the sources, or with `inThread` (tests, scripts), references are made in the caller's thread. */
export function createReferences({ inThread = false }: { inThread?: boolean } = {}): References {
  const file = workerFile();
  const maker: Omit<References, "format"> & { make: References["format"] } =
    inThread || !file
      ? { make: async (item, lang, readOn) => formatReference(item, lang, readOn), close: async () => {} }
      : threadMaker(file);
  const kept = new LRUCache<string, Promise<{ html: string; text: string }>>({ max: KEPT });
  return {
    format(item, lang, readOn) {
      const key = JSON.stringify([item, lang, readOn]);
      let made = kept.get(key);
      if (!made) {
        made = maker.make(item, lang, readOn);
        kept.set(key, made);
        made.catch(() => kept.delete(key));
      }
      return made;
    },
    close: maker.close,
  };
}

/** One thread, started by the first reference and stopped after IDLE_MS without one. */
function threadMaker(file: URL) {
  let pool: Tinypool | undefined;
  return {
    make: (item: CslItem, lang: Locale, readOn?: [number, number, number]) =>
      (pool ??= new Tinypool({
        filename: file.href,
        minThreads: 0,
        maxThreads: 1,
        idleTimeout: IDLE_MS,
        // V8's default young generation (32 MB in a thread) is resident for good once the styles are read; 8 MB
        // formats a reference as fast and keeps the process 26 MB smaller (docs/benchmarks.md, decision 065).
        resourceLimits: { maxYoungGenerationSizeMb: 8 },
      })).run({ item, lang, readOn } satisfies ReferenceTask) as Promise<{ html: string; text: string }>,
    close: async () => void (await pool?.destroy()),
  };
}
