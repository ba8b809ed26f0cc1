import { describe, expect, it } from "vitest";
import { htmlToLines, htmlToText } from "./html-text";

describe("htmlToText", () => {
  it("turns sanitized title and excerpt HTML into plain text", () => {
    expect(htmlToText("<p>Core\u2013shell &amp; \u201cfibres\u201d &lt;b&gt; &quot;x&quot;</p>\n")).toBe(
      'Core\u2013shell & \u201cfibres\u201d <b> "x"',
    );
  });

  it("joins inline formatting without spaces and separates paragraphs", () => {
    expect(htmlToText("<p>H<sub>2</sub>O and <em>in vitro</em></p><p>Next<br>line</p>")).toBe(
      "H2O and in vitro Next line",
    );
  });

  it("decodes numeric references", () => {
    expect(htmlToText("Core&#8211;shell &#x201C;fibres&#x201D;")).toBe("Core\u2013shell \u201cfibres\u201d");
  });
});

describe("htmlToLines", () => {
  it("keeps a heading and the paragraph after it apart, one line per block", () => {
    expect(
      htmlToLines(
        "<h2>Safety first</h2>\n<p>The chamber is\n<em>interlocked</em>.</p><ul><li>One</li><li>Two<br>lines</li></ul>",
      ),
    ).toBe("Safety first\nThe chamber is interlocked.\nOne\nTwo\nlines");
  });

  it("keeps a table's cells apart on their row's line", () => {
    expect(htmlToLines("<table><tr><td>Humidity</td><td>20 to 60&nbsp;%</td></tr></table>")).toBe(
      "Humidity 20 to 60\u00a0%",
    );
  });
});
