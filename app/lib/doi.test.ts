import { describe, expect, it } from "vitest";
import { doiUrl, parseDoi } from "./doi";

describe("a post's DOI", () => {
  it("is kept in its own shape, the resolver's address and a doi: prefix dropped", () => {
    expect(parseDoi("10.5555/2025.0011")).toBe("10.5555/2025.0011");
    expect(parseDoi(" https://doi.org/10.1016/j.actbio.2020.01.001 ")).toBe("10.1016/j.actbio.2020.01.001");
    expect(parseDoi("doi:10.5555/abc(1)")).toBe("10.5555/abc(1)");
  });

  it("of any other shape counts as absent", () => {
    for (const value of [
      "",
      "10.55/x",
      "11.5555/x",
      "10.5555/",
      "10.5555/a b",
      "see 10.5555/x",
      10.5555,
      null,
      {},
    ])
      expect(parseDoi(value), String(value)).toBeUndefined();
  });

  it("links to doi.org with its suffix escaped", () => {
    expect(doiUrl("10.5555/2025.0011")).toBe("https://doi.org/10.5555/2025.0011");
    expect(doiUrl('10.5555/a"<b>#?')).toBe("https://doi.org/10.5555/a%22%3Cb%3E%23%3F");
  });
});
