import { describe, expect, it } from "vitest";
import { seo } from "./seo";

const matches = [{ id: "root", data: { siteUrl: "https://www.example.com" } }];
/** The content of the meta tag with this property or name. */
const content = (tags: ReturnType<typeof seo>, key: string) =>
  (
    tags.find((tag) => ("property" in tag && tag.property === key) || ("name" in tag && tag.name === key)) as
      { content?: string } | undefined
  )?.content;

describe("seo social card image", () => {
  const page = { title: "T", description: "D", path: "/blog/x" };

  it("makes an image on our origin absolute and keeps the media host's", () => {
    expect(content(seo(matches, { ...page, image: "/images/blog/a.svg" }), "og:image")).toBe(
      "https://www.example.com/images/blog/a.svg",
    );
    expect(content(seo(matches, { ...page, image: "https://media.example.com/a.jpg" }), "og:image")).toBe(
      "https://media.example.com/a.jpg",
    );
  });

  it("uses the site's card for an image that only looks local or is no image address", () => {
    for (const image of ["/\\evil.example/a.png", "//evil.example/a.png", "javascript:alert(1)", undefined]) {
      const tags = seo(matches, { ...page, image });
      expect(content(tags, "og:image")).toBe("https://www.example.com/images/social-card.png");
      expect(content(tags, "twitter:image")).toBe("https://www.example.com/images/social-card.png");
    }
  });
});
