import { expect } from "vitest";

/** What must never reach a page: handlers, script URLs, elements that run, load or submit anything. */
const TRACES = [
  /\son[a-z]+\s*=/i,
  /javascript:|vbscript:|data:/i,
  /<(script|style|iframe|object|embed|form|input|button|textarea|select|svg|annotation-xml|mglyph|maction|base|meta|link|noscript|template|xmp|noembed|noframes|title|frame)\b/i,
  /autoplay|url\(|expression|@import|position/i,
  /\sid="(?!user-content-)/i,
  // A link only on <a>: MathML's href (Firefox follows it) or any other element's never passes.
  /<(?!a\s)[a-z][a-z0-9-]*\s[^>]*\b(href|src)\s*=\s*"(?!\/image\?|\/)/i,
];

export function expectNoTrace(html: string) {
  for (const trace of TRACES) expect(html).not.toMatch(trace);
}
