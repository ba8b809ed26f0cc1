// Hostile HTML from the well-known public lists (OWASP's XSS filter evasion cheat sheet, PortSwigger's XSS
// cheat sheet, html5sec.org, DOMPurify's mutation-XSS tests), rewritten so that running is observable:
// `call` is script that records the payload's number (window.__xss(n)), `beacon` an address on a listener the
// test owns (a request there means something loaded that must not). `live` marks payloads that Chromium runs
// on its own when the HTML is not sanitized; the others need a click or an older browser, and the tests check
// their traces (handlers, URLs, elements) instead.

import { STYLE_ID_AND_PLAYER_PAYLOADS } from "./xss-payloads-kept";

export type Payload = {
  name: string;
  live: boolean;
  /** Leaves a raw-text element or comment open: in a browser, as on our pages, it runs to its own end tag. */
  leavesOpen?: true;
  html: (call: string, beacon: string) => string;
};

/** `http://127.0.0.1:1234/x` spelled as browsers read `//127.0.0.1:1234/x`, but looking like a local path. */
const lookAlike = (beacon: string) => `/\\${beacon.replace(/^https?:\/\//, "")}`;

export const PAYLOADS: Payload[] = [
  // Script and event handlers
  { name: "script element", live: true, html: (c) => `<script>${c}</script>` },
  {
    name: "script from a data: URL",
    live: true,
    html: (c) => `<script src="data:text/javascript,${c}"></script>`,
  },
  {
    name: "script with odd attribute syntax",
    live: true,
    html: (c) => `<script/xss src=data:,${c}></script>`,
  },
  { name: "malformed img around a script", live: true, html: (c) => `<IMG """><SCRIPT>${c}</SCRIPT>">` },
  { name: "script after a stray <", live: true, html: (c) => `<<SCRIPT>${c};//<</SCRIPT>` },
  { name: "img onerror", live: true, html: (c) => `<img src=x onerror=${c}>` },
  { name: "img onerror in mixed case", live: true, html: (c) => `<IMG SRC=x oNeRrOr="${c}">` },
  {
    name: "handler written with character references",
    live: true,
    html: (c) =>
      `<img src=x onerror="${[...c].map((ch) => `&#x${ch.charCodeAt(0).toString(16)};`).join("")}">`,
  },
  {
    name: "handler evaluating its own src",
    live: true,
    html: (c) => `<img src="x:${c}" onerror="eval(src.slice(2))">`,
  },
  { name: "unclosed svg with onload", live: true, html: (c) => `<svg/onload=${c}>` },
  {
    name: "svg animate onbegin",
    live: true,
    html: (c) => `<svg><animate onbegin=${c} attributeName=x dur=1s></svg>`,
  },
  { name: "body onload", live: true, html: (c) => `<body onload=${c}>` },
  {
    name: "details ontoggle",
    live: true,
    html: (c) => `<details open ontoggle=${c}><summary>s</summary></details>`,
  },
  { name: "audio onerror", live: true, html: (c) => `<audio src=x onerror=${c}></audio>` },
  { name: "video source onerror", live: true, html: (c) => `<video><source onerror=${c}></video>` },
  { name: "input autofocus onfocus", live: true, html: (c) => `<input onfocus=${c} autofocus>` },
  { name: "mouseover handler", live: false, html: (c) => `<b onmouseover=${c}>hover</b>` },
  { name: "unfinished tag swallowing a handler", live: true, html: (c) => `<img src=x onerror="${c}"` },

  // javascript:, data: and vbscript: URLs
  { name: "javascript: link", live: false, html: (c) => `<a href="javascript:${c}">link</a>` },
  { name: "javascript: in mixed case", live: false, html: (c) => `<a href="JaVaScRiPt:${c}">link</a>` },
  {
    name: "javascript: as decimal references without semicolons",
    live: false,
    html: (c) =>
      `<a href="${[..."javascript:"].map((ch) => `&#${String(ch.charCodeAt(0)).padStart(7, "0")}`).join("")}${c}">link</a>`,
  },
  {
    name: "javascript: with &colon; and a tab",
    live: false,
    html: (c) => `<a href="jav&#x09;ascript&colon;${c}">link</a>`,
  },
  {
    name: "javascript: after control characters",
    live: false,
    html: (c) => `<a href=" &#14;  javascript:${c}">link</a>`,
  },
  { name: "javascript: image source", live: false, html: (c) => `<IMG SRC="javascript:${c};">` },
  { name: "vbscript: link", live: false, html: (c) => `<a href="vbscript:${c}">link</a>` },
  {
    name: "data: HTML link",
    live: false,
    html: (c) => `<a href="data:text/html,<script>${c}</script>">link</a>`,
  },
  { name: "javascript: iframe", live: true, html: (c) => `<iframe src="javascript:parent.${c}"></iframe>` },
  {
    name: "form action javascript:",
    live: false,
    html: (c) => `<form action="javascript:${c}"><button>Go</button></form>`,
  },
  {
    name: "button formaction",
    live: false,
    html: (c) => `<form><button formaction="javascript:${c}">Go</button></form>`,
  },
  {
    name: "math link",
    live: false,
    html: (c) => `<math><maction actiontype="statusline" xlink:href="javascript:${c}">click</maction></math>`,
  },

  // Embedded documents and resources
  {
    name: "iframe srcdoc",
    live: true,
    html: (c) => `<iframe srcdoc="<script>parent.${c}</script>"></iframe>`,
  },
  { name: "iframe", live: true, html: (_, b) => `<iframe src="${b}"></iframe>` },
  {
    name: "data: iframe loading an image",
    live: true,
    html: (_, b) => `<iframe src="data:text/html,<img src='${b}'>"></iframe>`,
  },
  { name: "object", live: true, html: (_, b) => `<object data="${b}"></object>` },
  { name: "embed", live: true, html: (_, b) => `<embed src="${b}">` },
  { name: "input image", live: true, html: (_, b) => `<input type="image" src="${b}">` },
  { name: "link stylesheet", live: true, html: (_, b) => `<link rel="stylesheet" href="${b}">` },
  { name: "style @import", live: true, html: (_, b) => `<style>@import "${b}";</style>` },
  {
    name: "style attribute loading a background",
    live: true,
    html: (_, b) => `<div style="width:9px;height:9px;background:url(${b})">x</div>`,
  },
  {
    name: "base element redirecting relative addresses",
    live: true,
    html: (_, b) => `<base href="${b}/"><img src="base.png">`,
  },
  { name: "meta refresh", live: true, html: (_, b) => `<meta http-equiv="refresh" content="0;url=${b}">` },
  { name: "image on a look-alike local path", live: true, html: (_, b) => `<img src="${lookAlike(b)}">` },
  {
    name: "srcset on a protocol-relative address",
    live: true,
    html: (_, b) => `<img srcset="${b.replace(/^https?:/, "")} 1x">`,
  },

  // Parser differentials and mutation XSS
  {
    name: "noscript attribute breakout",
    live: true,
    html: (c) => `<noscript><p title="</noscript><img src=x onerror=${c}>"></noscript>`,
  },
  {
    name: "svg, </p> and style",
    live: true,
    html: (c) => `<svg></p><style><a id="</style><img src=1 onerror=${c}>">`,
  },
  {
    name: "math, mtext, table, mglyph, style",
    live: false,
    leavesOpen: true,
    html: (c) => `<math><mtext><table><mglyph><style><img src=x onerror=${c}>`,
  },
  {
    name: "nested forms in math",
    live: false,
    leavesOpen: true,
    html: (c) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${c}>`,
  },
  {
    name: "svg style holding markup",
    live: true,
    html: (c) => `<svg><style><img src=x onerror=${c}></style></svg>`,
  },
  {
    name: "math style holding markup",
    live: true,
    html: (c) => `<math><style><img src=x onerror=${c}></style></math>`,
  },
  {
    name: "svg foreignObject",
    live: true,
    html: (c) => `<svg><foreignObject><img src=x onerror=${c}></foreignObject></svg>`,
  },
  {
    name: "style attribute breakout",
    live: true,
    html: (c) => `<style><img src="</style><img src=x onerror=${c}//">`,
  },
  { name: "xmp breakout", live: true, html: (c) => `<xmp><p title="</xmp><img src=x onerror=${c}>">` },
  {
    name: "noembed breakout",
    live: true,
    html: (c) => `<noembed><img title="</noembed><img src=x onerror=${c}>">`,
  },
  {
    name: "noframes breakout",
    live: true,
    html: (c) => `<noframes><img title="</noframes><img src=x onerror=${c}>">`,
  },
  {
    name: "iframe text breakout",
    live: true,
    html: (c) => `<iframe><img title="</iframe><img src=x onerror=${c}>">`,
  },
  {
    name: "title breakout",
    live: true,
    html: (c) => `<title><img title="</title><img src=x onerror=${c}>">`,
  },
  {
    name: "textarea breakout",
    live: true,
    html: (c) => `<textarea><img title="</textarea><img src=x onerror=${c}>">`,
  },
  {
    name: "script split by a removed tag",
    live: false,
    html: (c) => `<scr<script>ipt>${c}</scr</script>ipt>`,
  },
  {
    name: "comment ending inside an attribute",
    live: true,
    html: (c) => `<!--<img src="--><img src=x onerror=${c}//">`,
  },
  { name: "CDATA in HTML", live: true, html: (c) => `<![CDATA[><img src=x onerror=${c}>]]>` },
  { name: "CDATA in svg", live: false, html: (c) => `<svg><![CDATA[><img src=x onerror=${c}>]]></svg>` },
  { name: "processing instruction", live: true, html: (c) => `<? foo="><script>${c}</script>">` },
  { name: "template content", live: false, html: (c) => `<template><img src=x onerror=${c}></template>` },

  ...STYLE_ID_AND_PLAYER_PAYLOADS,

  // Embed blocks whose addresses are script or data: the facade keeps none of them (server/sanitize/embeds.server.ts)
  {
    name: "embed whose player is a data: URL",
    live: false,
    html: (c) =>
      `<figure class="wp-block-embed is-provider-vimeo"><div class="wp-block-embed__wrapper"><iframe title="t" src="data:text/html,<script>parent.${c}</script>"></iframe></div></figure>`,
  },
  {
    name: "embed whose player is a javascript: URL",
    live: false,
    html: (c) =>
      `<figure class="wp-block-embed is-provider-youtube"><div class="wp-block-embed__wrapper"><iframe title="t" src="javascript:parent.${c}"></iframe></div></figure>`,
  },
  {
    name: "embed linking a javascript: URL behind a video's address",
    live: false,
    html: (c) =>
      `<figure class="wp-block-embed"><div class="wp-block-embed__wrapper"><a href="javascript:${c}">https://vimeo.com/76979871</a></div></figure>`,
  },

  // Constructs left open: the browser would swallow everything after them
  { name: "unclosed script", live: false, leavesOpen: true, html: (c) => `<script>${c}` },
  { name: "unclosed style", live: false, leavesOpen: true, html: () => `<style>p { display: none }` },
  { name: "unclosed textarea", live: false, leavesOpen: true, html: () => `<textarea>` },
  { name: "unclosed noscript", live: false, leavesOpen: true, html: () => `<noscript>` },
  { name: "unclosed comment", live: false, leavesOpen: true, html: () => `<!-- an unclosed comment` },
  { name: "unclosed iframe", live: true, leavesOpen: true, html: (_, b) => `<iframe src="${b}x">` },
  { name: "unclosed form", live: false, leavesOpen: true, html: () => `<form action="/steal">` },
  { name: "misnested formatting", live: false, html: () => `<b><i>bold italic</b> italic</i>` },
];

/** The number a payload reports itself with: its place in PAYLOADS, from 1. */
export const payloadNumber = (payload: Payload) => PAYLOADS.indexOf(payload) + 1;

/** Ordinary text around payload n; the full stop keeps "After payload 1." from matching "After payload 10.". */
export const marker = {
  before: (n: number) => `Before payload ${n}.`,
  after: (n: number) => `After payload ${n}.`,
};

/**
 * One post body holding every payload, each between two ordinary paragraphs. Payloads that leave something
 * open come last, so that no payload's end tag closes what another one opened.
 */
export function corpusContent(call: (n: number) => string, beacon: (n: number) => string): string {
  const ordered = [...PAYLOADS.filter((p) => !p.leavesOpen), ...PAYLOADS.filter((p) => p.leavesOpen)];
  return ordered
    .map((payload) => {
      const n = payloadNumber(payload);
      return `<p>${marker.before(n)}</p>${payload.html(call(n), beacon(n))}<p>${marker.after(n)}</p>`;
    })
    .join("\n");
}
