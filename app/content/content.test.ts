import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { company, partners } from "./company";
import { privacyIntro, privacySections } from "./privacy";
import { keyProducts, products } from "./products";
import { researchAreas } from "./research";

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

  it("has every partner logo, the favicon and the logo for rich results in public/", () => {
    for (const partner of partners) expect(existsSync(publicFile(partner.logo)), partner.logo).toBe(true);
    expect(existsSync(publicFile("/favicon.svg"))).toBe(true);
    expect(existsSync(publicFile("/icon-512.png"))).toBe(true);
  });
});
