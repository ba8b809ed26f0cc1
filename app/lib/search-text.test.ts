import { describe, expect, it, vi } from "vitest";
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

  it("marks whole characters where folding changes the text's length", () => {
    // A letter and its accent written apart, Hangul syllables (three letters each when decomposed), a letter
    // outside the BMP (two code units): what is marked is exactly the word as written.
    const text = "한국 𝐀 Vy\u0301zkum, výzkum e\u0301lectrospinning";
    const marked = markWords(text, searchWords("vyzkum electrospinning"))
      .filter((part) => part.mark)
      .map((part) => part.text);
    expect(marked).toEqual(["Vy\u0301zkum", "výzkum", "e\u0301lectrospinning"]);
    expect(markWords(text, ["vyzkum"]).map((part) => part.text).join("")).toBe(text);
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

  it("folds each distinct character of a long post once, not each character of it", () => {
    // A 400 KB body with the word at its end: Unicode normalization is the costly step of folding, and a
    // search page makes up to nine such snippets on the main thread.
    const paragraph = "Nanovlákenné materiály pro tkáňové inženýrství a řízené uvolňování léčiv. ";
    const text = `${paragraph.repeat(400_000 / paragraph.length)}Electrospinning.`;
    const normalize = vi.spyOn(String.prototype, "normalize");
    try {
      expect(snippetAround(text, searchWords("electrospinning"))).toMatch(/Electrospinning\.$/);
      expect(normalize.mock.calls.length).toBeLessThan(50);
    } finally {
      normalize.mockRestore();
    }
  });
});
