import { describe, expect, it } from "vitest";
import { cutOnWord, DESCRIPTION_MAX, DESCRIPTION_MIN, postDescription, seo, withBrand } from "./seo";
import { pageSocialCard, postSocialCard } from "./social-cards";

const matches = [{ id: "root", data: { siteUrl: "https://www.example.com" } }];
/** The content of the meta tag with this property or name. */
const content = (tags: ReturnType<typeof seo>, key: string) =>
  (
    tags.find((tag) => ("property" in tag && tag.property === key) || ("name" in tag && tag.name === key)) as
      { content?: string } | undefined
  )?.content;

describe("seo social card", () => {
  it("gives a page its own card on our origin, as a large PNG with its size and a text alternative", () => {
    const tags = seo(matches, { title: "Products", description: "D", path: "/products" });
    expect(content(tags, "og:image")).toBe("https://www.example.com/social/products.png");
    expect(content(tags, "twitter:image")).toBe("https://www.example.com/social/products.png");
    expect(content(tags, "og:image:type")).toBe("image/png");
    expect(content(tags, "og:image:width")).toBe("1200");
    expect(content(tags, "og:image:height")).toBe("630");
    expect(content(tags, "og:image:alt")).toMatch(/Our Products/);
    expect(content(tags, "twitter:card")).toBe("summary_large_image");
  });

  it("gives the home page's card to a path that has none (a 404), and numbered cards to later blog pages", () => {
    expect(content(seo(matches, { title: "T", description: "D", path: "/nope" }), "og:image")).toBe(
      "https://www.example.com/social/home.png",
    );
    expect(pageSocialCard("/blog", 1).path).toBe("/social/blog.png");
    expect(pageSocialCard("/blog", 3).path).toBe("/social/blog-page-3.png");
  });

  it("uses a post's card when the page names one", () => {
    const card = postSocialCard("a-post", "A title", "March 14, 2025 • Jana");
    const tags = seo(matches, { title: "T", description: "D", path: "/blog/a-post", card });
    expect(content(tags, "og:image")).toBe("https://www.example.com/social/blog/a-post.png");
    expect(content(tags, "og:image:alt")).toBe(
      "A title (March 14, 2025 • Jana), Example Biomaterials Research Blog",
    );
  });
});

describe("descriptions", () => {
  it("cuts on a word boundary within the limit", () => {
    const long = "word ".repeat(60);
    const cut = cutOnWord(long);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(cut).toMatch(/ word…$/);
    expect(cutOnWord("one two three four five", 14)).toBe("one two three…");
    expect(cutOnWord("short enough")).toBe("short enough");
  });

  it("drops WordPress's [...] and lengthens an excerpt too short to say anything", () => {
    const text = "A long enough excerpt about electrospinning nanofibers in the laboratory";
    expect(postDescription("T", `${text} […]`)).toBe(text);
    const short = postDescription("Sterile scaffolds", "Short.");
    expect(short).toBe("Sterile scaffolds: Short. From the Example Biomaterials Research Blog.");
    expect(short.length).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
    expect(postDescription("A title that is quite long on its own, really", "")).toHaveLength(
      "A title that is quite long on its own, really. From the Example Biomaterials Research Blog.".length,
    );
  });
});

describe("language alternates", () => {
  const links = (path: string, alternates?: Record<string, string>) =>
    seo([{ id: "root", data: { siteUrl: "https://example.com" } }], {
      title: "T",
      description: "D",
      path,
      ...(alternates && { alternates }),
    }).filter((tag) => "hrefLang" in tag);

  it("names both languages and x-default (the English page) on a static page, from either side", () => {
    const expected = [
      { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://example.com/products" },
      { tagName: "link", rel: "alternate", hrefLang: "cs", href: "https://example.com/cs/produkty" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://example.com/products" },
    ];
    expect(links("/products")).toEqual(expected);
    expect(links("/cs/produkty")).toEqual(expected);
    expect(links("/cs/blog?page=3").map((tag) => (tag as { href: string }).href)).toEqual([
      "https://example.com/blog?page=3",
      "https://example.com/cs/blog?page=3",
      "https://example.com/blog?page=3",
    ]);
  });

  it("names only itself when there is no counterpart (a Czech post without translation)", () => {
    expect(links("/cs/blog/jen-cesky", { cs: "/cs/blog/jen-cesky" })).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "cs", href: "https://example.com/cs/blog/jen-cesky" },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: "https://example.com/cs/blog/jen-cesky",
      },
    ]);
  });
});

describe("seo title", () => {
  const title = (tags: ReturnType<typeof seo>) => (tags.find((tag) => "title" in tag) as { title: string }).title;

  it("names the brand once, in both languages' home pages and on every other page", () => {
    for (const path of ["/", "/cs"]) {
      const tags = seo(matches, { title: "Innovation | Example Biomaterials", description: "D", path });
      expect(title(tags)).toBe("Innovation | Example Biomaterials");
    }
    expect(title(seo(matches, { title: "Produkty", description: "D", path: "/cs/produkty" }))).toBe(
      "Produkty | Example Biomaterials",
    );
    expect(withBrand("Example Biomaterials Research Blog")).toBe("Example Biomaterials Research Blog");
  });
});
