import { describe, expect, it } from "vitest";
import { xmlEscape } from "./xml.server";
describe("xml helpers", () => {
  it("escapes the five XML characters", () => {
    expect(xmlEscape(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;");
  });
});
