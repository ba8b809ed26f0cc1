// The embedded blog's Markdown, written out as WordPress writes the same things, so both sources look alike and
// pass the same sanitizer: GitHub-flavoured Markdown (marked), equations ($...$ in a line, $$...$$ on lines of
// their own) as MathML made on the server by temml, the TeX converter WordPress's Math block uses, and
// footnotes ([^1], marked-footnote) as WordPress's footnotes: a numbered link in the text, a list at the end.
import { type MarkedExtension, Marked, type Tokens } from "marked";
import markedFootnote from "marked-footnote";
import temml from "temml";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** TeX as MathML, its source kept as the annotation (as the Math block saves it); broken TeX stays as code. */
function texToMathMl(tex: string, display: boolean): string {
  try {
    return temml.renderToString(tex, { displayMode: display, annotate: true, throwOnError: true });
  } catch {
    return `<code>${escapeHtml(tex)}</code>`;
  }
}

type MathToken = { type: "blockMath" | "inlineMath"; raw: string; tex: string };

const math: MarkedExtension = {
  extensions: [
    {
      name: "blockMath",
      level: "block",
      start: (src) => src.match(/^\$\$/m)?.index,
      tokenizer(src) {
        const found = /^\$\$([\s\S]+?)\$\$[ \t]*(?:\n+|$)/.exec(src);
        if (found) return { type: "blockMath", raw: found[0], tex: found[1]!.trim() };
      },
      // The Math block's wrapper, so the post styles centre it and let it scroll sideways.
      renderer: (token) =>
        `<div class="wp-block-math">${texToMathMl((token as MathToken).tex, true)}</div>\n`,
    },
    {
      name: "inlineMath",
      level: "inline",
      start: (src) => src.match(/\$(?!\s)/)?.index,
      tokenizer(src) {
        // $x$: no space just inside the dollars and no digit after them, so "$5 and $10" stays text.
        const found = /^\$(?![\s$])((?:\\.|[^\\$\n])+?)(?<!\s)\$(?!\d)/.exec(src);
        if (found) return { type: "inlineMath", raw: found[0], tex: found[1]! };
      },
      renderer: (token) => texToMathMl((token as MathToken).tex, false),
    },
  ],
};

type FootnoteRef = { label: string; id: string; index: number };
type Footnotes = { items?: { label: string; content: Tokens.Generic[]; refs: FootnoteRef[] }[] };

/** Footnote ids as WordPress's are: one per note, the reference's id the note's with "-link". */
const noteId = (label: string) => `fn-${encodeURIComponent(label).replace(/%/g, "")}`;

/**
 * WordPress's footnotes markup (core/footnotes, as WordPress 6.5 renders it), in place of marked-footnote's own.
 * `backLabel` is the link back's name for a screen reader, in the post's language.
 */
const wordpressFootnotes = (backLabel: (n: string) => string): MarkedExtension => ({
  extensions: [
    {
      name: "footnoteRef",
      renderer({ label, id, index }: Tokens.Generic) {
        const note = noteId(label);
        const link = index > 0 ? `${note}-link-${index + 1}` : `${note}-link`;
        return `<sup data-fn="${note}" class="fn"><a href="#${note}" id="${link}">${id}</a></sup>`;
      },
    },
    {
      name: "footnotes",
      renderer(token: Tokens.Generic) {
        const items = (token as Footnotes).items ?? [];
        if (items.length === 0) return "";
        const notes = items.map(({ label, content, refs }) => {
          const note = noteId(label);
          const text = this.parser
            .parse(content)
            .trim()
            .replace(/^<p>([\s\S]*)<\/p>$/, "$1");
          const backs = refs.map(
            (ref, k) =>
              ` <a href="#${note}-link${k > 0 ? `-${k + 1}` : ""}" aria-label="${escapeHtml(backLabel(ref.id))}">↩︎</a>`,
          );
          return `<li id="${note}">${text}${backs.join("")}</li>`;
        });
        return `<ol class="wp-block-footnotes">${notes.join("")}</ol>\n`;
      },
    },
  ],
});

/** A Markdown renderer for one document (marked-footnote counts notes per instance). */
export function markdownRenderer(backLabel: (n: string) => string) {
  const marked = new Marked(
    { gfm: true, async: false },
    math,
    markedFootnote(),
    wordpressFootnotes(backLabel),
  );
  return {
    block: (md: string): string => marked.parse(md, { async: false }),
    inline: (md: string): string => marked.parseInline(md, { async: false }),
  };
}
