import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { blockEditorContent } from "#tests/support/block-editor-fixture";
import {
  sanitizeContent,
  sanitizeExcerpt,
  sanitizeName,
  sanitizeTitle,
} from "#tests/support/sanitize-fields";
import { expectNoTrace } from "#tests/support/sanitize-traces";
import { siteFiles } from "./site-files.server";

beforeEach(() => vi.stubEnv("SITE_URL", "https://www.example.com"));
afterEach(() => vi.unstubAllEnvs());

describe("block-editor content from WordPress", () => {
  const media = "https://media.example.com";
  const options = { siteUrl: "https://www.example.com", mediaOrigins: [media], siteFiles: siteFiles() };
  const html = sanitizeContent(blockEditorContent(media), options);
  const upload = (name: string) => `${media}/wp-content/uploads/2025/06/${name}`;

  it("keeps headings (h2 to h4) with their block class and the editor's anchors under the clobber prefix", () => {
    expect(html).toContain(
      '<h2 class="wp-block-heading" id="user-content-h-why-multimode">Why multimode?<a class="heading-self-link" href="#user-content-h-why-multimode" aria-label="Link to the section Why multimode?"></a></h2>',
    );
    expect(html).toContain(
      '<h3 class="wp-block-heading" id="user-content-h-what-we-measured">What we measured<a class="heading-self-link" href="#user-content-h-what-we-measured" aria-label="Link to the section What we measured"></a></h3>',
    );
    // A heading without an anchor gets one from its words.
    expect(html).toContain(
      '<h4 class="wp-block-heading" id="user-content-further-reading">Further reading<a class="heading-self-link" href="#user-content-further-reading" aria-label="Link to the section Further reading"></a></h4>',
    );
  });

  it("points images from the media host at the image endpoint, with srcset and sizes for the column", () => {
    // The largest of WordPress's sizes (the 1600 px original) is the source of every width.
    const at = (width: number) =>
      `/image?v=1&amp;w=${width}&amp;src=${encodeURIComponent(upload("spinning-room.jpg"))}`;
    const srcset = [360, 640, 828, 1080, 1280, 1920].map((width) => `${at(width)} ${width}w`).join(", ");
    expect(html).toContain(
      `<figure class="wp-block-image size-large"><img width="1024" height="576" src="${at(1080)}" alt="The spinning room with three electrospinning units" class="wp-image-412" srcset="${srcset}" sizes="(min-width: 768px) 720px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)" loading="lazy" decoding="async" /><figcaption class="wp-element-caption">`,
    );
    // A small image aligned beside the text is laid out at most its own width.
    expect(html).toMatch(
      /<figure class="wp-block-image alignleft size-medium"><img loading="lazy" width="300" [^>]*sizes="\(min-width: 768px\) 300px, min\(300px, calc\(100vw - 32px\)\)"/,
    );
    expect(html).not.toContain(`src="${media}`);
    expect(html).not.toContain(`srcset="${media}`);
  });

  it("keeps nested lists, an ordered list's start and tables with thead, tbody and tfoot", () => {
    expect(html).toContain(
      '<ul class="wp-block-list">\n<li>Fibre diameter (SEM, 100 fibres per sample)</li>',
    );
    expect(html).toContain(
      '<li>Release of the model drug over <strong>14 days</strong>\n<ul class="wp-block-list">',
    );
    expect(html).toContain('<ol class="wp-block-list" start="3">');
    expect(html).toContain(
      '<figure class="wp-block-table is-style-stripes"><div class="table-scroll" role="region" tabindex="0" aria-label="Diameters of PCL fibres by spinning mode."><table class="has-fixed-layout"><thead><tr><th>Mode</th><th class="has-text-align-right">Diameter (nm)</th><th>Throughput</th></tr></thead><tbody><tr><td>Needle</td><td class="has-text-align-right">250 \u00b1 40</td>',
    );
    expect(html).toContain("<tfoot><tr><td>Mean</td>");
    expect(html).toContain(
      '</table></div><figcaption class="wp-element-caption">Diameters of PCL fibres by spinning mode.</figcaption></figure>',
    );
  });

  it("keeps quotes, pullquotes, code and aligned paragraphs", () => {
    expect(html).toContain(
      '<blockquote class="wp-block-quote is-layout-flow wp-block-quote-is-layout-flow">\n<p>Fibre diameter is the first parameter',
    );
    expect(html).toContain("<cite>Dr. Jana Nov\u00e1kov\u00e1</cite></blockquote>");
    expect(html).toContain(
      '<figure class="wp-block-pullquote"><blockquote><p>A scaffold should disappear as fast as the tissue grows.</p><cite>Lab notebook, 2025</cite></blockquote></figure>',
    );
    expect(html).toContain(
      '<pre class="wp-block-code"><code>solution = pcl(12 %) + gelatin(3 %)\nif humidity > 40 % and voltage &lt; 15 kV:\n    expect("beads")</code></pre>',
    );
    expect(html).toContain('<p class="has-text-align-center">Water contact angle');
  });

  it("keeps links: external ones marked, own, mail and phone ones as they are", () => {
    expect(html).toContain(
      '<a href="https://doi.org/10.1000/xyz123" rel="noopener noreferrer">core\u2013shell fibres</a>',
    );
    expect(html).toContain('<a href="/products">products</a>');
    expect(html).toContain('<a href="mailto:lab@example.com">lab@example.com</a>');
    expect(html).toContain('<a href="tel:+420123456789">+420\u00a0123\u00a0456\u00a0789</a>');
  });

  it("removes the file-download block and the PDF object with their content, and the video's player", () => {
    expect(html).not.toContain("protocol.pdf");
    expect(html).not.toContain("Download");
    expect(html).not.toContain("<iframe");
    expect(html).toContain('<p class="wp-block-embed__title">Electrospinning in 60 seconds</p>');
    expectNoTrace(html);
  });

  it("comes out the same when sanitized twice", () => {
    expect(sanitizeContent(html, options)).toBe(html);
  });
});

describe("titles, excerpts and names", () => {
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

  it("names become plain text: tags and script dropped, entities decoded", () => {
    expect(sanitizeName("Dr. <b>Jana</b> Nov&aacute;kov&aacute; &amp; team <script>x</script>")).toBe(
      "Dr. Jana Nováková & team",
    );
  });
});
