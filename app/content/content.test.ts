import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { accessibilitySections } from "./accessibility";
import { accessibilitySectionsCs } from "./accessibility.cs";
import { company, partners } from "./company";
import { czech } from "./typography";
import { privacyIntro, privacySections } from "./privacy";
import { privacySectionsCs } from "./privacy.cs";
import { keyProducts, products } from "./products";
import { productsCs } from "./products.cs";
import { researchAreas } from "./research";
import { researchAreasCs } from "./research.cs";

const publicFile = (path: string) => fileURLToPath(new URL(`../../public${path}`, import.meta.url));

describe("static content", () => {
  it("has six products with unique ids, images that exist and several features each", () => {
    expect(products.map((p) => p.name)).toEqual([
      "Multispin",
      "VitaNail",
      "Nanoiodine",
      "Bioabsorbable Scaffolds",
      "Drug Delivery Systems",
      "Advanced Hydrogels",
    ]);
    expect(new Set(products.map((p) => p.id)).size).toBe(6);
    for (const product of products) {
      expect(existsSync(publicFile(product.image)), product.image).toBe(true);
      expect(product.imageAlt.length).toBeGreaterThan(20);
      expect(product.features.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("features Multispin, VitaNail and Nanoiodine on the home page", () => {
    expect(keyProducts.map((p) => p.name)).toEqual(["Multispin", "VitaNail", "Nanoiodine"]);
  });

  it("names the five research areas exactly", () => {
    expect(researchAreas.map((a) => a.title)).toEqual([
      "Monolithic nanofibers",
      "Advanced nanofibers",
      "Hydrogels and foams",
      "Advanced scaffolds for biomedicine",
      "Regulated delivery of molecules",
    ]);
  });

  it("has the privacy policy's ten sections with unique anchors", () => {
    expect(privacySections).toHaveLength(10);
    expect(new Set(privacySections.map((s) => s.id)).size).toBe(10);
  });

  it("takes the privacy policy's company facts from company.ts", () => {
    const text = privacyIntro.join(" ");
    expect(text).toContain(company.legalName);
    expect(text).toContain(company.companyId);
    expect(text).toContain(company.address.street);
    expect(JSON.stringify(privacySections)).toContain(company.email);
  });

  it("names each partner in words with what the partnership is, and draws no partner's logo", () => {
    for (const partner of partners) expect(partner.role.length, partner.name).toBeGreaterThan(10);
    expect(existsSync(publicFile("/images/partners"))).toBe(false);
  });

  it("has the favicon and the logo for rich results in public/", () => {
    expect(existsSync(publicFile("/favicon.svg"))).toBe(true);
    expect(existsSync(publicFile("/icon-512.png"))).toBe(true);
  });
});

describe("the Czech content mirrors the English", () => {
  it("has the same products, in the same order, with the same pictures and as many features", () => {
    // A picture with words in it has a Czech twin beside it (name.cs.svg).
    const english = (image: string) => image.replace(/\.cs\.svg$/, ".svg");
    expect(productsCs.map((p) => [p.id, english(p.image), p.features.length])).toEqual(
      products.map((p) => [p.id, p.image, p.features.length]),
    );
    for (const product of productsCs) expect(product.imageAlt.length).toBeGreaterThan(20);
  });

  it("has the same research areas and icons, and the legal texts' sections under the same anchors", () => {
    expect(researchAreasCs.map((a) => a.icon)).toEqual(researchAreas.map((a) => a.icon));
    expect(privacySectionsCs.map((s) => s.id)).toEqual(privacySections.map((s) => s.id));
    expect(accessibilitySectionsCs.map((s) => s.id)).toEqual(accessibilitySections.map((s) => s.id));
    expect(JSON.stringify(privacySectionsCs)).toContain(company.email);
  });

  it("keeps one-letter prepositions with the next word and numbers together (Czech typography)", () => {
    expect(czech("V laboratoři a v Praze s kolegy")).toBe(
      "V\u00a0laboratoři a\u00a0v\u00a0Praze s\u00a0kolegy",
    );
    expect(czech("až 3 000 ot./min, nad 80 %")).toBe("až 3\u00a0000\u00a0ot./min, nad 80\u00a0%");
    expect(czech("<p>V roce")).toBe("<p>V\u00a0roce");
    expect(JSON.stringify(productsCs)).not.toMatch(/ [ksvzouaiKSVZOUAI] /);
  });
});
