import { describe, expect, it } from "vitest";
import { cleanQuery, foldText, markWords, searchWords } from "./search-text";

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
