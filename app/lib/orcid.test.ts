import { describe, expect, it } from "vitest";
import { orcidUrl, parseOrcid } from "./orcid";

describe("an author's ORCID iD", () => {
  it("is kept when its ISO 7064 11,2 check character is right, in ORCID's own spelling", () => {
    expect(parseOrcid("0000-0002-1825-0097")).toBe("0000-0002-1825-0097");
    expect(parseOrcid("https://orcid.org/0000-0002-1694-233X")).toBe("0000-0002-1694-233X");
    expect(parseOrcid(" 000000021694233x ")).toBe("0000-0002-1694-233X");
    expect(orcidUrl("0000-0002-1825-0097")).toBe("https://orcid.org/0000-0002-1825-0097");
  });

  it("with a wrong check character, or of another shape, counts as absent", () => {
    for (const value of ["0000-0002-1825-0098", "0000-0002-1694-2330", "0000-0002-1825", "orcid", 97, null])
      expect(parseOrcid(value), String(value)).toBeUndefined();
  });
});
