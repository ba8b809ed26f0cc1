import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sanitizeContent, sanitizeExcerpt } from "#tests/support/sanitize-fields";

beforeEach(() => vi.stubEnv("SITE_URL", "https://www.example.com"));
afterEach(() => vi.unstubAllEnvs());

/** Gutenberg's own fixture of the Math block (tests/support/fixtures/gutenberg-blocks/). */
const MATH_BLOCK = readFileSync("tests/support/fixtures/gutenberg-blocks/core__math.html", "utf8").replace(
  /<!-- \/?wp:[^>]*-->\n?/g,
  "",
);

describe("MathML in posts", () => {
  it("keeps the Math block as WordPress saves it, its TeX source included", () => {
    const clean = sanitizeContent(MATH_BLOCK);
    expect(clean).toBe(MATH_BLOCK.trim());
    expect(clean).toContain('<annotation encoding="application/x-tex">x = \\frac{-b');
    expect(clean).toContain('<mo lspace="0em" rspace="0em">−</mo>');
  });

  it("keeps inline math inside its paragraph", () => {
    const html =
      '<p>Release follows <math><semantics><mrow><mi>Q</mi><mo>=</mo><msub><mi>k</mi><mi>H</mi></msub><msqrt><mi>t</mi></msqrt></mrow><annotation encoding="application/x-tex">Q = k_H \\sqrt{t}</annotation></semantics></math> early on.</p>';
    expect(sanitizeContent(html)).toBe(html);
  });

  it("keeps MathML Core's attributes and drops every other", () => {
    const clean = sanitizeContent(
      '<math display="block" xmlns="http://www.w3.org/1998/Math/MathML" mathcolor="red" onclick="x()" data-latex="x">' +
        '<mstyle displaystyle="true" scriptlevel="0" mathbackground="red"><mi mathvariant="normal" dir="ltr">x</mi>' +
        '<mo form="prefix" fence="true" stretchy="false" largeop="true" movablelimits="false" symmetric="true" maxsize="2em" minsize="1em" separator="false">(</mo>' +
        '<mfrac linethickness="0" bevelled="true"><mn>1</mn><mn>2</mn></mfrac><mover accent="true"><mi>v</mi><mo>→</mo></mover>' +
        '<mspace width="1em" height="1ex" depth="1ex" linebreak="newline"></mspace><mpadded voffset="1ex" lspace="1em"><mi>y</mi></mpadded>' +
        '<mtable columnalign="left"><mtr><mtd columnspan="2" rowspan="1">a</mtd></mtr></mtable></mstyle></math>',
    );
    expect(clean).toBe(
      '<math display="block"><mstyle displaystyle="true" scriptlevel="0"><mi mathvariant="normal" dir="ltr">x</mi>' +
        '<mo form="prefix" fence="true" stretchy="false" largeop="true" movablelimits="false" symmetric="true" maxsize="2em" minsize="1em" separator="false">(</mo>' +
        '<mfrac linethickness="0"><mn>1</mn><mn>2</mn></mfrac><mover accent="true"><mi>v</mi><mo>→</mo></mover>' +
        '<mspace width="1em" height="1ex" depth="1ex"></mspace><mpadded voffset="1ex" lspace="1em"><mi>y</mi></mpadded>' +
        '<mtable><mtr><mtd columnspan="2" rowspan="1">a</mtd></mtr></mtable></mstyle></math>',
    );
  });

  it("keeps a display value only of block or inline, and styles only through the CSS allow-list", () => {
    expect(
      sanitizeContent(
        '<math display="javascript:x()" style="display:block math;padding:1em"><mi>x</mi></math>',
      ),
    ).toBe('<math style="padding:1em"><mi>x</mi></math>');
  });

  it("drops href from every MathML element, annotation-xml and mglyph with what they hold, maction keeping its content", () => {
    expect(
      sanitizeContent(
        '<math href="https://evil.example/"><mrow href="https://evil.example/"><mi xlink:href="https://evil.example/">x</mi></mrow>' +
          '<annotation-xml encoding="application/xhtml+xml"><a href="https://evil.example/">island</a></annotation-xml>' +
          '<mglyph src="https://evil.example/g.png" alt="g"></mglyph><maction actiontype="tooltip"><mi>y</mi><mtext>tip</mtext></maction></math>',
      ),
    ).toBe("<math><mrow><mi>x</mi></mrow><mi>y</mi><mtext>tip</mtext></math>");
  });

  it("unwraps MathML elements outside a <math>, keeping their text", () => {
    expect(sanitizeContent("<p><mi>x</mi> and <mfrac><mn>1</mn><mn>2</mn></mfrac></p>")).toBe(
      "<p>x and 12</p>",
    );
  });

  it("keeps temml's classes for cells and spacing, no other", () => {
    expect(
      sanitizeContent(
        '<math class="tml-display hidden"><mtable><mtr><mtd class="tml-right sr-only"><mi>a</mi></mtd></mtr></mtable></math>',
      ),
    ).toBe(
      '<math class="tml-display"><mtable><mtr><mtd class="tml-right"><mi>a</mi></mtd></mtr></mtable></math>',
    );
  });

  it("keeps an equation in its line: lengths past TeX's own, a negative scriptlevel and odd values dropped", () => {
    // Each drew over the post's title and byline, or a 1,036 px glyph across the layout.
    const hostile =
      '<math><mpadded voffset="330px" height="-40em" depth="20em" lspace="-100em" width="900px"><mi>x</mi></mpadded>' +
      '<mstyle scriptlevel="-12" displaystyle="100" mathsize="50"><mi>y</mi></mstyle>' +
      '<mspace height="10em" depth="1e3px" width="1000px"></mspace>' +
      '<mo minsize="80em" maxsize="calc(100vh)" lspace="-5em" rspace="1vw">(</mo>' +
      '<mfrac linethickness="500px"><mn>1</mn><mn>2</mn></mfrac><mstyle scriptlevel="-1"><mi>z</mi></mstyle></math>';
    expect(sanitizeContent(hostile)).toBe(
      "<math><mpadded><mi>x</mi></mpadded><mstyle><mi>y</mi></mstyle><mspace></mspace><mo>(</mo>" +
        "<mfrac><mn>1</mn><mn>2</mn></mfrac><mstyle><mi>z</mi></mstyle></math>",
    );
  });

  it("keeps the lengths and levels temml writes for TeX", () => {
    const tex =
      '<math><mpadded voffset="0.3em" height="+0.3em" depth="-0.3em" lspace="0.05em" width="0px"><mi>x</mi></mpadded>' +
      '<mstyle scriptlevel="2" displaystyle="false"><mi>y</mi></mstyle><mspace width="0.1667em"></mspace>' +
      '<mo minsize="3em" maxsize="3em" lspace="0em" rspace="0.22em">(</mo><mfrac linethickness="0"><mn>1</mn><mn>2</mn></mfrac></math>';
    expect(sanitizeContent(tex)).toBe(tex);
  });

  it("leaves equations out of excerpts", () => {
    expect(sanitizeExcerpt("<p>Release <math><mi>Q</mi></math> grows.</p>")).toBe("<p>Release  grows.</p>");
  });
});
