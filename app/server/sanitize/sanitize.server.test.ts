import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoTrace } from "#tests/support/sanitize-traces";
import { corpusContent, marker, PAYLOADS, payloadNumber } from "#tests/support/xss-payloads";
import { sanitizeContent, sanitizeExcerpt, sanitizeTitle } from "#tests/support/sanitize-fields";

beforeEach(() => vi.stubEnv("SITE_URL", "https://www.example.com"));
afterEach(() => vi.unstubAllEnvs());

describe("sanitizeContent removes dangerous constructs", () => {
  it.each([
    ["script elements with their code", "<p>a</p><script>alert(1)</script>", "<p>a</p>"],
    ["style elements with their rules", "<style>body{display:none}</style><p>a</p>", "<p>a</p>"],
    [
      "event handlers",
      '<img src="/icon-192.png" onerror="alert(1)" alt="x">',
      '<img src="/icon-192.png" alt="x" loading="lazy" decoding="async" />',
    ],
    ["javascript: links", '<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ["entity-encoded javascript: links", '<a href="&#106;avascript:alert(1)">x</a>', "<a>x</a>"],
    ["javascript: split by a tab", '<a href="java&#x09;script:alert(1)">x</a>', "<a>x</a>"],
    ["vbscript: links", '<a href="vbscript:msgbox(1)">x</a>', "<a>x</a>"],
    ["data: links", '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">x</a>', "<a>x</a>"],
    ["data: images", '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="">', ""],
    [
      "style attributes",
      '<p style="display:none">a</p><div style="position:fixed;inset:0">b</div>',
      "<p>a</p><div>b</div>",
    ],
    [
      "data-* and aria-* attributes and names; ids kept under the clobber prefix",
      '<p data-x="1" aria-hidden="true" id="content" name="x">a</p><a href="/a" id="top" name="top">b</a>',
      '<p id="user-content-content">a</p><a href="/a" id="user-content-top">b</a>',
    ],
    [
      "object elements with their fallback",
      '<object data="/f.pdf"><p>fallback</p></object><p>a</p>',
      "<p>a</p>",
    ],
    ["embeds", '<embed src="/f.swf"><p>a</p>', "<p>a</p>"],
    [
      "iframes with their content (a link to a web address instead)",
      '<iframe src="https://evil.example/"><p>x</p></iframe><iframe src="javascript:alert(1)"></iframe><p>a</p>',
      '<a href="https://evil.example/" rel="noopener noreferrer">https://evil.example/</a><p>a</p>',
    ],
    [
      "forms with their inputs and labels",
      '<form action="https://evil.example/"><label>Password <input type="password"></label><button>Go</button></form><p>a</p>',
      "<p>a</p>",
    ],
    [
      "controls outside forms",
      '<input value="x"><button>Go</button><textarea>t</textarea><select><option>o</option></select><p>a</p>',
      "<p>a</p>",
    ],
    [
      "file-download blocks with their content",
      '<div class="wp-block-file"><a href="/f.pdf">report.pdf</a><a href="/f.pdf" class="wp-block-file__button" download>Download</a></div><p>a</p>',
      "<p>a</p>",
    ],
    ["svg with script", '<svg><script>alert(1)</script><circle r="1"/></svg><p>a</p>', "<p>a</p>"],
    [
      "MathML's HTML islands, outside pictures, links and actions (the equation kept)",
      '<math href="/a"><annotation-xml encoding="text/html"><p>h</p></annotation-xml><mglyph src="/a.png"></mglyph><maction actiontype="toggle"><mi>x</mi></maction></math><p>a</p>',
      "<math><mi>x</mi></math><p>a</p>",
    ],
    [
      "audio and video from elsewhere (a link to the file instead) or with no web address",
      '<video src="https://evil.example/v.mp4" autoplay>v</video><audio src="data:audio/mp3,AA">a</audio><p>a</p>',
      '<a href="https://evil.example/v.mp4" rel="noopener noreferrer">v.mp4</a><p>a</p>',
    ],
    [
      "noscript and template",
      "<noscript><p>n</p></noscript><template><p>t</p></template><p>a</p>",
      "<p>a</p>",
    ],
    [
      "meta refresh, base and link",
      '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css"><p>a</p>',
      "<p>a</p>",
    ],
    ["comments", "<p>a<!-- note --></p>", "<p>a</p>"],
    [
      "utility classes that could hide or cover the page",
      '<div class="hidden fixed inset-0 wp-block-group">a</div>',
      '<div class="wp-block-group">a</div>',
    ],
  ])("%s", (_name, input, expected) => {
    expect(sanitizeContent(input)).toBe(expected);
  });

  it("unwraps other disallowed elements and keeps their text", () => {
    expect(sanitizeContent("<section><marquee>Moving</marquee> <font color=red>text</font></section>")).toBe(
      "Moving text",
    );
  });

  it("keeps no trace of an attack spread over several constructs", () => {
    const html = sanitizeContent(
      '<p onclick="x()">Hi <a href=" JaVaScRiPt:alert(1)" onmouseover="y()">there</a></p><img src=x onerror=alert(1)>',
    );
    expect(html).not.toMatch(/javascript|onclick|onmouseover|onerror|alert/i);
    expect(html).toContain("<p>Hi <a>there</a></p>");
  });
});

describe("sanitizeContent reads malformed markup as a browser would and never loses what follows", () => {
  const around = (html: string) => `<p>Before</p>${html}<p>After</p><p>Last</p>`;

  it.each([
    ["an unclosed svg with onload", "<svg/onload=alert(1)>", "<p>Before</p><p>After</p><p>Last</p>"],
    ["an unclosed script", "<script>alert(1)", "<p>Before</p><p>After</p><p>Last</p>"],
    ["a script tag without its >", "<script", "<p>Before</p>After<p></p><p>Last</p>"],
    ["an unclosed style", "<style>p { display: none }", "<p>Before</p><p>After</p><p>Last</p>"],
    ["a style tag without its >", "<style", "<p>Before</p>After<p></p><p>Last</p>"],
    ["an unclosed noscript", "<noscript>", "<p>Before</p><p>After</p><p>Last</p>"],
    ["an unclosed textarea", "<textarea>Type here", "<p>Before</p><p>After</p><p>Last</p>"],
    ["an unclosed comment", "<!-- draft note", "<p>Before</p><p>After</p><p>Last</p>"],
    ["nested unclosed comments", "<!--<!--<!-- x", "<p>Before</p><p>After</p><p>Last</p>"],
    ["an unfinished tag", '<img src="x onerror=alert(1)>', "<p>Before</p><p>After</p><p>Last</p>"],
    ["an unclosed form", '<form action="/x">', "<p>Before</p><p>After</p><p>Last</p>"],
    ["an unclosed object", '<object data="/f.pdf">', "<p>Before</p><p>After</p><p>Last</p>"],
    ["an unclosed iframe", '<iframe src="https://evil.example/">', "<p>Before</p><p>After</p><p>Last</p>"],
    ["an unclosed template", "<template>", "<p>Before</p><p>After</p><p>Last</p>"],
    ["plaintext", "<plaintext>", "<p>Before</p><p>After</p><p>Last</p>"],
    [
      "misnested tags",
      "<b><i>bold italic</b> italic</i>",
      "<p>Before</p><b><i>bold italic</i></b><i> italic</i><p>After</p><p>Last</p>",
    ],
    [
      "a paragraph left open inside a list",
      "<ul><li><p>one<li>two</ul>",
      "<p>Before</p><ul><li><p>one</p></li><li>two</li></ul><p>After</p><p>Last</p>",
    ],
  ])("%s", (_name, html, expected) => {
    expect(sanitizeContent(around(html))).toBe(expected);
  });

  it("removes a closed element with its content but keeps what follows its end", () => {
    expect(sanitizeContent("<p>a</p><div><form><p>inside</p></div><p>After</p>")).toBe(
      "<p>a</p><div></div><p>After</p>",
    );
  });

  it("keeps a long post whole when an svg in its middle is never closed", () => {
    const paragraphs = Array.from({ length: 40 }, (_, i) => `<p>Paragraph ${i + 1}</p>`);
    paragraphs.splice(3, 0, "<svg/onload=alert(1)>");
    const html = sanitizeContent(paragraphs.join("\n"));
    expect(html.match(/<p>Paragraph \d+<\/p>/g)).toHaveLength(40);
    expectNoTrace(html);
  });
});

describe("the XSS corpus", () => {
  const call = (n: number) => `__xss(${n})`;
  const beacon = (n: number) => `http://127.0.0.1:9/xss/${n}`;

  it.each(PAYLOADS.map((payload) => [payload.name, payload] as const))("%s", (_name, payload) => {
    const n = payloadNumber(payload);
    const html = `<p>${marker.before(n)}</p>${payload.html(call(n), beacon(n))}<p>${marker.after(n)}</p>`;
    for (const sanitize of [sanitizeContent, sanitizeExcerpt, sanitizeTitle]) {
      const clean = sanitize(html);
      expectNoTrace(clean);
      // The listener's address may stay only as a link (a player or a frame from elsewhere becomes one).
      expect(
        clean.replace(/<a href="[^"]*"/g, "<a").replace(/<a\b[^>]*>[^<]*<\/a>/g, "<a></a>"),
      ).not.toContain("127.0.0.1");
      expect(clean).toContain(marker.after(n));
      // Written out and read again, the result is the same: no mutation between our parse and the browser's.
      expect(sanitize(clean)).toBe(clean);
    }
  });

  it("keeps every paragraph when all payloads share one post", () => {
    const html = sanitizeContent(corpusContent(call, beacon));
    const missing = PAYLOADS.map(payloadNumber).filter(
      (n) => !html.includes(marker.before(n)) || !html.includes(marker.after(n)),
    );
    expect(missing).toEqual([]);
    expectNoTrace(html);
  });
});

describe("sanitizeContent keeps the article", () => {
  it("keeps headings, lists, tables, figures, quotes, code and images", () => {
    const html = [
      '<h2 id="user-content-why">Why<a class="heading-self-link" href="#user-content-why" aria-label="Link to the section Why"></a></h2><h3 id="user-content-how">How<a class="heading-self-link" href="#user-content-how" aria-label="Link to the section How"></a></h3><ul><li>One</li></ul><ol start="3"><li>Three</li></ol>',
      '<figure class="wp-block-table"><table><thead><tr><th scope="col">Mode</th></tr></thead><tbody><tr><td colspan="2">250</td></tr></tbody></table><figcaption>Diameters</figcaption></figure>',
      '<blockquote><p>Quote</p></blockquote><pre><code class="language-ts">const a = 1 &lt; 2;</code></pre>',
      '<figure class="wp-block-image"><img src="/icon-512.png" alt="Fibres" width="1200" height="675" loading="eager"></figure>',
    ].join("");
    expect(sanitizeContent(html)).toBe(
      html
        .replace('loading="eager">', 'loading="eager" decoding="async" />')
        .replace(
          "<table>",
          '<div class="table-scroll" role="region" tabindex="0" aria-label="Diameters"><table>',
        )
        .replace("</table>", "</table></div>"),
    );
  });

  it("puts every table in a focusable region named by its caption, its figure's caption or its number", () => {
    const region = (label: string) =>
      `<div class="table-scroll" role="region" tabindex="0" aria-label="${label}">`;
    expect(sanitizeContent("<table><caption>Fibre <em>sizes</em></caption><tr><td>1</td></tr></table>")).toBe(
      `${region("Fibre sizes")}<table><caption>Fibre <em>sizes</em></caption><tbody><tr><td>1</td></tr></tbody></table></div>`,
    );
    expect(
      sanitizeContent("<p>a</p><table><tr><td>1</td></tr></table><table><tr><td>2</td></tr></table>"),
    ).toBe(
      `<p>a</p>${region("Table 1")}<table><tbody><tr><td>1</td></tr></tbody></table></div>${region("Table 2")}<table><tbody><tr><td>2</td></tr></tbody></table></div>`,
    );
    // An author's own div around the table becomes the region; the attributes are ours, not the author's.
    expect(
      sanitizeContent(
        '<div role="button" tabindex="-1" aria-label="x"><table><tr><td>1</td></tr></table></div>',
      ),
    ).toBe(`${region("Table 1")}<table><tbody><tr><td>1</td></tr></tbody></table></div>`);
    // Regions are given to tables only.
    expect(sanitizeContent('<div role="region" tabindex="0"><p>a</p></div>')).toBe("<div><p>a</p></div>");
  });

  it("turns an h1 in the body into an h2 (the page has one h1: the title)", () => {
    expect(sanitizeContent("<h1>Title again</h1>")).toMatch(
      /^<h2 id="user-content-title-again">Title again<a /,
    );
  });

  it("marks external links noopener noreferrer, drops targets and leaves own links alone", () => {
    expect(
      sanitizeContent('<a href="https://example.org/paper" target="_blank" title="Paper">paper</a>'),
    ).toBe('<a href="https://example.org/paper" title="Paper" rel="noopener noreferrer">paper</a>');
    expect(sanitizeContent('<a href="/products">products</a>')).toBe('<a href="/products">products</a>');
    expect(sanitizeContent('<a href="https://www.example.com/blog" rel="nofollow">blog</a>')).toBe(
      '<a href="https://www.example.com/blog">blog</a>',
    );
    expect(sanitizeContent('<a href="mailto:info@example.com">mail</a>')).toBe(
      '<a href="mailto:info@example.com">mail</a>',
    );
  });

  it("treats links that only look local as external", () => {
    for (const href of ["/\\evil.example/x", "//evil.example/x", "\\\\evil.example/x", "/\t/evil.example/x"])
      expect(sanitizeContent(`<a href="${href}">x</a>`)).toContain('rel="noopener noreferrer"');
  });

  it("drops image addresses and srcsets that only look local, leaving the alt text", () => {
    expect(sanitizeContent('<p><img src="/\\evil.example/x.png" alt="a"></p>')).toBe("<p>a</p>");
    expect(
      sanitizeContent('<img src="/icon-192.png" srcset="/icon-192.png 1x, //evil.example/b.png 2x" alt="a">'),
    ).toBe('<img src="/icon-192.png" alt="a" loading="lazy" decoding="async" />');
  });

  it("keeps WordPress's entities rendering the same characters", () => {
    expect(
      sanitizeContent("<p>Fibres &#8211; 250&nbsp;nm &amp; less &lt;tag&gt; &#8220;quoted&#8221;</p>"),
    ).toBe("<p>Fibres \u2013 250\u00a0nm &amp; less &lt;tag> \u201cquoted\u201d</p>");
  });
});
