import { describe, expect, it } from "vitest";
import { parsePost } from "./markdown-post.server";
import { SourceError } from "./source.server";
import { toPost } from "./wordpress-shapes.server";

const wordpress = (meta: unknown) =>
  toPost({ id: 5, slug: "paper", date: "2025-05-31T09:30:00", title: { rendered: "Paper" }, meta });

describe("a post's DOI from its source", () => {
  it("WordPress: the site connector's doi field, checked for its shape", () => {
    expect(wordpress({ doi: "10.5555/2025.0011" }).doi).toBe("10.5555/2025.0011");
    expect(wordpress({ doi: "https://doi.org/10.5555/2025.0011" }).doi).toBe("10.5555/2025.0011");
    // WordPress answers an empty doi, or `meta: []` when no field is registered: no DOI.
    for (const meta of [{ doi: "" }, [], { doi: "not a doi" }, { doi: 10.5555 }, undefined])
      expect(wordpress(meta).doi, JSON.stringify(meta)).toBeUndefined();
  });

  it("Markdown: the doi front matter; a malformed one stops the post with its file named", () => {
    const md = (doi: string) => `---\ntitle: Paper\ndate: 2025-05-31\ndoi: "${doi}"\n---\nBody\n`;
    expect(parsePost(md("10.5555/2025.0011"), "paper.md").doi).toBe("10.5555/2025.0011");
    expect(parsePost("---\ntitle: Post\ndate: 2025-05-31\n---\nBody\n", "post.md").doi).toBeUndefined();
    expect(() => parsePost(md("10.55/x"), "paper.md")).toThrow(SourceError);
    expect(() => parsePost(md("10.55/x"), "paper.md")).toThrow(/paper\.md: doi/);
  });

  it("WordPress: the author's ORCID iD from the embedded author, only with a valid check digit", () => {
    const withAuthor = (orcid: unknown) =>
      toPost({
        id: 5,
        slug: "paper",
        date: "2025-05-31T09:30:00",
        _embedded: { author: [{ id: 3, name: "Tomáš Dvořák", orcid }] },
      })._embedded?.author?.[0]?.orcid;
    expect(withAuthor("0000-0002-1825-0097")).toBe("0000-0002-1825-0097");
    expect(withAuthor("https://orcid.org/0000-0002-1825-0097")).toBe("0000-0002-1825-0097");
    expect(withAuthor("0000-0002-1825-0098")).toBeUndefined();
    expect(withAuthor("")).toBeUndefined();
  });

  it("Markdown: authorOrcid beside author; a wrong check digit stops the post", () => {
    const md = (orcid: string) =>
      `---\ntitle: Paper\ndate: 2025-05-31\nauthor: Tomáš Dvořák\nauthorOrcid: "${orcid}"\n---\nBody\n`;
    expect(parsePost(md("0000-0002-1825-0097"), "p.md")._embedded?.author?.[0]?.orcid).toBe(
      "0000-0002-1825-0097",
    );
    expect(() => parsePost(md("0000-0002-1825-0098"), "p.md")).toThrow(/p\.md: authorOrcid/);
  });
});
