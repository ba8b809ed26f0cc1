import { afterEach, describe, expect, it, vi } from "vitest";
import type { Post } from "~/lib/posts";
import {
  htmlToText,
  isExternalHref,
  safeImageUrl,
  sanitizeContent,
  sanitizeExcerpt,
  sanitizePost,
  sanitizeTitle,
} from "./sanitize.server";

afterEach(() => vi.unstubAllEnvs());

describe("sanitizeContent removes dangerous constructs", () => {
  it.each([
    ["script elements with their code", "<p>a</p><script>alert(1)</script>", "<p>a</p>"],
    ["style elements with their rules", "<style>body{display:none}</style><p>a</p>", "<p>a</p>"],
    [
      "event handlers",
      '<img src="/x.png" onerror="alert(1)" alt="x">',
      '<img src="/x.png" alt="x" loading="lazy" decoding="async" />',
    ],
    ["javascript: links", '<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ["entity-encoded javascript: links", '<a href="&#106;avascript:alert(1)">x</a>', "<a>x</a>"],
    ["data: links", '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">x</a>', "<a>x</a>"],
    [
      "data: images",
      '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="">',
      '<img alt="" loading="lazy" decoding="async" />',
    ],
    [
      "style attributes",
      '<p style="display:none">a</p><div style="position:fixed;inset:0">b</div>',
      "<p>a</p><div>b</div>",
    ],
    [
      "object elements with their fallback",
      '<object data="/f.pdf"><p>fallback</p></object><p>a</p>',
      "<p>a</p>",
    ],
    ["embeds", '<embed src="/f.swf"><p>a</p>', "<p>a</p>"],
    [
      "iframes with their content",
      '<iframe src="https://evil.example/"><p>x</p></iframe><p>a</p>',
      "<p>a</p>",
    ],
    [
      "forms with their inputs and labels",
      '<form action="https://evil.example/"><label>Password <input type="password"></label><button>Go</button></form><p>a</p>',
      "<p>a</p>",
    ],
    [
      "file-download blocks with their content",
      '<div class="wp-block-file"><a href="/f.pdf">report.pdf</a><a href="/f.pdf" class="wp-block-file__button" download>Download</a></div><p>a</p>',
      "<p>a</p>",
    ],
    ["svg with script", '<svg><script>alert(1)</script><circle r="1"/></svg><p>a</p>', "<p>a</p>"],
    [
      "meta refresh and base",
      '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/"><p>a</p>',
      "<p>a</p>",
    ],
    [
      "utility classes that could hide or cover the page",
      '<div class="hidden fixed inset-0 wp-block-group">a</div>',
      '<div class="wp-block-group">a</div>',
    ],
  ])("%s", (_name, input, expected) => {
    expect(sanitizeContent(input)).toBe(expected);
  });

  it("keeps no trace of an attack spread over several constructs", () => {
    const html = sanitizeContent(
      '<p onclick="x()">Hi <a href=" JaVaScRiPt:alert(1)" onmouseover="y()">there</a></p><img src=x onerror=alert(1)>',
    );
    expect(html).not.toMatch(/javascript|onclick|onmouseover|onerror|alert/i);
    expect(html).toContain("<p>Hi <a>there</a></p>");
  });
});

describe("sanitizeContent keeps the article", () => {
  it("keeps headings, lists, tables, figures, quotes, code and images", () => {
    const html = [
      '<h2>Why</h2><h3>How</h3><ul><li>One</li></ul><ol start="3"><li>Three</li></ol>',
      '<figure class="wp-block-table"><table><thead><tr><th scope="col">Mode</th></tr></thead><tbody><tr><td colspan="2">250</td></tr></tbody></table><figcaption>Diameters</figcaption></figure>',
      '<blockquote><p>Quote</p></blockquote><pre><code class="language-ts">const a = 1 &lt; 2;</code></pre>',
      '<figure class="wp-block-image"><img src="https://cdn.example.com/a.png" alt="Fibres" width="1200" height="675" loading="eager"></figure>',
    ].join("");
    expect(sanitizeContent(html)).toBe(
      html.replace('loading="eager">', 'loading="eager" decoding="async" />'),
    );
  });

  it("turns an h1 in the body into an h2 (the page has one h1: the title)", () => {
    expect(sanitizeContent("<h1>Title again</h1>")).toBe("<h2>Title again</h2>");
  });

  it("marks external links noopener noreferrer and leaves own links alone", () => {
    vi.stubEnv("SITE_URL", "https://www.example.com");
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

  it("keeps WordPress's entities rendering the same characters", () => {
    expect(
      sanitizeContent("<p>Fibres &#8211; 250&nbsp;nm &amp; less &lt;tag&gt; &#8220;quoted&#8221;</p>"),
    ).toBe("<p>Fibres \u2013 250\u00a0nm &amp; less &lt;tag&gt; \u201cquoted\u201d</p>");
  });
});

describe("titles and excerpts", () => {
  it("titles keep inline tags and entities only", () => {
    expect(
      sanitizeTitle('Gelatin &amp; PCL: <em>in vitro</em> <a href="/x">results</a><br><script>x()</script>'),
    ).toBe("Gelatin &amp; PCL: <em>in vitro</em> results");
  });

  it("excerpts keep paragraphs and inline formatting but no links", () => {
    expect(
      sanitizeExcerpt('<p>How <em>multimode</em> spinning <a href="/more">works</a></p><h2>x</h2>\n'),
    ).toBe("<p>How <em>multimode</em> spinning works</p>x");
  });
});

describe("helpers", () => {
  it("htmlToText strips markup and decodes entities", () => {
    expect(htmlToText("Dr. <b>Jana</b> Nov&aacute;kov&aacute; &amp; team <script>x</script>")).toBe(
      "Dr. Jana Nováková & team",
    );
  });

  it("safeImageUrl accepts http(s) and root-relative addresses only", () => {
    expect(safeImageUrl("https://cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
    expect(safeImageUrl("/images/blog/a.svg")).toBe("/images/blog/a.svg");
    expect(safeImageUrl("javascript:alert(1)")).toBeUndefined();
    expect(safeImageUrl("data:image/png;base64,AAAA")).toBeUndefined();
    expect(safeImageUrl("//evil.example/a.png")).toBeUndefined();
    expect(safeImageUrl(42)).toBeUndefined();
  });

  it("isExternalHref compares against SITE_URL", () => {
    vi.stubEnv("SITE_URL", "https://www.example.com");
    expect(isExternalHref("https://example.org/")).toBe(true);
    expect(isExternalHref("//example.org/")).toBe(true);
    expect(isExternalHref("https://www.example.com/blog")).toBe(false);
    expect(isExternalHref("/blog")).toBe(false);
  });
});

describe("sanitizePost", () => {
  it("sanitizes every HTML field and reduces names to text", () => {
    const post: Post = {
      id: 1,
      slug: "x",
      date: "2025-01-01T10:00:00",
      title: { rendered: "<img src=x onerror=alert(1)>Title" },
      excerpt: { rendered: '<p onclick="x()">Ex</p>' },
      content: { rendered: "<p>Body</p><script>alert(1)</script>" },
      jetpack_featured_media_url: "javascript:alert(1)",
      _embedded: {
        author: [{ id: 2, name: '<b onmouseover="x()">Eve</b> &amp; Co' }],
        "wp:featuredmedia": [{ id: 3, source_url: "data:image/png;base64,AA", alt_text: "a" }],
        "wp:term": [[{ id: 4, name: "Drug Delivery &amp; Release", slug: "dd", taxonomy: "category" }], []],
      },
    };
    expect(sanitizePost(post)).toEqual({
      id: 1,
      slug: "x",
      date: "2025-01-01T10:00:00",
      title: { rendered: "Title" },
      excerpt: { rendered: "<p>Ex</p>" },
      content: { rendered: "<p>Body</p>" },
      _embedded: {
        author: [{ id: 2, name: "Eve & Co" }],
        "wp:term": [[{ id: 4, name: "Drug Delivery & Release", slug: "dd", taxonomy: "category" }], []],
      },
    });
  });
});
