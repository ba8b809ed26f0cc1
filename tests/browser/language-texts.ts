// The site's own texts in each language, for the test that no page shows the other language's: interface
// messages (called with sample values), products, research areas, page titles and descriptions, legal texts.
import { accessibilityIntro, accessibilitySections } from "../../app/content/accessibility";
import { accessibilityIntroCs, accessibilitySectionsCs } from "../../app/content/accessibility.cs";
import { companyWords } from "../../app/content/company";
import { cs } from "../../app/content/messages/cs";
import { en } from "../../app/content/messages/en";
import { pages } from "../../app/content/pages";
import { pagesCs } from "../../app/content/pages.cs";
import { privacyIntro, privacySections } from "../../app/content/privacy";
import { privacyIntroCs, privacySectionsCs } from "../../app/content/privacy.cs";
import { products } from "../../app/content/products";
import { productsCs } from "../../app/content/products.cs";
import { researchAreas } from "../../app/content/research";
import { researchAreasCs } from "../../app/content/research.cs";

/** Every static page, and pages of the blog that exist in both languages, as [English, Czech]. */
export const PAIRS: [string, string][] = [
  ["/", "/cs"],
  ["/products", "/cs/produkty"],
  ["/blog", "/cs/blog"],
  ["/contact", "/cs/kontakt"],
  ["/privacy-policy", "/cs/zasady-ochrany-osobnich-udaju"],
  ["/accessibility", "/cs/pristupnost"],
  ["/blog/introducing-multispin", "/cs/blog/predstavujeme-multispin"],
  ["/blog/vitanail-nail-regeneration", "/cs/blog/vitanail-regenerace-nehtu"],
  // Paired in content/categories.json.
  ["/blog/category/research", "/cs/blog/kategorie/vyzkum"],
  ["/blog/category/nanofibers", "/cs/blog/kategorie/nanovlakna"],
];

/** Czech pages without a counterpart, and the Czech error pages. */
export const CZECH_ONLY = ["/cs/blog/zadny-takovy-clanek", "/cs/zadna-takova-stranka"];

/** The language switch and the one-time offer of the other language speak that language on purpose. */
const SWITCH_KEYS = new Set(["switchTo", "switchToShort", "switchToLabel", "suggestion"]);
/** Sample values for texts with parameters: a function's fixed words are what is compared. */
const SAMPLE = "¤";

function strings(value: unknown, key = ""): string[] {
  if (SWITCH_KEYS.has(key)) return [];
  if (typeof value === "string") return [value];
  if (typeof value === "function") {
    const args = Array.from({ length: value.length }, () => SAMPLE);
    const out = (value as (...a: unknown[]) => unknown)(...args);
    // 7 as a page number gives the "page > 1" form of the texts that have one.
    const numbered = (value as (...a: unknown[]) => unknown)(...args.map((_, i) => (i === 0 ? SAMPLE : 7)));
    return [out, numbered].flatMap((text) => (typeof text === "string" ? text.split(/¤|7/) : []));
  }
  if (Array.isArray(value)) return value.flatMap((item) => strings(item));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([name, item]) => strings(item, name));
  return [];
}

const clean = (texts: string[]) =>
  [...new Set(texts.map((text) => text.trim()).filter((text) => text.length >= 4))].sort();

/** The texts only one language has: never a substring of any of the other language's texts. */
export function languageTexts() {
  const english = clean(
    strings([
      en,
      products,
      researchAreas,
      pages,
      privacyIntro,
      privacySections,
      accessibilityIntro,
      accessibilitySections,
      companyWords.en,
    ]),
  );
  const czech = clean(
    strings([
      cs,
      productsCs,
      researchAreasCs,
      pagesCs,
      privacyIntroCs,
      privacySectionsCs,
      accessibilityIntroCs,
      accessibilitySectionsCs,
      companyWords.cs,
    ]),
  );
  const within = (text: string, others: string[]) => others.some((other) => other.includes(text));
  return {
    englishOnly: english.filter((text) => !within(text, czech)),
    czechOnly: czech.filter((text) => !within(text, english)),
  };
}
