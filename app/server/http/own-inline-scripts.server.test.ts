// The policy's hashes come from the scripts the browser will see: a post's `<script` in an alt text, a caption, a
// title or a code block hides none of the site's scripts and adds none of its own.
import { createHash } from "node:crypto";
import { parse } from "parse5";
import { describe, expect, it } from "vitest";
import { ownInlineScripts } from "./own-inline-scripts.server";

const MARK = "m4rk-of-this-render";
const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

const THEME = "document.documentElement.dataset.js = '1';";
const RESTORE = 'window.history.scrollRestoration = "manual"; /* < and </p> are text here */';
const CONTEXT = 'window.__reactRouterContext = {"a":"\\u003cscript"};';
/** What a hostile post brings, as the sanitizer writes it: `<` raw in attribute values, text escaped. */
const POST = [
  '<figure><img src="/image?src=x" alt="<script nonce=&quot;guess&quot;>alert(1)</script>" width="1" height="1">',
  "<figcaption>&lt;script&gt;alert(2)&lt;/script&gt;</figcaption></figure>",
  '<p title="<script>alert(3)"><abbr title="a<script">x</abbr></p>',
  "<pre><code>&lt;script src=x&gt;&lt;/script&gt;</code></pre>",
].join("");

const page = (post: string) =>
  `<!DOCTYPE html><html><head><script nonce="${MARK}">${THEME}</script>` +
  `<link rel="modulepreload" href="/assets/a.js" nonce="${MARK}"/></head>` +
  `<body><main><article>${post}</article></main>` +
  `<script nonce="${MARK}">${RESTORE}</script><script nonce="${MARK}">${CONTEXT}</script>` +
  `<script nonce="${MARK}">${RESTORE}</script>` +
  `<script type="module" src="/assets/entry.js" nonce="${MARK}"></script></body></html>`;

describe("the hashes of a page's own inline scripts", () => {
  it("are every script the site wrote, in order, once each, whatever a post holds before them", () => {
    const { hashes } = ownInlineScripts(page(POST), MARK);
    expect(hashes).toEqual([sha256(THEME), sha256(RESTORE), sha256(CONTEXT)]);
    expect(ownInlineScripts(page(""), MARK).hashes).toEqual(hashes);
  });

  it("never include a script that came with a post, or one whose mark a post guessed", () => {
    const { hashes } = ownInlineScripts(page(`${POST}<script>alert(4)</script>`), MARK);
    expect(hashes).toHaveLength(3);
    for (const text of ["alert(1)", "alert(4)", 'alert(1)</script>" width="1" height="1">']) {
      expect(hashes).not.toContain(sha256(text));
    }
    expect(ownInlineScripts(page(POST), "guess").hashes).toEqual([]);
  });

  it("sends the page without the mark and with < in attribute values written &lt;, the same values", () => {
    const { html } = ownInlineScripts(page(POST), MARK);
    expect(html).not.toContain(MARK);
    expect(html).toContain('alt="&lt;script nonce=&quot;guess&quot;>alert(1)&lt;/script>"');
    expect(html).toContain('title="&lt;script>alert(3)"');
    expect(html).toContain(RESTORE); // a script's text is not an attribute: left as it is
    const values = (source: string) => {
      const found: string[] = [];
      const walk = (node: { attrs?: { value: string }[]; childNodes?: unknown[] }) => {
        for (const { value } of node.attrs ?? []) found.push(value);
        for (const child of node.childNodes ?? []) walk(child as typeof node);
      };
      walk(parse(source) as unknown as Parameters<typeof walk>[0]);
      return found;
    };
    expect(values(html)).toEqual(values(page(POST).split(` nonce="${MARK}"`).join("")));
    expect(values(html).filter((value) => value.includes("<"))).toHaveLength(3);
  });
});
