// A post's citation in the formats reference managers read (BibTeX, RIS, CSL-JSON) and as a formatted reference
// (APA 7 in English, ČSN ISO 690 in Czech), written by citation.js (docs/decisions/049-citations-with-citation-js.md).
// Server-only: the browser receives the finished text, never citation.js.
import type { Locale } from "~/content/locales";
import { typeset } from "~/content/typography";
import { bibtexValues } from "./bibtex-values.server";
import type { CslItem } from "./citation-item.server";
// The Czech ISO 690 style and the Czech locale of the Citation Style Language project (CC BY-SA 3.0; csl/README.md).
import iso690Czech from "./csl/iso690-author-date-cs.csl?raw";
import czechLocale from "./csl/locales-cs-CZ.xml?raw";

const ISO_690_CS = "iso690-author-date-cs";
const APA = "apa-one-entry";

/**
 * A style for a bibliography of one entry: without its sort keys, which citeproc expands macro by macro into
 * about 140,000 tokens for APA (a second and 95 MB to compile; 0.1 s and 4 MB without). One entry needs no sort.
 */
const oneEntry = (style: string) => style.replace(/<sort>[\s\S]*?<\/sort>/g, "");

let loading: Promise<typeof import("@citation-js/core").Cite> | undefined;

/** citation.js with its plugins and the Czech style, loaded with the first citation (60 MB a start never needs). */
function loadCite() {
  return (loading ??= (async () => {
    const [{ Cite, plugins }] = await Promise.all([
      import("@citation-js/core"),
      import("@citation-js/plugin-bibtex"),
      import("@citation-js/plugin-csl"),
      import("@citation-js/plugin-ris"),
    ]);
    const csl = plugins.config.get("@csl");
    if (!csl.styles.has(ISO_690_CS)) csl.styles.add(ISO_690_CS, oneEntry(iso690Czech));
    if (!csl.styles.has(APA)) csl.styles.add(APA, oneEntry(csl.styles.get("apa")));
    // ČSN ISO 690 writes the day an online source was read as "[cit. 2025-06-10]"; the locale's short term is "vid.".
    const cited = czechLocale.replace(
      '<term name="accessed" form="short">vid.</term>',
      '<term name="accessed" form="short">cit.</term>',
    );
    if (!csl.locales.has("cs-CZ")) csl.locales.add("cs-CZ", cited);
    return Cite;
  })());
}

/** The formatted reference of each language: its style and its CSL locale (APA ships with citation.js). */
const STYLES: Record<Locale, { template: string; lang: string }> = {
  en: { template: APA, lang: "en-US" },
  cs: { template: ISO_690_CS, lang: "cs-CZ" },
};

/**
 * The reference as HTML (citeproc escapes the text; only its own <i> and <b> are markup), set in the language's
 * typography, and as plain text. `readOn`: the day the reader reads the post, which ČSN ISO 690 asks of an
 * online source (APA 7 does not, for a post that stays at its address).
 */
export async function formatReference(
  item: CslItem,
  lang: Locale,
  readOn?: [number, number, number],
): Promise<{ html: string; text: string }> {
  const Cite = await loadCite();
  const cite = new Cite(lang === "cs" && readOn ? { ...item, accessed: { "date-parts": [readOn] } } : item);
  const style = STYLES[lang];
  const html = cite.format("bibliography", { ...style, format: "html" });
  // The entry alone, without the bibliography's wrapping <div>s.
  const entry = /<div[^>]*class="csl-entry"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "";
  const text = cite.format("bibliography", { ...style, format: "text" });
  return { html: typeset(entry.trim(), lang), text: text.trim() };
}

/** The downloads: their file extension, what each is and how it is written. */
export const CITATION_FILES = {
  bib: { type: "application/x-bibtex; charset=utf-8" },
  ris: { type: "application/x-research-info-systems; charset=utf-8" },
  json: { type: "application/vnd.citationstyles.csl+json; charset=utf-8" },
} as const;

export type CitationFile = keyof typeof CITATION_FILES;

export const isCitationFile = (ext: string): ext is CitationFile => Object.hasOwn(CITATION_FILES, ext);

/**
 * The citation as a file. BibTeX is biblatex's `@online` entry with its letters written as LaTeX commands
 * ({\v c}), which BibTeX, biber and every reference manager read; RIS and CSL-JSON are UTF-8.
 */
export async function citationFile(item: CslItem, ext: CitationFile): Promise<string> {
  if (ext === "json") return `${JSON.stringify([item], null, 2)}\n`;
  const Cite = await loadCite();
  if (ext === "bib") return new Cite(bibtexValues(item)).format("biblatex", { format: "text" });
  return new Cite(item).format("ris", { format: "text" });
}
