import { describe, expect, it } from "vitest";
import { sanitizeContent } from "#tests/support/sanitize-fields";
import { markdownRenderer } from "./markdown.server";

const render = (md: string) => markdownRenderer((n) => `Back to ${n}`).block(md);

describe("the embedded blog's Markdown", () => {
  it("writes $...$ as inline MathML with its TeX, inside the paragraph", () => {
    const html = render("Release grows as $Q = k_H \\sqrt{t}$ early on.");
    expect(html).toMatch(
      /^<p>Release grows as <math><semantics>.*<msqrt><mi>t<\/mi><\/msqrt>.*<\/math> early on\.<\/p>/,
    );
    expect(html).toContain('<annotation encoding="application/x-tex">Q = k_H \\sqrt{t}</annotation>');
  });

  it("writes $$...$$ as display math in the Math block's wrapper, kept whole by the sanitizer", () => {
    const html = render("Before.\n\n$$\n\\frac{M_t}{M_\\infty} = k\\,t^{n}\n$$\n\nAfter.");
    expect(html).toContain('<div class="wp-block-math"><math display="block"');
    expect(html).toMatch(
      /<mfrac><msub><mi>M<\/mi><mi>t<\/mi><\/msub><msub><mi>M<\/mi><mi>∞<\/mi><\/msub><\/mfrac>/,
    );
    const clean = sanitizeContent(html);
    expect(clean).toContain(
      '<div class="wp-block-math"><math display="block" class="tml-display"><semantics>',
    );
    expect(clean).toContain("<mfrac>");
    expect(clean).toContain("<p>After.</p>");
  });

  it("leaves prices and lone dollars as text, and broken TeX as code", () => {
    expect(render("It costs $5 and $10.")).toBe("<p>It costs $5 and $10.</p>\n");
    expect(render("A $ sign alone.")).toBe("<p>A $ sign alone.</p>\n");
    expect(render("Broken $\\frac{a$ here.")).toBe("<p>Broken <code>\\frac{a</code> here.</p>\n");
  });

  it("writes footnotes as WordPress does: a numbered link to the note, the note linking back", () => {
    const html = render("Thin fibres[^sem] need a stable jet.\n\n[^sem]: Measured by SEM on 100 fibres.\n");
    expect(html).toContain(
      '<p>Thin fibres<sup data-fn="fn-sem" class="fn"><a href="#fn-sem" id="fn-sem-link">1</a></sup> need a stable jet.</p>',
    );
    expect(html).toContain(
      '<ol class="wp-block-footnotes"><li id="fn-sem">Measured by SEM on 100 fibres. <a href="#fn-sem-link" aria-label="Back to 1">↩︎</a></li></ol>',
    );
    // Through the sanitizer: ids under the prefix, the links to match.
    const clean = sanitizeContent(html);
    expect(clean).toContain('<a href="#user-content-fn-sem" id="user-content-fn-sem-link">1</a>');
    expect(clean).toContain('<li id="user-content-fn-sem">');
  });

  it("numbers the notes of each document from 1", () => {
    const renderer = markdownRenderer((n) => n);
    renderer.block("a[^x]\n\n[^x]: x\n");
    expect(markdownRenderer((n) => n).block("b[^y]\n\n[^y]: y\n")).toContain('id="fn-y-link">1</a>');
  });
});
