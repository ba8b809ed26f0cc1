import { describe, expect, it } from "vitest";
import { parsePost } from "./embedded.server";
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
});
