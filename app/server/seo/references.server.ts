// A post's formatted reference (its Cite section) is made in a thread of its own: citeproc's compiled styles,
// APA's above all, are about 100 MB of small objects, which in the server's heap made every garbage collection
// on the cached path slower and longer (docs/benchmarks.md). One thread: a reference takes milliseconds once
// the styles are read, and each thread would hold its own copy of them.
import { existsSync } from "node:fs";
import Tinypool from "tinypool";
import type { Locale } from "~/content/locales";
import type { CslItem } from "./citation-item.server";
import type { ReferenceTask } from "./reference-worker.server";
import { formatReference, warmCitationStyles } from "./citation-formats.server";

export type References = {
  /** The reference as HTML and as plain text, in the language's style (citation-formats.server.ts). */
  format(
    item: CslItem,
    lang: Locale,
    readOn?: [number, number, number],
  ): Promise<{ html: string; text: string }>;
  /** Reads the styles before the first visitor; answers how long it took, in milliseconds. */
  warm(): Promise<number>;
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
  if (inThread || !file)
    return {
      format: async (item, lang, readOn) => formatReference(item, lang, readOn),
      warm: async () => warmCitationStyles(),
      close: async () => {},
    };
  // Started on first use, so a process that shows no post's page starts no thread.
  let pool: Tinypool | undefined;
  const threads = () =>
    (pool ??= new Tinypool({
      filename: file.href,
      minThreads: 1,
      maxThreads: 1,
      idleTimeout: Number.POSITIVE_INFINITY,
      // V8's default young generation (32 MB in a thread) is resident for good once the styles are read; 8 MB
      // formats a reference as fast and keeps the process 26 MB smaller (docs/benchmarks.md, decision 065).
      resourceLimits: { maxYoungGenerationSizeMb: 8 },
    }));
  return {
    format: (item, lang, readOn) => threads().run({ item, lang, readOn } satisfies ReferenceTask),
    warm: () => threads().run(undefined, { name: "warm" }),
    close: async () => void (await pool?.destroy()),
  };
}
