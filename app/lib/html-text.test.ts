import { describe, expect, it } from "vitest";
import { htmlToText } from "./html-text";

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
