// The author page's loader and head with the site's real services: the embedded blog (content/authors.json) and
// a fake WordPress (its users and their posts).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withFakeWordPress } from "#tests/support/fake-wordpress-vitest";
import { loadContext, testServices } from "#tests/support/services";
import { loader, meta } from "./blog-author";

const SITE = "https://www.example.com";
const wp = withFakeWordPress();
beforeEach(() => void vi.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => vi.unstubAllEnvs());

type Answer = {
  data: Record<string, unknown> & { list: Record<string, unknown> | null };
  init: ResponseInit | null;
};

async function load(url: string, slug: string) {
  const args = {
    request: new Request(`http://site${url}`),
    params: { slug },
    context: loadContext(testServices()),
  };
  try {
    return (await loader(args as never)) as unknown as Answer;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

function head(url: string, slug: string, loaderData: unknown) {
  const pathname = url.replace(/\?.*$/, "");
  const args = {
    matches: [{ id: "root", data: { siteUrl: SITE } }],
    loaderData,
    params: { slug },
    location: { pathname },
  };
  return meta(args as never);
}

describe("the author page's loader", () => {
  it("answers the author from content/authors.json with their posts in the page's language", async () => {
    const answer = (await load("/cs/blog/autor/jana-novakova", "jana-novakova")) as Answer;
    const list = answer.data.list!;
    expect(list.author).toMatchObject({
      name: "Dr. Jana Nováková",
      bio: expect.stringContaining("Jana píše"),
    });
    // A card names the author; the link to their page is the post's own page's (app/lib/posts.ts, summary).
    const posts = list.data as { lang: string; _embedded: { author: { name: string }[] } }[];
    expect(posts.length).toBeGreaterThanOrEqual(2);
    for (const post of posts)
      expect([post.lang, post._embedded.author[0]]).toEqual(["cs", { name: "Dr. Jana Nováková" }]);
  });

  it("answers 404 for an author there is not, in either language", async () => {
    for (const [url, slug] of [
      ["/blog/author/nobody", "nobody"],
      ["/cs/blog/autor/Jana", "Jana"],
    ] as const) {
      const answer = (await load(url, slug)) as Answer;
      expect(answer.init?.status, url).toBe(404);
      expect(answer.data.state).toBe("not-found");
    }
  });

  it("pages through a WordPress author's posts and sends a page past the end to the last one", async () => {
    vi.stubEnv("WORDPRESS_API_URL", wp().apiUrl);
    const first = (await load("/blog/author/tomas", "tomas")) as Answer;
    expect(first.data.list).toMatchObject({ totalPosts: 7, totalPages: 1 });
    expect(first.data.list!.author).toMatchObject({ orcid: "0000-0002-1825-0097" });
    const past = (await load("/blog/author/tomas?page=4", "tomas")) as Response;
    expect([past.status, past.headers.get("Location")]).toEqual([302, "/blog/author/tomas"]);
    const odd = (await load("/blog/author/tomas?page=abc", "tomas")) as Response;
    expect(odd.headers.get("Location")).toBe("/blog/author/tomas");
  });

  it("says the list is unavailable (503) when WordPress fails", async () => {
    vi.stubEnv("WORDPRESS_API_URL", wp().apiUrl);
    await wp().setMode("500");
    const answer = (await load("/blog/author/tomas", "tomas")) as Answer;
    expect([answer.init?.status, answer.data.state]).toEqual([503, "failed"]);
  });
});

describe("the author page's head", () => {
  it("has its title, canonical, both languages' addresses and a ProfilePage with the Person", async () => {
    vi.stubEnv("WORDPRESS_API_URL", wp().apiUrl);
    const answer = (await load("/cs/blog/autor/tomas", "tomas")) as Answer;
    const tags = head("/cs/blog/autor/tomas", "tomas", answer.data);
    expect(tags).toContainEqual({ title: "Tomáš Dvořák: Výzkumný blog | Example Biomaterials" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${SITE}/cs/blog/autor/tomas` });
    for (const [lang, path] of [
      ["en", "/blog/author/tomas"],
      ["cs", "/cs/blog/autor/tomas"],
      ["x-default", "/blog/author/tomas"],
    ])
      expect(tags).toContainEqual(
        expect.objectContaining({ rel: "alternate", hrefLang: lang, href: `${SITE}${path}` }),
      );
    const ld = tags.map((tag) => (tag as Record<string, unknown>)["script:ld+json"]).find(Boolean);
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "ProfilePage",
      url: `${SITE}/cs/blog/autor/tomas`,
      inLanguage: "cs",
      mainEntity: {
        "@type": "Person",
        name: "Tomáš Dvořák",
        url: `${SITE}/cs/blog/autor/tomas`,
        description: "Tomáš builds our spinning lines & writes about them.",
        sameAs: ["https://orcid.org/0000-0002-1825-0097"],
      },
    });
  });

  it("an unknown author's page is not indexed", async () => {
    const answer = (await load("/blog/author/nobody", "nobody")) as Answer;
    const tags = head("/blog/author/nobody", "nobody", answer.data);
    expect(tags).toContainEqual({ title: "Author Not Found | Example Biomaterials" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });
});
