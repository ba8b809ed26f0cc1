// A post the pipeline could not finish (over the size limit or the time budget) is shown as its plain text,
// under a short note. This reads the HTML in one pass without parsing it into a tree: tags are dropped, block
// ends become paragraph breaks, and everything written out is escaped, so nothing in it can be markup.
import { POST_SHOWN_AS_TEXT_IN } from "~/content/posts";
import type { Post } from "~/lib/posts";
import type { SanitizeOptions } from "./options.server";
import { sanitizePostFields } from "./post.server";

/** At most this many characters of text are kept: the note says the post is not shown in full. */
const MAX_TEXT = 200_000;

const BLOCK_TAGS = new Set([
  "p",
  "div",
  "br",
  "li",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "tr",
  "blockquote",
  "pre",
]);
/** Their text is code or hidden: not part of what a reader would see. */
const HIDDEN_TAGS = new Set(["script", "style", "template", "textarea", "title", "noscript"]);

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Decodes numeric and the commonest named character references; others stay as written. */
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name[0] !== "#") return NAMED[name.toLowerCase()] ?? whole;
    const code =
      name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : "";
  });
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The paragraphs of text in `html`: tags dropped, hidden elements' text dropped up to their end tag. */
function plainParagraphs(html: string): string[] {
  const paragraphs: string[] = [];
  let current = "";
  let length = 0;
  let i = 0;
  const lower = html.toLowerCase();
  const lastClose = new Map<string, number>();
  const closes = (name: string) => {
    if (!lastClose.has(name)) lastClose.set(name, lower.lastIndexOf(`</${name}`));
    return lastClose.get(name)!;
  };
  const flush = () => {
    const text = decode(current).replace(/\s+/g, " ").trim();
    if (text) paragraphs.push(text);
    length += text.length;
    current = "";
  };
  while (i < html.length && length < MAX_TEXT) {
    const open = html.indexOf("<", i);
    const textEnd = open < 0 ? html.length : open;
    current += html.slice(i, textEnd);
    if (open < 0) break;
    const close = html.indexOf(">", open);
    if (close < 0) break;
    const name = /^<\/?([a-z][a-z0-9]*)/i.exec(html.slice(open, open + 12))?.[1]?.toLowerCase() ?? "";
    i = close + 1;
    if (BLOCK_TAGS.has(name)) flush();
    if (HIDDEN_TAGS.has(name) && html[open + 1] !== "/") {
      // Never closed, it hides nothing: what follows is the post's text.
      if (closes(name) >= i) i = lower.indexOf(`</${name}`, i);
    }
  }
  flush();
  return paragraphs;
}

/** Plain text, escaped: safe as HTML. */
const plain = (html: string) => escape(plainParagraphs(html).join(" "));

/** The post as text under the note; titles, excerpts and names as text too. */
export function plainTextPost(post: Post, options: SanitizeOptions): Post {
  const body = plainParagraphs(post.content.rendered)
    .map((text) => `<p>${escape(text)}</p>`)
    .join("\n");
  const note = POST_SHOWN_AS_TEXT_IN[post.lang ?? "en"];
  const content = `<p><em>${escape(note)}</em></p>\n${body}`;
  const excerpt = (html: string) => {
    const text = plain(html);
    return text ? `<p>${text}</p>` : "";
  };
  return sanitizePostFields(post, content, options, {
    title: plain,
    excerpt,
    name: (html) => plainParagraphs(html).join(" "),
  });
}
