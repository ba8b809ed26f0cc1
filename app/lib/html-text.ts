// Plain text from the HTML of titles and excerpts, for meta tags, feeds and the tab title, and a post's body
// as lines for search snippets. Shared by server and browser. Its input is HTML the server already sanitized (app/server/sanitize/sanitize.server.ts), which holds
// only inline and paragraph tags and writes out no character references but &amp; &lt; &gt; &quot; and
// numeric ones, so no HTML parser is needed here.

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] !== "#") return NAMED[code.toLowerCase()] ?? whole;
    const n = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
  });
}

/** Spaces, tabs and line ends: not the non-breaking spaces, which keep what belongs together on one line. */
const SPACES = /[ \t\n\r\f]+/g;

/**
 * Text of sanitized HTML: paragraphs and line breaks become spaces, other tags vanish, entities decoded; its
 * non-breaking spaces kept.
 */
export function htmlToText(html: string): string {
  return decode(html.replace(/<\/p>|<br\s*\/?>/gi, " ").replace(/<[^>]*>/g, ""))
    .replace(SPACES, " ")
    .trim();
}

/** Tags that begin or end a block of text: a heading and the paragraph after it are two lines, not one. */
const BLOCK_TAG =
  /<\/?(?:p|h[1-6]|li|dt|dd|ul|ol|dl|blockquote|pre|figure|figcaption|table|caption|tr|div|section|details|summary|hr|br)\b[^>]*>/gi;

/** Text of a post's sanitized body, one line per block (heading, paragraph, list item, table row). */
export function htmlToLines(html: string): string {
  return decode(
    html
      .replace(SPACES, " ")
      .replace(BLOCK_TAG, "\n")
      .replace(/<\/t[dh]>/gi, " ")
      .replace(/<[^>]*>/g, ""),
  )
    .split("\n")
    .map((line) => line.replace(SPACES, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}
