import { describe, expect, it } from "vitest";
import { cleanContent } from "./pipeline.server";
import { cleanStyle } from "./styles.server";
import { siteFiles } from "./site-files.server";

const SITE = "https://www.example.com";
const MEDIA = "https://media.example.com";
// The site's files, and a sound file as if public/ held one.
const options = { siteUrl: SITE, mediaOrigins: [MEDIA], siteFiles: [...siteFiles(), "/media/a.mp3"] };
const clean = (html: string) => cleanContent(html, options);
const style = (value: string) => cleanStyle(value, options);

describe("inline styles pass through the CSS allow-list", () => {
  it.each([
    ["column widths", "flex-basis:33.33%", "flex-basis:33.33%"],
    ["a cover's height and a spacer's", "min-height:430px;height:100px", "min-height:430px;height:100px"],
    [
      "spacing",
      "padding-top:var(--wp--preset--spacing--50);margin-bottom:2rem;gap:1em 2em",
      "padding-top:var(--wp--preset--spacing--50);margin-bottom:2rem;gap:1em 2em",
    ],
    [
      "colours",
      "color:#1a2b3c;background-color:rgba(0,0,0,.5)",
      "color:#1a2b3c;background-color:rgba(0,0,0,.5)",
    ],
    [
      "gradients",
      "background:linear-gradient(135deg,rgb(6,147,227) 0%,rgb(155,81,224) 100%)",
      "background:linear-gradient(135deg,rgb(6,147,227) 0%,rgb(155,81,224) 100%)",
    ],
    [
      "borders",
      "border-width:2px;border-style:solid;border-radius:8px;border-top-color:#000",
      "border-width:2px;border-style:solid;border-radius:8px;border-top-color:#000",
    ],
    [
      "type",
      "font-size:clamp(1rem,2vw,2rem);line-height:1.4;text-align:center;font-style:italic",
      "font-size:clamp(1rem,2vw,2rem);line-height:1.4;text-align:center;font-style:italic",
    ],
    [
      "images",
      "aspect-ratio:16/9;object-fit:cover;object-position:30% 70%",
      "aspect-ratio:16/9;object-fit:cover;object-position:30% 70%",
    ],
    [
      "a background image from the media origin, through the image endpoint",
      `background-image:url(${MEDIA}/a.jpg)`,
      `background-image:url(/image?v=1&w=1920&src=${encodeURIComponent(`${MEDIA}/a.jpg`)})`,
    ],
    [
      "a background image from the site",
      "background-image:url('/images/team.svg')",
      "background-image:url(/images/team.svg)",
    ],
  ])("keeps %s", (_name, input, expected) => {
    expect(style(input)).toBe(expected);
  });

  it.each([
    ["position: a fixed overlay", "position:fixed;inset:0;width:100%", "width:100%"],
    ["z-index", "z-index:9999;color:red", "color:red"],
    ["url() to another host", "background:url(https://evil.example/a.png);color:red", "color:red"],
    ["url() that only looks local", "background-image:url(//evil.example/a.png)", undefined],
    ["javascript: in url()", "background-image:url('javascript:alert(1)')", undefined],
    ["expression()", "width:expression(alert(1));height:1px", "height:1px"],
    ["behavior", "behavior:url(/x.htc);color:red", "color:red"],
    ["@import", "@import 'https://evil.example/x.css';color:red", "color:red"],
    ["custom properties", "--x:1;color:var(--x)", undefined],
    [
      "var() of a preset with a fallback",
      "color:var(--wp--preset--color--red,url(https://evil.example))",
      undefined,
    ],
    ["negative margins", "margin-top:-500px;padding:1px", "padding:1px"],
    ["!important", "color:red !important", "color:red"],
    ["transform", "transform:translateY(-100vh)", undefined],
    ["an escaped property name", "posi\\tion:fixed", undefined],
    ["nonsense", "}}{{;;", undefined],
  ])("drops %s", (_name, input, expected) => {
    expect(style(input)).toBe(expected);
  });

  it("keeps a style attribute that passes and drops one that does not", () => {
    expect(
      clean(
        '<div class="wp-block-cover" style="min-height:300px;position:absolute"><p style="z-index:2">x</p></div>',
      ),
    ).toBe('<div class="wp-block-cover" style="min-height:300px"><p>x</p></div>');
  });
});

describe("WordPress's block classes", () => {
  it("keeps the classes blocks need and drops others", () => {
    expect(
      clean(
        '<div class="wp-block-columns are-vertically-aligned-center is-layout-flex wp-container-core-columns-is-layout-1 wp-block-columns-is-layout-flex hidden fixed inset-0"><div class="wp-block-column is-vertically-aligned-center has-vivid-red-color has-pale-pink-background-color has-text-color has-background has-large-font-size">x</div></div>',
      ),
    ).toBe(
      '<div class="wp-block-columns are-vertically-aligned-center is-layout-flex wp-container-core-columns-is-layout-1 wp-block-columns-is-layout-flex"><div class="wp-block-column is-vertically-aligned-center has-vivid-red-color has-pale-pink-background-color has-text-color has-background has-large-font-size">x</div></div>',
    );
    expect(
      clean(
        '<figure class="wp-block-gallery has-nested-images columns-3 is-cropped"><figure class="wp-block-image size-large"><img class="wp-image-7" src="/icon-192.png" alt=""></figure></figure>',
      ),
    ).toBe(
      '<figure class="wp-block-gallery has-nested-images columns-3 is-cropped"><figure class="wp-block-image size-large"><img class="wp-image-7" src="/icon-192.png" alt="" loading="lazy" decoding="async" /></figure></figure>',
    );
    expect(
      clean(
        '<div class="wp-block-cover has-parallax is-light"><span class="wp-block-cover__background has-background-dim-60 has-background-dim"></span></div>',
      ),
    ).toBe(
      '<div class="wp-block-cover has-parallax is-light"><span class="wp-block-cover__background has-background-dim-60 has-background-dim"></span></div>',
    );
  });
});

