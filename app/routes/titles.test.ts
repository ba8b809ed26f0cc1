// Each page's title names the brand once, as the server sends it (the browser keeps the title React renders).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readHead } from "#tests/support/html-head";
import { type InProcessSite, startInProcessSite } from "#tests/support/in-process-site";

const BRAND = "Example Biomaterials";
const PAGES = [
  "/",
  "/cs",
  "/products",
  "/cs/produkty",
  "/blog",
  "/cs/blog",
  "/contact",
  "/cs/kontakt",
  "/blog/introducing-multispin",
  "/cs/blog/predstavujeme-multispin",
  "/blog/category/research",
];

let site: InProcessSite;
beforeAll(async () => {
  site = await startInProcessSite();
}, 60_000);
afterAll(() => site.stop());

describe("titles", () => {
  for (const path of PAGES)
    test(`${path} names the brand once in its title`, async () => {
      const head = await readHead(site.url, path);
      expect(head.status).toBe(200);
      expect(head.title.split(BRAND)).toHaveLength(2);
    });
});
