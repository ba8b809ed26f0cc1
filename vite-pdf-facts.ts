// `virtual:pdf-facts`: the page count and size of every PDF in public/, read when the site is built, so the
// viewer's download link says what the reader is about to fetch without anyone keeping the figures by hand.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import type { Plugin } from "vite";

const ID = "virtual:pdf-facts";
const RESOLVED = `\0${ID}`;

export async function readPdfFacts(publicDir: string) {
  const facts: Record<string, { pages: number; bytes: number }> = {};
  for (const name of (await readdir(publicDir)).filter((file) => file.endsWith(".pdf")).sort()) {
    const bytes = await readFile(path.join(publicDir, name));
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    facts[`/${name}`] = { pages: pdf.getPageCount(), bytes: bytes.byteLength };
  }
  return facts;
}

export function pdfFacts(publicDir = path.resolve("public")): Plugin {
  return {
    name: "pdf-facts",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      return `export default ${JSON.stringify(await readPdfFacts(publicDir))};`;
    },
  };
}
