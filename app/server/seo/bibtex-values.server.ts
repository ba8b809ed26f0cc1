// What a post's citation may say once it is written as BibTeX. citation.js escapes most text, but writes a
// one-word name, a DOI and an address as they are, and reads `<i>`, `<b>`, `<sc>`, `<sup>`, `<sub>` and `<span>`
// in text as markup it opens with a brace, so a title "a <i>b" left a brace open. A value that closes its field
// early starts fields of its own: BibTeX keeps the first `url` of an entry, so it would be the attacker's.
import type { CslItem } from "./citation-item.server";
import type { CslName } from "~/lib/scholarly";

/** LaTeX's words for the characters that mean something in BibTeX or LaTeX, as citation.js writes them. */
const LATEX: Record<string, string> = {
  "\\": "\\textbackslash{}",
  "{": "\\textbraceleft{}",
  "}": "\\textbraceright{}",
  "%": "\\%",
  "&": "\\&",
  $: "\\textdollar{}",
  "#": "\\#",
  _: "\\textunderscore{}",
  "^": "\\textasciicircum{}",
  "~": "\\textasciitilde{}",
};

/** A name citation.js writes as it is (one word, a company), with those characters written as LaTeX's words. */
const latexText = (text: string) => text.replace(/[\\{}%&$#_^~]/g, (char) => LATEX[char]!);

/**
 * Text citation.js escapes, with every `<` that could start one of its tags parted from the tag by a zero-width
 * space: it is read as text, and dropped again when citation.js writes ASCII (`<` becomes \textless{}).
 */
const plainText = (text: string) => text.replace(/<(?=\/?(?:i|b|sc|sup|sub|span)\b)/gi, "<\u200b");

/** An address or DOI (written verbatim) only when nothing in it can end its field. */
const verbatim = (value: string | undefined) => (value && /^[^\s{}\\%]+$/.test(value) ? value : undefined);

function name({ literal, given, family }: CslName): CslName {
  if (literal !== undefined) return { literal: latexText(plainText(literal)) };
  return {
    ...(given !== undefined && { given: plainText(given) }),
    ...(family !== undefined && { family: plainText(family) }),
  };
}

/** The item with every value BibTeX will read as the value it is, and no way out of its field. */
export function bibtexValues(item: CslItem): CslItem {
  const { DOI, URL, author, ...rest } = item;
  const text = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, typeof value === "string" ? plainText(value) : value]),
  ) as typeof rest;
  const doi = verbatim(DOI);
  return { ...text, author: author.map(name), URL: verbatim(URL) ?? "", ...(doi && { DOI: doi }) };
}
