import { Cite } from "@citation-js/core";
import { beforeAll, describe, expect, it } from "vitest";
import type { Post } from "~/lib/posts";
import { testServices } from "#tests/support/services";
import { citationFile, cslItem, formatReference } from "./seo.server";

const BASE = "https://www.example.com";

function post(overrides: Partial<Post> = {}): Post {
  return {
    id: 7,
    slug: "nanovlakna-z-kyseliny",
    date: "2025-03-14T09:30:00",
    lang: "cs",
    title: { rendered: "Nanovlákna z kyseliny polymléčné: žluťoučký kůň &amp; spol." },
    excerpt: { rendered: "" },
    content: { rendered: "<p>Text</p>" },
    _embedded: { author: [{ name: "Ing. Jiřina Šťastná, Ph.D." }] },
    ...overrides,
  };
}

const english = post({
  slug: "pla-nanofibers",
  lang: "en",
  title: { rendered: "PLA nanofibers &lt;and&gt; their release" },
  _embedded: { author: [{ name: "Dr. Jana Nováková" }] },
  doi: "10.5555/12345678",
});

/** What a reference manager reads back from a file: citation.js's own input parsers. */
const parsed = (text: string) => new Cite(text).data[0] as Record<string, unknown>;

describe("a post's citation files", () => {
  it("BibTeX parses back to the post: title and name with their Czech letters, day, address", async () => {
    const bib = await citationFile(cslItem(post(), BASE, "cs"), "bib");
    expect(bib).toMatch(/^@online\{/);
    const item = parsed(bib);
    expect(item.title).toBe("Nanovlákna z kyseliny polymléčné: žluťoučký kůň & spol.");
    expect(item.author).toEqual([{ given: "Jiřina", family: "Šťastná" }]);
    expect(item.issued).toEqual({ "date-parts": [[2025, 3, 14]] });
    expect(item.URL).toBe(`${BASE}/cs/blog/nanovlakna-z-kyseliny`);
    expect(item.DOI).toBeUndefined();
  });

  it("BibTeX and RIS carry the DOI of a post that has one", async () => {
    for (const ext of ["bib", "ris"] as const) {
      const item = parsed(await citationFile(cslItem(english, BASE, "en"), ext));
      expect(item.DOI, ext).toBe("10.5555/12345678");
      expect(item.title, ext).toBe("PLA nanofibers <and> their release");
      expect(item.author, ext).toEqual([{ given: "Jana", family: "Nováková" }]);
      expect(item.URL, ext).toBe(`${BASE}/blog/pla-nanofibers`);
      expect(item.issued, ext).toEqual({ "date-parts": [[2025, 3, 14]] });
    }
  });

  it("RIS is UTF-8 text with the Czech letters as they are", async () => {
    const ris = await citationFile(cslItem(post(), BASE, "cs"), "ris");
    expect(ris).toContain("TY  - BLOG");
    expect(ris).toContain("AU  - Šťastná, Jiřina");
    expect(ris).toContain("TI  - Nanovlákna z kyseliny polymléčné: žluťoučký kůň & spol.");
    expect(ris).toContain("LA  - cs");
    const item = parsed(ris);
    expect(item.title).toBe("Nanovlákna z kyseliny polymléčné: žluťoučký kůň & spol.");
    expect(item.author).toEqual([{ given: "Jiřina", family: "Šťastná" }]);
  });

  it("CSL-JSON is the item itself, with the blog and the publisher", async () => {
    const [item] = JSON.parse(await citationFile(cslItem(english, BASE, "en"), "json"));
    expect(item).toMatchObject({
      type: "post-weblog",
      title: "PLA nanofibers <and> their release",
      DOI: "10.5555/12345678",
      "container-title": "Example Biomaterials Research Blog",
      publisher: "Example Biomaterials s.r.o.",
      language: "en",
    });
  });

  it("a post without a byline names the company as its author", async () => {
    const item = parsed(await citationFile(cslItem(post({ _embedded: {} }), BASE, "cs"), "ris"));
    expect(item.author).toEqual([{ literal: "Example Biomaterials s.r.o." }]);
  });
});

describe("BibTeX from a hostile post", () => {
  // A value that closes its field early writes fields of its own; BibTeX keeps the first of a repeated field.
  const hostile = post({
    lang: "en",
    title: {
      rendered: 'Fibres &lt;i&gt;unclosed &lt;span class="nocase"&gt;}, url = {https://evil.example/t} \\',
    },
    _embedded: { author: [{ name: "Evil}},url={https://evil.example/a}" }] },
    doi: "10.5555/x}},url={https://evil.example/d}",
  });
  let bib = "";
  beforeAll(async () => {
    bib = await citationFile(cslItem(hostile, BASE, "en"), "bib");
  });

  it("writes each field once, the site's own address its only url, every value's braces closed", async () => {
    const fields = [...bib.matchAll(/^\t([a-z]+) = /gm)].map((match) => match[1]);
    expect(fields).toEqual([...new Set(fields)]);
    expect(bib).toContain(`\turl = {${BASE}/blog/nanovlakna-z-kyseliny},\n`);
    for (const line of bib.split("\n").filter((line) => line.startsWith("\t"))) {
      // The value's first brace is closed by its last, and by no brace before it.
      const value = line.slice(line.indexOf("{"), line.lastIndexOf("}") + 1);
      let depth = 0;
      const closedAt = [...value].findIndex(
        (char) => (depth += char === "{" ? 1 : char === "}" ? -1 : 0) === 0,
      );
      expect(closedAt, line).toBe(value.length - 1);
    }
  });

  it("reads back as the post's own title, name and address, without a DOI that could not be written", async () => {
    const item = parsed(bib);
    expect(item.URL).toBe(`${BASE}/blog/nanovlakna-z-kyseliny`);
    expect(item.title).toBe('Fibres <i>unclosed <span class="nocase">}, url = {https://evil.example/t} \\');
    expect(item.author).toEqual([{ family: "Evil}},url={https://evil.example/a}" }]);
    expect(item.DOI).toBeUndefined();
  });
});

describe("the formatted reference", () => {
  it("is APA 7 in English, with the DOI as its address", async () => {
    const { text, html } = await formatReference(cslItem(english, BASE, "en"), "en");
    expect(text).toBe(
      "Nováková, J. (2025, March 14). PLA nanofibers <and> their release. Example Biomaterials Research Blog. https://doi.org/10.5555/12345678",
    );
    expect(html).toContain("<i>Example Biomaterials Research Blog</i>");
    expect(html).toContain("PLA nanofibers &#60;and&#62; their release");
    expect(html).not.toContain("<and>");
  });

  it("in Czech names the day the reader reads it, as ČSN ISO 690 asks of an online source; APA does not", async () => {
    const czech = await formatReference(cslItem(post(), BASE, "cs"), "cs", [2026, 1, 5]);
    expect(czech.text).toContain(
      "Online. Praha: Example Biomaterials s.r.o. [cit.\u00a02026-01-05]. Dostupné z:",
    );
    expect(czech.html).toContain("[cit.\u00a02026-01-05]");
    const apa = await formatReference(cslItem(english, BASE, "en"), "en", [2026, 1, 5]);
    expect(apa.text).not.toContain("2026");
  });

  it("in Czech keeps one-letter prepositions with the word after them", async () => {
    const { html } = await formatReference(cslItem(post(), BASE, "cs"), "cs");
    expect(html).toContain("Nanovlákna z\u00a0kyseliny");
    expect(html).toContain("Dostupné z:");
  });

  it("is ČSN ISO 690 in Czech", async () => {
    const { text } = await formatReference(cslItem(post(), BASE, "cs"), "cs");
    expect(text).toBe(
      "ŠŤASTNÁ, Jiřina, 2025. Nanovlákna z kyseliny polymléčné: žluťoučký kůň & spol. Výzkumný blog Example Biomaterials. Online. Praha: Example Biomaterials s.r.o. Dostupné z: https://www.example.com/cs/blog/nanovlakna-z-kyseliny",
    );
  });
});

describe("the one-entry styles", () => {
  it("write every post the site shows exactly as the full APA 7 and ČSN ISO 690 styles do", async () => {
    const { plugins } = await import("@citation-js/core");
    const { default: iso690Czech } = await import("./csl/iso690-author-date-cs.csl?raw");
    await formatReference(cslItem(english, BASE, "en"), "en"); // registers the site's styles and locale
    const styles = plugins.config.get("@csl").styles;
    if (!styles.has("iso690-full")) styles.add("iso690-full", iso690Czech);
    const full = { en: { template: "apa", lang: "en-US" }, cs: { template: "iso690-full", lang: "cs-CZ" } };
    const shown = await testServices().posts.allPosts();
    expect(shown.length).toBeGreaterThan(0);
    for (const post of shown) {
      const lang = post.lang ?? "en";
      const item = cslItem(post, BASE, lang);
      const { text } = await formatReference(item, lang, [2026, 1, 5]);
      const withDay = lang === "cs" ? { ...item, accessed: { "date-parts": [[2026, 1, 5]] } } : item;
      expect(text, post.slug).toBe(
        new Cite(withDay).format("bibliography", { ...full[lang], format: "text" }).trim(),
      );
    }
  });
});
