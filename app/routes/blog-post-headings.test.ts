// Every section of a post can be linked: as a visitor's browser receives the page, each heading of the body has
// an id of its own and a link to itself, and no id of the page is given twice.
import type { Element } from "hast";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type InProcessSite, startInProcessSite } from "#tests/support/in-process-site";
import { findAll, readPage } from "#tests/support/page-body";

let site: InProcessSite;
beforeAll(async () => {
  site = await startInProcessSite();
}, 60_000);
afterAll(() => site?.stop());

const hasClass = (element: Element, name: string) =>
  Array.isArray(element.properties.className) && element.properties.className.includes(name);

describe("a post's headings", () => {
  for (const path of [
    "/blog/introducing-multispin",
    "/blog/hydrogels-and-foams",
    "/cs/blog/hydrogely-a-peny",
  ])
    test(`${path}: each has a unique id and a link to it`, async () => {
      const page = await readPage(site.url, path);
      expect(page.status).toBe(200);
      const body = findAll(page.root, (element) => hasClass(element, "prose-post"))[0]!;
      const headings = findAll(body, (element) => /^h[2-6]$/.test(element.tagName));
      expect(headings.length).toBeGreaterThan(1);
      for (const heading of headings) {
        const id = String(heading.properties.id);
        expect(id).toMatch(/^user-content-[a-z0-9-]+$/);
        const links = findAll(heading, (element) => element.tagName === "a");
        expect(links.map((link) => link.properties.href)).toEqual([`#${id}`]);
        expect(String(links[0]!.properties.ariaLabel)).toMatch(/^(Link to the section|Odkaz na oddíl) \S/);
      }
      const ids = findAll(page.root, (element) => typeof element.properties.id === "string").map(
        (element) => element.properties.id,
      );
      expect(new Set(ids).size).toBe(ids.length);
    });

  test("are named by their words: /blog/introducing-multispin#user-content-safety-first", async () => {
    const page = await readPage(site.url, "/blog/introducing-multispin");
    const [safety] = findAll(page.root, (element) => element.properties.id === "user-content-safety-first");
    expect(safety?.tagName).toBe("h2");
  });
});
