// The task the reference thread runs (references.server.ts): one post's formatted reference. Bundled by
// `npm run build` into build/server/reference-worker.js (vite.config.ts); from the sources (development, tests)
// references are made in the server's own thread.
import type { Locale } from "~/content/locales";
import { formatReference } from "./citation-formats.server";
import type { CslItem } from "./citation-item.server";

export type ReferenceTask = { item: CslItem; lang: Locale; readOn?: [number, number, number] };

export default function referenceTask({
  item,
  lang,
  readOn,
}: ReferenceTask): Promise<{ html: string; text: string }> {
  return formatReference(item, lang, readOn);
}
