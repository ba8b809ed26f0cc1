import type { Root } from "hast";
import { fromHtml } from "hast-util-from-html";
import { toHtml } from "hast-util-to-html";
import { describe, expect, it } from "vitest";
import type { Post } from "~/lib/posts";
import { allowedImageSource, keepPostImages, rewritePostImages } from "./post-images.server";

const options = {
  mediaOrigins: ["https://wp.example.com", "https://cdn.example.com"],
  siteFiles: ["/images/blog/a.svg", "/images/team.jpg"],
};
const upload = (name: string) => `https://cdn.example.com/wp-content/uploads/2025/07/${name}`;

function rewrite(html: string): string {
  const tree = fromHtml(html, { fragment: true }) as Root;
  rewritePostImages(tree, options);
  return toHtml(tree);
}

const attribute = (html: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(html)?.[1];

describe("rewritePostImages", () => {
  it("reads WordPress's largest size as the source and offers the widths up to it", () => {
    const html = rewrite(
      `<img src="${upload("a-1024x768.jpg")}" width="1024" height="768" alt="A" srcset="${upload("a-1024x768.jpg")} 1024w, ${upload("a-300x225.jpg")} 300w, ${upload("a-1536x1152.jpg")} 1536w" sizes="(max-width: 1024px) 100vw, 1024px">`,
    );
    const source = encodeURIComponent(upload("a-1536x1152.jpg"));
    expect(attribute(html, "src")).toBe(`/image?v=1&#x26;w=1080&#x26;src=${source}`);
    expect(attribute(html, "srcset")?.match(/ \d+w/g)).toEqual([
      " 360w",
      " 640w",
      " 828w",
      " 1080w",
      " 1280w",
      " 1920w",
    ]);
    expect(attribute(html, "loading")).toBe("lazy");
    expect(attribute(html, "width")).toBe("1024");
  });

  it("lays out a gallery's images at its column width", () => {
    const html = rewrite(
      `<figure class="wp-block-gallery columns-3"><figure class="wp-block-image"><img src="${upload("b.jpg")}" alt="B"></figure></figure>`,
    );
    expect(attribute(html, "sizes")).toBe(
      "(min-width: 768px) 240px, (min-width: 600px) calc((100vw - 48px) / 3), calc((100vw - 32px) / 2)",
    );
  });

  it("drops an image from any other host, keeping its alt text", () => {
    expect(rewrite('<p>Before <img src="https://elsewhere.example/x.jpg" alt="A fibre"> after</p>')).toBe(
      "<p>Before A fibre after</p>",
    );
    expect(
      rewrite('<p><img src="https://elsewhere.example/x.jpg" alt=""><img src="//evil.example/y.jpg"></p>'),
    ).toBe("<p></p>");
  });

  it("leaves a drawing on our origin as it is, and changes nothing when run twice", () => {
    expect(rewrite('<img src="/images/blog/a.svg" alt="">')).toBe('<img src="/images/blog/a.svg" alt="">');
    const once = rewrite(`<img src="${upload("c.png")}" alt="C">`);
    expect(rewrite(once)).toBe(once);
  });
});

describe("allowedImageSource and keepPostImages", () => {
  it("allows the media origins and our own paths only", () => {
    expect(allowedImageSource(upload("a.jpg"), options)).toBe(upload("a.jpg"));
    expect(allowedImageSource("/images/team.jpg", options)).toBe("/images/team.jpg");
    for (const other of [
      "https://evil.example/a.jpg",
      "//cdn.example.com/a.jpg",
      "/\\evil.example/a.jpg",
      "data:image/png,x",
      "https://user:pw@cdn.example.com/a.jpg",
    ])
      expect(allowedImageSource(other, options), other).toBeUndefined();
  });

  it("keeps Yoast's social image on a media origin, and drops a cover from elsewhere", () => {
    const post = {
      id: 1,
      slug: "a",
      date: "",
      title: { rendered: "" },
      excerpt: { rendered: "" },
      content: { rendered: "" },
      jetpack_featured_media_url: "https://elsewhere.example/cover.jpg",
      yoast_head_json: { og_image: { url: upload("social.jpg") } },
    } satisfies Post;
    const clean: Post = { ...post, yoast_head_json: {} };
    keepPostImages(clean, post, options);
    expect(clean.jetpack_featured_media_url).toBeUndefined();
    expect(clean.yoast_head_json?.og_image).toEqual({ url: upload("social.jpg") });
    const foreign = { ...post, yoast_head_json: { og_image: { url: "https://elsewhere.example/s.jpg" } } };
    const cleanForeign: Post = { ...foreign, yoast_head_json: undefined };
    keepPostImages(cleanForeign, foreign, options);
    expect(cleanForeign.yoast_head_json).toBeUndefined();
  });
});
