import { describe, expect, it } from "vitest";
import { czech, english, englishTexts, typeset } from "./typography";

const NB = "\u00a0";
const WJ = "\u2060";

describe("typography shared by both languages", () => {
  it("keeps a postal code, its town and the district together", () => {
    for (const rule of [czech, english])
      expect(rule("Vzorová 123/4, 160 00 Praha 6")).toBe(`Vzorová 123/4, 160${NB}00${NB}Praha${NB}6`);
    expect(english("Prague 6, Czech Republic")).toBe(`Prague${NB}6, Czech Republic`);
  });

  it("keeps a range whole, even across its dash", () => {
    expect(english("from 2019–2024")).toBe(`from 2019–${WJ}2024`);
    expect(english("over 8–12 hours")).toBe(`over 8–${WJ}12${NB}hours`);
    expect(english("pages 3 – 5 and well-known")).toBe("pages 3 – 5 and well-known");
  });

  it("binds a number to its unit, and not to a word that only starts like one", () => {
    expect(english("0–60 kV supply, 80 nm fibres, 3,000 rpm")).toBe(
      `0–${WJ}60${NB}kV supply, 80${NB}nm fibres, 3,000${NB}rpm`,
    );
    expect(english("6 pages, 31 KB")).toBe(`6${NB}pages, 31${NB}KB`);
    expect(english("3 models and 2 sizes")).toBe("3 models and 2 sizes");
    expect(czech("5 mezi 10 kapkami")).toBe(`5 mezi 10 kapkami`);
  });
});

describe("Czech typography", () => {
  it("binds legal abbreviations to their numbers", () => {
    expect(czech("podle čl. 16 GDPR")).toBe(`podle čl.${NB}16 GDPR`);
    expect(czech("zákon č. 110/2019 Sb., o zpracování")).toBe(
      `zákon č.${NB}110/2019${NB}Sb., o${NB}zpracování`,
    );
    expect(czech("čl. 6 odst. 1 písm. b) GDPR")).toBe(`čl.${NB}6 odst.${NB}1 písm.${NB}b) GDPR`);
    expect(czech("podle § 5")).toBe(`podle §${NB}5`);
  });

  it("keeps its one-letter words, thousands and units", () => {
    expect(czech("až 3 000 ot./min v 80 %")).toBe(`až 3${NB}000${NB}ot./min v${NB}80${NB}%`);
  });
});

describe("English typography", () => {
  it("binds legal abbreviations to their numbers and leaves one-letter words alone", () => {
    expect(english("under Art. 16 GDPR and Act No. 110/2019 Coll.")).toBe(
      `under Art.${NB}16 GDPR and Act No.${NB}110/2019${NB}Coll.`,
    );
    expect(english("a site I built")).toBe("a site I built");
  });

  it("applies to every text of a tree, functions included, and picks the rules of a language", () => {
    const texts = englishTexts({ a: ["in 30 days"], b: (n: number) => `${n} years`, c: 5 });
    expect(texts.a[0]).toBe(`in 30${NB}days`);
    expect(texts.b(10)).toBe(`10${NB}years`);
    expect(texts.c).toBe(5);
    expect(typeset("v 5 dnech", "cs")).toBe(`v${NB}5 dnech`);
  });
});
