// A buyer can act on the product in front of them: each card starts an e-mail naming it, and the key products
// lead to the blog's posts about them. Read from the HTML the server sends (what the browser does with a mailto:
// address is the visitor's mail program's business).
import type { Element, Root } from "hast";
import { fromHtml } from "hast-util-from-html";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type InProcessSite, startInProcessSite } from "#tests/support/in-process-site";
import { company } from "~/content/company";
import { keyProducts, productsFor } from "~/content/products";

let site: InProcessSite;
beforeAll(async () => {
  site = await startInProcessSite();
}, 60_000);
afterAll(() => site?.stop());

async function page(path: string): Promise<Root> {
  const response = await fetch(site.url + path);
  expect(response.status).toBe(200);
  return fromHtml(await response.text());
}

function elements(tree: Root | Element, test: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  visit(tree, "element", (element: Element) => {
    if (test(element)) found.push(element);
  });
  return found;
}

const links = (tree: Root | Element) => elements(tree, (element) => element.tagName === "a");

/** The post each key product's link finds first on the blog, in each language. */
const POSTS = {
  en: {
    Multispin: "introducing-multispin",
    VitaNail: "vitanail-nail-regeneration",
    Nanoiodine: "nanoiodine-controlled-iodine-release",
  },
  cs: {
    Multispin: "predstavujeme-multispin",
    VitaNail: "vitanail-regenerace-nehtu",
    Nanoiodine: "antimikrobialni-kryti-inhibicni-zona",
  },
} as const;

for (const [path, locale, subject] of [
  ["/products", "en", "Inquiry about"],
  ["/cs/produkty", "cs", "Dotaz k\u00a0produktu"],
] as const)
  describe(`${path}: a way to ask about each product`, () => {
    test("each card has a link that starts an e-mail to the company with the product in its subject; no form", async () => {
      const tree = await page(path);
      const cards = elements(tree, (element) => element.properties.dataTestid === "product-card");
      expect(cards).toHaveLength(productsFor(locale).length);
      for (const [index, product] of productsFor(locale).entries()) {
        const mail = links(cards[index]!).filter((link) =>
          String(link.properties.href).startsWith("mailto:"),
        );
        expect(mail).toHaveLength(1);
        const address = new URL(String(mail[0]!.properties.href));
        expect(address.pathname).toBe(company.email);
        expect(address.searchParams.get("subject")).toBe(`${subject} ${product.name}`);
        expect(toString(mail[0]!)).toContain(product.name);
      }
      expect(elements(tree, (element) => element.tagName === "form")).toEqual([]);
    });

    test("the key products lead to the blog's posts about them", async () => {
      const cards = elements(await page(path), (element) => element.properties.dataTestid === "product-card");
      for (const [index, product] of productsFor(locale).entries()) {
        const toPosts = links(cards[index]!).filter((link) => link.properties.dataTestid === "product-posts");
        const key = keyProducts.some((keyProduct) => keyProduct.id === product.id);
        expect(toPosts).toHaveLength(key ? 1 : 0);
        if (!key) continue;
        expect(toString(toPosts[0]!)).toContain(product.name);
        const found = links(await page(String(toPosts[0]!.properties.href))).map(
          (link) => link.properties.href,
        );
        const slug = POSTS[locale][product.name as keyof (typeof POSTS)[typeof locale]];
        expect(found).toContain(`${locale === "cs" ? "/cs" : ""}/blog/${slug}`);
      }
    });
  });
