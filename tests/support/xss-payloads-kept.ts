// Payloads aimed at what the sanitizer keeps rather than removes: inline styles (which pass a CSS allow-list),
// ids (kept under a prefix), video/audio players (kept from allowed origins) and MathML (kept as MathML Core). Part of PAYLOADS
// (xss-payloads.ts), written the same way.
import type { Payload } from "./xss-payloads";

export const STYLE_ID_AND_PLAYER_PAYLOADS: Payload[] = [
  // Inline styles: what the CSS allow-list must stop
  {
    name: "style: a fixed overlay over the whole page",
    live: false,
    html: () =>
      `<div style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:2147483647;background:#fff">Overlay</div>`,
  },
  {
    name: "style: url() to another host, quoted",
    live: true,
    html: (_, b) => `<p style="min-height:9px;background-image:url('${b}')">x</p>`,
  },
  {
    name: "style: url() through a custom property",
    live: true,
    html: (_, b) => `<p style="--bg:url(${b});min-height:9px;background:var(--bg)">x</p>`,
  },
  { name: "style: expression()", live: false, html: (c) => `<p style="width:expression(${c})">x</p>` },
  { name: "style: @import", live: false, html: (_, b) => `<p style="@import '${b}';color:red">x</p>` },
  { name: "style: behavior", live: false, html: (_, b) => `<p style="behavior:url(${b}.htc)">x</p>` },
  {
    name: "style: escaped property and url",
    live: true,
    html: (_, b) => `<p style="min-height:9px;background:\\75rl(${b})">x</p>`,
  },

  // Ids that could take the place of the page's own elements or of a global
  { name: "id __proto__", live: false, html: () => `<p id="__proto__">proto</p>` },
  {
    name: "id of the page's own main content",
    live: false,
    html: () => `<a id="main-content" href="#main-content">skip</a>`,
  },

  // Players with addresses that run or load from elsewhere
  {
    name: "video with a javascript: source",
    live: false,
    html: (c) => `<video controls src="javascript:${c}"></video>`,
  },
  {
    name: "audio with a data: source",
    live: false,
    html: () => `<audio controls><source src="data:audio/wav;base64,UklGRiQAAABXQVZF"></audio>`,
  },
  { name: "video poster javascript:", live: false, html: (c) => `<video poster="javascript:${c}"></video>` },
  {
    name: "video autoplay from another host",
    live: true,
    html: (_, b) => `<video autoplay muted src="${b}"></video>`,
  },
  {
    name: "video source onerror from another host",
    live: true,
    html: (c, b) => `<video><source src="${b}" onerror="${c}"></video>`,
  },

  // MathML: kept as MathML Core, so everything around the kept elements must still be cut
  {
    name: "math: script in mtext",
    live: true,
    html: (c) => `<math><mtext><script>${c}</script></mtext></math>`,
  },
  { name: "math: href on math", live: false, html: (c) => `<math href="javascript:${c}"><mi>x</mi></math>` },
  { name: "math: href on mi", live: false, html: (c) => `<math><mi href="javascript:${c}">x</mi></math>` },
  {
    name: "math: annotation-xml holding HTML",
    live: true,
    html: (c) =>
      `<math><semantics><mi>x</mi><annotation-xml encoding="text/html"><img src=x onerror=${c}></annotation-xml></semantics></math>`,
  },
  {
    name: "math: mglyph loading from elsewhere",
    live: false,
    html: (_, b) => `<math><mglyph src="${b}"></mglyph></math>`,
  },
  {
    name: "math: maction statusline",
    live: false,
    html: () => `<math><maction actiontype="statusline"><mi>x</mi><mtext>status</mtext></maction></math>`,
  },
  {
    name: "math: event handlers on MathML",
    live: false,
    html: (c) => `<math onclick="${c}"><mi onmouseover="${c}" style="position:fixed">x</mi></math>`,
  },
  {
    name: "math: mtext, table, mglyph, style (mutation)",
    live: false,
    html: (c) =>
      `<math><mtext><table><mglyph><style><img src=x onerror=${c}></style></mglyph></table></mtext></math>`,
  },
  {
    name: "math: style inside mi holding markup",
    live: false,
    html: (c) =>
      `<math><mi><style><img src=x onerror=${c}></style></mi><mo><style>&lt;img src=x onerror=${c}&gt;</style></mo></math>`,
  },
  {
    name: "math: CDATA in annotation",
    live: true,
    html: (c) => `<math><annotation><![CDATA[x]]><img src=x onerror=${c}></annotation></math>`,
  },
  {
    name: "math: svg inside math",
    live: true,
    html: (c) =>
      `<math><mtext><svg><foreignObject><img src=x onerror=${c}></foreignObject></svg></mtext></math>`,
  },
];
