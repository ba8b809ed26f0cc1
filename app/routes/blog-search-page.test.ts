// The search page as a visitor receives it: what a search finds and what it offers when it finds nothing.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type InProcessSite, startInProcessSite } from "#tests/support/in-process-site";
import { byTestId, findAll, readPage, textOf } from "#tests/support/page-body";

let site: InProcessSite;
beforeAll(async () => {
  site = await startInProcessSite();
}, 60_000);
afterAll(() => site?.stop());

/** The snippets under the results of a search. */
async function snippets(path: string): Promise<string[]> {
  const page = await readPage(site.url, path);
  expect(page.status).toBe(200);
  return byTestId(page.root, "search-snippet").map(textOf);
}

describe("search snippets", () => {
  test("show a heading and the paragraph after it on lines of their own", async () => {
    const found = await snippets("/blog/search?q=interlocked");
    expect(found).toHaveLength(1);
    expect(found[0]).toContain("Safety first\nThe chamber is interlocked");
  });
});

/** The addresses the links under a test id lead to. */
async function linksUnder(path: string, id: string, status = 200): Promise<string[]> {
  const page = await readPage(site.url, path);
  expect(page.status).toBe(status);
  return byTestId(page.root, id).flatMap((part) =>
    findAll(part, (element) => element.tagName === "a").map((link) => String(link.properties.href)),
  );
}

describe("a search that finds nothing yet", () => {
  test("offers the blog's categories and its newest posts before anything is typed", async () => {
    const links = await linksUnder("/blog/search", "search-browse");
    expect(links).toContain("/blog/category/research");
    expect(links.filter((href) => /^\/blog\/[a-z0-9-]+$/.test(href)).length).toBe(3);
  });

  test("offers them when nothing is found, in the page's language", async () => {
    const links = await linksUnder("/cs/blog/hledat?q=zzzqqq", "search-browse");
    expect(links).toContain("/cs/blog/kategorie/vyzkum");
    expect(links.filter((href) => /^\/cs\/blog\/[a-z0-9-]+$/.test(href)).length).toBe(3);
  });

  test("in Czech offers the English posts the same words find", async () => {
    const page = await readPage(site.url, "/cs/blog/hledat?q=fibroblasts");
    expect(page.status).toBe(200);
    const [english] = byTestId(page.root, "search-english");
    expect(textOf(english!)).toMatch(/^Nalezeno v\sangličtině: \d+\sčlánk/);
    const links = findAll(english!, (element) => element.tagName === "a").map((a) => a.properties.href);
    expect(links).toContain("/blog/fibroblasts-on-gelatin-pcl-scaffolds");
    expect(byTestId(page.root, "search-result")).toHaveLength(0);
  });

  test("in English offers nothing of the Czech blog", async () => {
    const page = await readPage(site.url, "/blog/search?q=zzzqqq");
    expect(byTestId(page.root, "search-english")).toHaveLength(0);
  });
});

describe("the not-found page", () => {
  for (const [path, home, search, sections] of [
    ["/no-such-page", "/", "/blog/search", ["/products", "/blog", "/contact"]],
    ["/no/such/page", "/", "/blog/search", ["/products", "/blog", "/contact"]],
    ["/cs/zadna-takova-stranka", "/cs", "/cs/blog/hledat", ["/cs/produkty", "/cs/blog", "/cs/kontakt"]],
  ] as const)
    test(`${path} keeps its message and way home, and offers search and the main sections`, async () => {
      const page = await readPage(site.url, path);
      expect(page.status).toBe(404);
      const main = findAll(page.root, (element) => element.tagName === "main")[0]!;
      expect(textOf(findAll(main, (element) => element.tagName === "h1")[0]!)).toBe("404");
      if (home === "/") expect(textOf(main)).toContain("Oops! Page not found");
      const links = findAll(main, (element) => element.tagName === "a").map((a) => a.properties.href);
      expect(links[0]).toBe(home);
      const [form] = findAll(main, (element) => element.tagName === "form");
      expect(form?.properties.action).toBe(search);
      expect(findAll(form!, (element) => element.properties.name === "q")).toHaveLength(1);
      for (const section of sections) expect(links).toContain(section);
    });
});
