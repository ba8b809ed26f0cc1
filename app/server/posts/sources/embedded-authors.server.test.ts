import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseAuthors } from "./embedded-authors.server";
import { createEmbeddedSource } from "./embedded.server";

const post = (slug: string, author: string, lang = "en", date = "2024-01-01") =>
  `---\ntitle: ${slug}\nlang: ${lang}\ndate: ${date}\nauthor: ${author}\n---\nBody\n`;

const AUTHORS = {
  "jana-novakova": {
    name: "Dr. Jana Nováková",
    orcid: "https://orcid.org/0000-0002-1825-0097",
    bio: { en: "Writes about drug release.", cs: "Píše o uvolňování léčiv." },
  },
  "martin-kral": { name: "Ing. Martin Král" },
};

describe("the embedded blog's authors file", () => {
  let dir: string;
  let file: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "authors-"));
    file = path.join(dir, "authors.json");
    await writeFile(file, JSON.stringify(AUTHORS));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));
  const source = () => createEmbeddedSource({ dir, authorsFile: file });

  it("gives a post whose author: names a slug the file's name, ORCID iD and page", async () => {
    await writeFile(path.join(dir, "one.md"), post("one", "jana-novakova"));
    const [one] = (await source().list(1, 9)).data;
    expect(one!._embedded?.author?.[0]).toMatchObject({
      name: "Dr. Jana Nováková",
      slug: "jana-novakova",
      orcid: "0000-0002-1825-0097",
    });
  });

  it("keeps an older post's author: by name working, linked when the file has that name", async () => {
    await writeFile(path.join(dir, "one.md"), post("one", "Ing. Martin Král"));
    await writeFile(path.join(dir, "two.md"), post("two", "Someone Else", "en", "2024-01-02"));
    const [two, one] = (await source().list(1, 9)).data;
    expect(one!._embedded?.author?.[0]).toMatchObject({ name: "Ing. Martin Král", slug: "martin-kral" });
    expect(two!._embedded?.author?.[0]?.name).toBe("Someone Else");
    expect(two!._embedded?.author?.[0]?.slug).toBeUndefined();
  });

  it("answers an author with their bio in the page's language and their posts there, newest first", async () => {
    await writeFile(path.join(dir, "a.md"), post("a", "jana-novakova", "en", "2024-01-01"));
    await writeFile(path.join(dir, "b.md"), post("b", "jana-novakova", "en", "2024-02-01"));
    await writeFile(path.join(dir, "c.md"), post("c", "martin-kral", "en", "2024-03-01"));
    await writeFile(path.join(dir, "d.md"), post("d", "jana-novakova", "cs", "2024-04-01"));
    const local = source();
    const jana = await local.author!("jana-novakova", "cs");
    expect(jana).toMatchObject({ name: "Dr. Jana Nováková", bio: "Píše o uvolňování léčiv." });
    expect((await local.listAuthor!(jana!, 1, 9, "en")).data.map((p) => p.slug)).toEqual(["b", "a"]);
    expect(await local.listAuthor!(jana!, 2, 1, "en")).toMatchObject({ totalPages: 2, totalPosts: 2 });
    expect((await local.listAuthor!(jana!, 1, 9, "cs")).data.map((p) => p.slug)).toEqual(["d"]);
    expect((await local.author!("martin-kral", "cs"))?.bio).toBe("");
  });

  it("has no page for a slug not in the file, nor for an author without a post", async () => {
    await writeFile(path.join(dir, "a.md"), post("a", "jana-novakova"));
    const local = source();
    expect(await local.author!("nobody", "en")).toBeUndefined();
    expect(await local.author!("martin-kral", "en")).toBeUndefined();
  });

  it("reads a changed file on the next request", async () => {
    await writeFile(path.join(dir, "a.md"), post("a", "martin-kral"));
    const local = source();
    expect((await local.author!("martin-kral", "en"))?.name).toBe("Ing. Martin Král");
    await writeFile(file, JSON.stringify({ "martin-kral": { name: "Ing. Martin Král, Ph.D." } }));
    expect((await local.author!("martin-kral", "en"))?.name).toBe("Ing. Martin Král, Ph.D.");
  });

  it("refuses a malformed file with a message that names the author and the field", () => {
    expect(() => parseAuthors("{", "authors.json")).toThrow(/authors\.json: not valid JSON/);
    expect(() => parseAuthors('{"Jana N": {"name": "J"}}', "a.json")).toThrow(/"Jana N": the slug/);
    expect(() => parseAuthors('{"jana": {}}', "a.json")).toThrow(/"jana": name is required/);
    expect(() => parseAuthors('{"jana": {"name": "J", "orcid": "0000-0002-1825-0098"}}', "a.json")).toThrow(
      /orcid must be an ORCID iD with a valid check digit/,
    );
    expect(() => parseAuthors('{"jana": {"name": "J", "bio": {"de": "x"}}}', "a.json")).toThrow(
      /bio must map en, cs/,
    );
  });
});

describe("content/authors.json", () => {
  it("names the author of every post of the embedded blog, so each has a page", async () => {
    const source = createEmbeddedSource();
    for (const lang of ["en", "cs"] as const)
      for (const one of (await source.list(1, 100, lang)).data) {
        const slug = one._embedded?.author?.[0]?.slug;
        expect(slug, one.slug).toBeTruthy();
        expect((await source.author!(slug!, lang))?.bio, one.slug).toBeTruthy();
      }
  });
});