describe("details, ids and in-page links", () => {
  it("keeps details and summary, closed or open as the editor saved them", () => {
    expect(
      clean(
        '<details class="wp-block-details"><summary>Q</summary><p>A</p></details><details open><summary>R</summary></details>',
      ),
    ).toBe(
      '<details class="wp-block-details"><summary>Q</summary><p>A</p></details><details open><summary>R</summary></details>',
    );
  });

  it("keeps footnotes: note links and links back lead to the prefixed ids", () => {
    const html =
      '<p>Text<sup data-fn="c0ffee" class="fn"><a href="#c0ffee" id="c0ffee-link">1</a></sup></p><ol class="wp-block-footnotes"><li id="c0ffee">Note. <a href="#c0ffee-link" aria-label="Jump to footnote reference 1">↩︎</a></li></ol>';
    expect(clean(html)).toBe(
      '<p>Text<sup class="fn"><a href="#user-content-c0ffee" id="user-content-c0ffee-link">1</a></sup></p><ol class="wp-block-footnotes"><li id="user-content-c0ffee">Note. <a href="#user-content-c0ffee-link" aria-label="Jump to footnote reference 1">↩︎</a></li></ol>',
    );
  });

  it.each([
    ["__proto__", '<p id="__proto__">a</p>', '<p id="user-content-__proto__">a</p>'],
    [
      "the page's own ids",
      '<p id="main-content">a</p><a href="#main-content">skip</a>',
      '<p id="user-content-main-content">a</p><a href="#user-content-main-content">skip</a>',
    ],
    [
      "an id already prefixed (sanitized twice)",
      '<p id="user-content-x">a</p><a href="#user-content-x">x</a>',
      '<p id="user-content-x">a</p><a href="#user-content-x">x</a>',
    ],
    ["empty and spaced ids", '<p id="">a</p><p id="a b">b</p>', "<p>a</p><p>b</p>"],
  ])("prefixes %s", (_name, input, expected) => {
    expect(clean(input)).toBe(expected);
  });
});

describe("video and audio", () => {
  it("keeps players from the media origin or the site, with controls, preload none, no autoplay", () => {
    expect(
      clean(
        `<figure class="wp-block-video"><video autoplay loop muted controls src="${MEDIA}/v.mp4" poster="${MEDIA}/p.jpg"></video><figcaption class="wp-element-caption">Clip</figcaption></figure>`,
      ),
    ).toBe(
      `<figure class="wp-block-video"><video controls preload="none" poster="/image?v=1&amp;w=1280&amp;src=${encodeURIComponent(`${MEDIA}/p.jpg`)}" playsinline src="${MEDIA}/v.mp4"></video><figcaption class="wp-element-caption">Clip</figcaption></figure>`,
    );
    expect(
      clean('<figure class="wp-block-audio"><audio controls autoplay src="/media/a.mp3"></audio></figure>'),
    ).toBe(
      '<figure class="wp-block-audio"><audio controls preload="none" src="/media/a.mp3"></audio></figure>',
    );
    expect(
      clean(`<video><source src="${MEDIA}/v.webm" type="video/webm"><source src="${MEDIA}/v.mp4"></video>`),
    ).toBe(
      `<video controls preload="none" playsinline><source src="${MEDIA}/v.webm" /><source src="${MEDIA}/v.mp4" /></video>`,
    );
  });

  it("drops a poster from elsewhere", () => {
    expect(clean(`<video src="${MEDIA}/v.mp4" poster="https://evil.example/p.jpg"></video>`)).toBe(
      `<video controls preload="none" playsinline src="${MEDIA}/v.mp4"></video>`,
    );
  });

  it.each([
    [
      "another host",
      '<audio src="https://other.example/files/talk%201.mp3"></audio>',
      '<a href="https://other.example/files/talk%201.mp3" rel="noopener noreferrer">talk 1.mp3</a>',
    ],
    [
      "one of several sources elsewhere",
      `<video><source src="${MEDIA}/v.mp4"><source src="https://other.example/v.webm"></video>`,
      `<a href="${MEDIA}/v.mp4" rel="noopener noreferrer">v.mp4</a>`,
    ],
    ["javascript:", '<video src="javascript:alert(1)"></video><p>a</p>', "<p>a</p>"],
    ["data:", '<audio><source src="data:audio/mp3;base64,AA"></audio><p>a</p>', "<p>a</p>"],
  ])("turns a player from %s into a link to its file, or nothing", (_name, input, expected) => {
    expect(clean(input)).toBe(expected);
  });
});
