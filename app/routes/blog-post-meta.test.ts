import { describe, expect, it } from "vitest";
import type { Post } from "~/lib/posts";
import { meta } from "./blog-post";

const SITE = "https://www.example.com";

function metaFor(source_url: string, extra: Partial<Post> = {}, times = {}) {
  const post: Post = {
    id: 1,
    slug: "x",
    date: "2025-01-01T10:00:00",
    title: { rendered: "Core&#8211;shell &amp; <em>fibres</em>" },
    excerpt: { rendered: "<p>Short.</p>" },
    content: { rendered: "<p>Body</p>" },
    _embedded: { "wp:featuredmedia": [{ source_url }] },
    ...extra,
  };
  const args = {
    matches: [{ id: "root", data: { siteUrl: SITE } }],
    loaderData: { slug: "x", post, state: "ok", times },
    params: { slug: "x" },
    location: { pathname: "/blog/x" },
  };
  return meta(args as unknown as Parameters<typeof meta>[0]);
}

const jsonLd = (tags: ReturnType<typeof metaFor>) =>
  (tags.find((tag) => "script:ld+json" in tag) as { "script:ld+json": Record<string, unknown> })[
    "script:ld+json"
  ];

const CARD = { "@type": "ImageObject", url: `${SITE}/social/blog/x.png`, width: 1200, height: 630 };

describe("blog post meta", () => {
  it("names the post in plain text; JSON-LD has its absolute image and its card", () => {
    const tags = metaFor("/images/blog/x.svg");
    expect(tags).toContainEqual({ title: "Core\u2013shell & fibres | Example Biomaterials" });
    expect(jsonLd(tags).image).toEqual([`${SITE}/images/blog/x.svg`, CARD]);
  });

  it("shares the post's own card, never its featured image", () => {
    const tags = metaFor("https://media.example.com/huge.jpg");
    expect(tags).toContainEqual({ property: "og:image", content: `${SITE}/social/blog/x.png` });
    expect(tags).toContainEqual({ name: "twitter:image", content: `${SITE}/social/blog/x.png` });
  });

  it("leaves out an image that only looks local: the card alone", () => {
    const tags = metaFor("/\\evil.example/x.png");
    expect(jsonLd(tags).image).toEqual([CARD]);
  });

  it("prints the server's instants with their offset, and the author with a url and the publisher's logo", () => {
    const tags = metaFor(
      "",
      { _embedded: { author: [{ name: "Jana", url: "https://jana.example/" }] } },
      { published: "2025-01-01T10:00:00+01:00", modified: "2025-02-01T09:00:00+01:00" },
    );
    const posting = jsonLd(tags);
    expect(posting.datePublished).toBe("2025-01-01T10:00:00+01:00");
    expect(posting.dateModified).toBe("2025-02-01T09:00:00+01:00");
    expect(posting.author).toEqual({ "@type": "Person", name: "Jana", url: "https://jana.example/" });
    expect(posting.publisher).toMatchObject({
      logo: { url: `${SITE}/icon-512.png`, width: 512, height: 512 },
    });
    expect(tags).toContainEqual({ property: "article:published_time", content: "2025-01-01T10:00:00+01:00" });
    expect(tags).toContainEqual({ property: "article:modified_time", content: "2025-02-01T09:00:00+01:00" });
  });

  it("a post with a DOI is a ScholarlyArticle with Highwire tags: title, each author, day, DOI, language, publisher", () => {
    const tags = metaFor("", {
      doi: "10.5555/2025.0011",
      lang: "cs",
      _embedded: { author: [{ name: "Ing. Tomáš Dvořák, Ph.D." }] },
    });
    const citation = tags.filter((tag) => String((tag as { name?: string }).name).startsWith("citation_"));
    expect(citation).toEqual([
      { name: "citation_title", content: "Core\u2013shell & fibres" },
      { name: "citation_author", content: "Dvořák, Tomáš" },
      { name: "citation_publication_date", content: "2025/01/01" },
      { name: "citation_doi", content: "10.5555/2025.0011" },
      { name: "citation_language", content: "cs" },
      { name: "citation_publisher", content: "Example Biomaterials s.r.o." },
    ]);
    const article = jsonLd(tags);
    expect(article["@type"]).toBe("ScholarlyArticle");
    expect(article.identifier).toEqual({
      "@type": "PropertyValue",
      propertyID: "DOI",
      value: "10.5555/2025.0011",
      url: "https://doi.org/10.5555/2025.0011",
    });
  });

  it("a post without a DOI is a BlogPosting with no citation_ tags", () => {
    const tags = metaFor("");
    expect(tags.some((tag) => String((tag as { name?: string }).name).startsWith("citation_"))).toBe(false);
    expect(jsonLd(tags)["@type"]).toBe("BlogPosting");
    expect(jsonLd(tags).identifier).toBeUndefined();
  });

  it("names the author's ORCID record in sameAs", () => {
    const author = { name: "Tomáš Dvořák", orcid: "0000-0002-1825-0097" };
    expect(jsonLd(metaFor("", { _embedded: { author: [author] } })).author).toEqual({
      "@type": "Person",
      name: "Tomáš Dvořák",
      sameAs: ["https://orcid.org/0000-0002-1825-0097"],
    });
  });
});
