import { describe, expect, it } from "vitest";
import { sanitizeContent } from "#tests/support/sanitize-fields";
import { cleanStyle } from "./styles.server";
import { siteFiles } from "./site-files.server";

const SITE = "http://127.0.0.1:3218";
const MEDIA = "https://media.example.com";
const options = { siteUrl: SITE, mediaOrigins: [MEDIA], siteFiles: siteFiles() };
const clean = (html: string) => sanitizeContent(html, options);

/** Every address on the site the sanitized markup makes a browser load (img, srcset, poster, source, url()). */
function loads(html: string): string[] {
  const found: string[] = [];
  for (const [, , value] of html.matchAll(/\s(src|poster)="([^"]*)"/g)) found.push(value!);
  for (const [, value] of html.matchAll(/\ssrcset="([^"]*)"/g))
    found.push(...value!.split(/,\s/).map((candidate) => candidate.split(" ")[0]!));
  for (const [, value] of html.matchAll(/url\(([^)]*)\)/g)) found.push(value!);
  return found.map((value) => value.replace(/&amp;/g, "&"));
}

/** Not a request to the site, or a picture of it: the image endpoint or one of the site's own files. */
const isPicture = (address: string) => {
  const url = new URL(address, SITE);
  return url.origin !== SITE || url.pathname === "/image" || siteFiles().includes(url.pathname);
};

// Pages, their data and the proxy, in several spellings: each would be a render charged to the reader.
const PAGES = [
  "/blog.data?page=2",
  "/api/wordpress?path=/posts&params=page%3D3",
  "/blog?page=2",
  `//127.0.0.1:3218/blog.data?x=1`,
  `${SITE}/blog.data`,
  "/%62log.data",
  "/./blog.data",
  "/images/../blog.data",
  "/images/%2e%2e/blog.data",
  "\\\\127.0.0.1:3218\\blog.data",
  "/\\127.0.0.1:3218/blog.data",
  "/social/blog/a-post.png",
  "/blog/feed.xml",
  "/images/missing-picture.svg",
  "/images/team.svg?page=2",
  "/research-document.pdf",
  "/image?v=1&w=360&src=%2Fblog.data",
  `/image?v=1&w=360&src=${encodeURIComponent(`${SITE}/wp-json/wp/v2/posts`)}`,
];

describe("a post's addresses on the site", () => {
  it("130 images pointing at .data load nothing; their alt text stays as text", () => {
    const post = Array.from(
      { length: 130 },
      (_, k) => `<img src="/blog.data?page=${k}" srcset="/blog.data?n=${k} 800w" alt="Figure ${k}">`,
    ).join("");
    const html = clean(`<p>${post}</p>`);
    expect(loads(html)).toEqual([]);
    expect(html).toContain("Figure 0Figure 1");
    expect(html).toContain("Figure 129");
  });

  it.each(PAGES)("refuses %s in an image, a poster, a source and a url()", (address) => {
    const html = clean(
      [
        `<img src="${address}" alt="kept">`,
        `<img src="/icon-192.png" srcset="${address} 1200w" alt="">`,
        `<video src="${MEDIA}/v.mp4" poster="${address}"></video>`,
        `<video><source src="${address}"></video>`,
        `<audio src="${address}"></audio>`,
        `<div style="background-image:url('${address}');color:red">x</div>`,
      ].join(""),
    );
    expect(loads(html).filter((value) => !isPicture(value))).toEqual([]);
    expect(html).toContain("kept");
    expect(html).toContain('style="color:red"');
  });

  it("keeps pictures: the site's own files, media uploads, and the endpoint made again from its source", () => {
    const upload = `${MEDIA}/wp-content/uploads/a.jpg`;
    const html = clean(
      [
        '<img src="/images/./team.svg" alt="Team">',
        `<img src="${upload}" alt="A">`,
        `<img src="/image?w=640&src=${encodeURIComponent(upload)}&n=1#x" alt="B">`,
        `<div style="background:url(/images/team.svg)">y</div>`,
      ].join(""),
    );
    expect(html).toContain('<img src="/images/team.svg" alt="Team"');
    const endpoint = loads(html).filter((value) => value.startsWith("/image?"));
    expect(new Set(endpoint.map((value) => new URL(value, SITE).searchParams.get("src")))).toEqual(
      new Set([upload]),
    );
    expect(endpoint.every((value) => /^\/image\?v=1&w=\d+&src=[^&#]+$/.test(value))).toBe(true);
    expect(html).toContain("background:url(/images/team.svg)");
  });
});

describe("margins and other properties that could move a block over the page's title", () => {
  it.each([
    ["margin-top:calc(0px - 400px)"],
    ["margin-top:min(-400px, 0px)"],
    ["margin:max(-400px, -1px) 0"],
    ["margin-top:clamp(-400px, -10vw, 0px)"],
    ["margin-top:-400px"],
    ["margin-block-start:-25em"],
    ["margin-left:-50%"],
    ["margin-top:-0.1px"],
    ["margin-top:var(--x)"],
    ["margin-top:attr(data-x px)"],
    ["vertical-align:400px"],
    ["vertical-align:calc(10px + 390px)"],
    ["box-shadow:0 -400px 0 400px #fff"],
    ["box-shadow:0 0 0 calc(1px * 400) #fff"],
    ["line-height:0"],
    ["line-height:0.1"],
    ["line-height:1px"],
  ])("drops %s", (declaration) => {
    expect(cleanStyle(`${declaration};color:red`, options)).toBe("color:red");
  });

  it.each([
    ["margin-top:var(--wp--preset--spacing--50)"],
    ["margin:0 auto"],
    ["margin-bottom:2rem"],
    ["margin-left:10%"],
    ["margin-block:var(--wp--preset--spacing--30)0"],
    ["vertical-align:middle"],
    ["box-shadow:6px 6px 9px rgba(0,0,0,0.2)"],
    ["box-shadow:var(--wp--preset--shadow--natural)"],
    ["line-height:1.5"],
    ["padding:calc(1rem + 2px)"],
    ["font-size:clamp(1.2rem,2vw,2rem)"],
  ])("keeps %s (as css-tree writes it)", (declaration) => {
    expect(cleanStyle(declaration, options)).toBe(declaration);
  });
});
