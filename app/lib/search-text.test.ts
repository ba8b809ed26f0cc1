import { describe, expect, it } from "vitest";
import { cleanQuery, foldText, markWords, searchWords, snippetAround } from "./search-text";

describe("search words", () => {
  it("folds case and Czech diacritics", () => {
    expect(foldText("Nanovlákenný VÝZKUM, Žluťoučký kůň")).toBe("nanovlakenny vyzkum, zlutoucky kun");
  });

  it("reads what a visitor typed without control characters and extra spaces", () => {
    expect(cleanQuery("  a\u0000b \t\n c\u200b ")).toBe("a b c");
    expect(searchWords("<script>alert(1)</script> * Výzkum výzkum")).toEqual([
      "script",
      "alert",
      "1",
      "vyzkum",
    ]);
    expect(searchWords("*")).toEqual([]);
  });

  it("marks the words found, whatever their case and diacritics", () => {
    const parts = markWords("Nový výzkum: nanovlákenný materiál", searchWords("VYZKUM nanovlakenny"));
    expect(parts.filter((part) => part.mark).map((part) => part.text)).toEqual(["výzkum", "nanovlákenný"]);
    expect(parts.map((part) => part.text).join("")).toBe("Nový výzkum: nanovlákenný materiál");
  });

  it("marks the start of a longer word, and nothing for one letter", () => {
    expect(markWords("Výzkumné centrum", ["vyzkum"])).toEqual([
      { text: "Výzkum", mark: true },
      { text: "né centrum", mark: false },
    ]);
    expect(markWords("a b a", ["a"])).toEqual([{ text: "a b a", mark: false }]);
  });
});

describe("snippetAround", () => {
  it("cuts the text around the first word found, at spaces", () => {
    const text = `${"Lorem ipsum dolor ".repeat(10)}the nanovlákenný materiál ${"sit amet ".repeat(40)}`;
    const snippet = snippetAround(text, ["nanovlakenny"])!;
    expect(snippet).toMatch(/^….*nanovlákenný materiál.*…$/);
    expect(snippet.length).toBeLessThanOrEqual(222);
    expect(snippetAround("nothing here", ["fibres"])).toBeUndefined();
  });
});
