// Posts of the browser specs that the shared fake WordPress (shared-wordpress.ts) finds by slug only, so the
// lists other specs count stay as they are: the equations of math.spec.ts, the post with `<script` in its
// attributes of csp-hostile-post.spec.ts, and post-addresses.spec.ts's post full of addresses and its climbing
// blocks.
import { readFileSync } from "node:fs";
import temml from "temml";
import { renderedLikeWordPress } from "#tests/support/block-fixtures";
import { fixturePosts, type RawPost } from "#tests/support/fake-wordpress-fixtures";
import { postAddressesSiteURL } from "./blog-servers";

function post(id: number, slug: string, title: string, content: string): RawPost {
  return {
    id,
    slug,
    date: "2025-07-01T09:30:00",
    title: { rendered: title },
    excerpt: { rendered: `<p>${title}.</p>`, protected: false },
    content: { rendered: content, protected: false },
    _embedded: { author: [{ id: 2, name: "Dr. Jana Nov\u00e1kov\u00e1" }], "wp:term": [[], []] },
  };
}

export const EQUATIONS_SLUG = "equations";
const MATH_BLOCK = readFileSync("tests/support/fixtures/gutenberg-blocks/core__math.html", "utf8");
/** A display equation far wider than the column, as the Math block saves one (temml, without the outer tag). */
const WIDE = () =>
  temml
    .renderToString(Array.from({ length: 40 }, (_, i) => `a_{${i + 1}}x^{${i + 1}}`).join(" + "), {
      displayMode: true,
      annotate: true,
    })
    .replace(/^<math[^>]*>/, '<math display="block">');
const INLINE = () =>
  temml.renderToString("Q = k_H \\sqrt{t}", { annotate: true }).replace(/^<math[^>]*>/, "<math>");

/** WordPress's Math block (Gutenberg's own fixture), inline math, and a display equation wider than the column. */
const equations = (origin: string): RawPost => ({
  ...post(
    931,
    EQUATIONS_SLUG,
    "Equations",
    `${renderedLikeWordPress(MATH_BLOCK, origin)}<p id="inline">Early release follows ${INLINE()} for a while.</p><div class="wp-block-math" id="wide">${WIDE()}</div>`,
  ),
  date: "2025-07-10T09:30:00",
  excerpt: { rendered: "<p>Equations.</p>", protected: false },
});

export const SCRIPT_IN_ATTRIBUTES_SLUG = "script-in-attributes";
const filler = Array.from(
  { length: 40 },
  (_, n) => `<p>Paragraph ${n + 1}: fibres spun from a polymer solution, long enough to scroll.</p>`,
).join("\n");
/** `<script` where a pattern would take it for a tag: in attribute values, a caption and a code block. */
const scriptInAttributes = (origin: string): RawPost => ({
  ...fixturePosts(origin)[0]!,
  id: 961,
  slug: SCRIPT_IN_ATTRIBUTES_SLUG,
  content: {
    rendered: `${filler}
<figure class="wp-block-image"><img src="${origin}/wp-content/uploads/2025/06/fixture-post-03.png" alt="<script>window.__postRan = 'alt'</script><script" width="800" height="450"/>
<figcaption>A caption &lt;script&gt;window.__postRan = 'caption'&lt;/script&gt; <script>window.__postRan = 'caption script'</script></figcaption></figure>
<p title="<script nonce=&quot;guess&quot;>window.__postRan = 'title'">A paragraph with a title <abbr title="a<script">abbr</abbr>.</p>
<pre class="wp-block-code"><code>&lt;script&gt;window.__postRan = 'code'&lt;/script&gt;</code></pre>
${filler}`,
    protected: false,
  },
});

export const FLOOD_SLUG = "a-post-full-of-addresses";
export const COVER_SLUG = "a-post-that-climbs";

/** 130 images at the .data, proxy and page addresses of post-addresses' site, in their other spellings too. */
function floodPost(): string {
  const port = new URL(postAddressesSiteURL).port;
  const spellings = [
    "/blog.data?page=%d",
    "/api/wordpress?path=%2Fposts&params=page%3D%d",
    "/blog?page=%d",
    `//127.0.0.1:${port}/blog.data?n=%d`,
    "/%62log.data?n=%d",
    "/./blog.data?n=%d",
    "/images/../blog.data?n=%d",
    `/\\127.0.0.1:${port}/blog.data?n=%d`,
    "/social/blog/x-%d.png",
    "/images/missing-%d.svg",
  ];
  const images = Array.from({ length: 130 }, (_, k) => {
    const address = spellings[k % spellings.length]!.replace("%d", String(k));
    return `<img src="${address}" alt="Figure ${k}" width="10" height="10" loading="eager">`;
  });
  return [
    `<p>${images.join(" ")}</p>`,
    '<figure class="wp-block-video"><video src="/blog.data?v" poster="/blog.data?poster"></video></figure>',
    "<div style=\"background-image:url('/blog.data?bg');min-height:10px\">Background</div>",
  ].join("");
}

export const CLIMBERS = [
  "margin-top:calc(0px - 400px)",
  "margin-top:min(-400px, 0px)",
  "margin-top:-400px",
  "margin:max(-400px, -1px) 0 0",
  "margin-top:clamp(-400px, -50vh, -100px)",
];

/** Every post here, as the fake WordPress at `origin` serves them. */
export function unlistedSpecPosts(origin: string): RawPost[] {
  return [
    equations(origin),
    scriptInAttributes(origin),
    post(951, FLOOD_SLUG, "A post full of addresses", floodPost()),
    post(
      952,
      COVER_SLUG,
      "A post that climbs",
      CLIMBERS.map((style, k) => `<div class="wp-block-group" style="${style}">Block ${k}</div>`).join(""),
    ),
  ];
}
