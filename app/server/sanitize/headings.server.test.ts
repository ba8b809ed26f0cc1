// Every heading of a post's body can be linked: its id and its link to itself, as the sanitizer writes them.
import { fromHtml } from "hast-util-from-html";
import type { Element } from "hast";
import { describe, expect, it } from "vitest";
import { sanitizeContent } from "#tests/support/sanitize-fields";
import { parseConfig } from "~/server/config.server";
import { sanitizeOptions } from "~/server/sanitize/sanitize.server";

/** Each heading of the sanitized body: its id, and its self-link's address and name. */
function headings(html: string, lang: "en" | "cs" = "en") {
  const body = sanitizeContent(html, { ...sanitizeOptions(parseConfig(process.env)), lang });
  const found: { id: unknown; href: unknown; label: unknown }[] = [];
  const visit = (node: { children?: unknown[] }) => {
    for (const child of (node.children ?? []) as Element[]) {
      if (child.type !== "element") continue;
      if (/^h[2-6]$/.test(child.tagName)) {
        const last = child.children.at(-1);
        const link = last?.type === "element" ? last : undefined;
        found.push({
          id: child.properties.id,
          href: link?.properties.href,
          label: link?.properties.ariaLabel,
        });
      }
      visit(child);
    }
  };
  visit(fromHtml(body, { fragment: true }));
  return { body, found };
}

describe("a post's headings", () => {
  it("get readable ids from their words, Czech letters without their marks, each with a link to itself", () => {
    const { found } = headings("<h2>Výsledky a diskuse (2024)</h2><p>x</p><h3>Žluťoučký kůň</h3>", "cs");
    expect(found).toEqual([
      {
        id: "user-content-vysledky-a-diskuse-2024",
        href: "#user-content-vysledky-a-diskuse-2024",
        label: "Odkaz na oddíl Výsledky a diskuse (2024)",
      },
      {
        id: "user-content-zlutoucky-kun",
        href: "#user-content-zlutoucky-kun",
        label: "Odkaz na oddíl Žluťoučký kůň",
      },
    ]);
  });

  it("keep the editor's own anchors, and never take an id the post already uses (footnotes, repeats)", () => {
    const { found } = headings(
      '<h2 id="methods">Our methods</h2><h2>Results</h2><h2>Results</h2><h2>Note</h2><p id="note">x</p>',
    );
    expect(found.map((heading) => heading.id)).toEqual([
      "user-content-methods",
      "user-content-results",
      "user-content-results-2",
      "user-content-note-2",
    ]);
  });

  it("are unchanged when sanitized again: one id, one link", () => {
    const once = sanitizeContent("<h2>Safety first</h2><p>The chamber</p>");
    expect(sanitizeContent(once)).toBe(once);
  });

  it("inside a link get an id but no link of their own; empty ones get neither", () => {
    const { body } = headings('<a href="/x"><h2>Linked</h2></a><h2> </h2>');
    expect(body).toContain('<h2 id="user-content-linked">Linked</h2>');
    expect(body).toContain("<h2> </h2>");
  });

  it("keep long ids short, cut between words", () => {
    const { found } = headings(`<h2>${"nanofiber ".repeat(12)}</h2>`);
    expect(found[0]!.id).toBe(`user-content-${Array(6).fill("nanofiber").join("-")}`);
  });
});
