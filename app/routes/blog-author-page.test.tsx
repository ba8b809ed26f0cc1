// @vitest-environment jsdom
// What a visitor sees on an author's page, from what the loader answered: the ORCID link, the biography, the
// posts and their pagination.
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { cs } from "~/content/messages/cs";
import type { AuthorList, PostSummary } from "~/lib/posts";
import BlogAuthor from "./blog-author";

const post = (n: number): PostSummary => ({
  id: n,
  slug: `post-${n}`,
  date: "2025-03-14T09:30:00",
  title: { rendered: `Post ${n}` },
  excerpt: { rendered: "<p>Excerpt.</p>" },
  _embedded: { author: [{ name: "Tomáš Dvořák", slug: "tomas" }] },
});

function show(list: AuthorList<PostSummary> | null, page = 1, path = "/blog/author/tomas") {
  const loaderData = { slug: "tomas", lang: path.startsWith("/cs/") ? "cs" : "en", page, list, state: "ok" };
  const Page = BlogAuthor as unknown as (props: { loaderData: typeof loaderData }) => React.ReactNode;
  const Stub = createRoutesStub([{ path: "*", Component: () => <Page loaderData={loaderData} /> }]);
  return render(<Stub initialEntries={[path]} />);
}

const author = {
  id: 3,
  slug: "tomas",
  name: "Tomáš Dvořák",
  bio: "Builds spinning lines.",
  orcid: "0000-0002-1825-0097",
};

describe("an author's page", () => {
  it("shows the name, the biography and the ORCID iD as a link to its record", () => {
    show({ author, data: [post(1)], totalPages: 1, totalPosts: 1 });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Tomáš Dvořák");
    expect(screen.getByTestId("author-profile")).toHaveTextContent("Builds spinning lines.");
    const orcid = screen.getByRole("link", { name: "ORCID iD of Tomáš Dvořák: 0000-0002-1825-0097" });
    expect(orcid).toHaveAttribute("href", "https://orcid.org/0000-0002-1825-0097");
  });

  it("lists the posts with pages of the author's own addresses", () => {
    show(
      { author, data: [1, 2, 3].map(post), totalPages: 3, totalPosts: 21 },
      2,
      "/cs/blog/autor/tomas?page=2",
    );
    const posts = screen.getByRole("region", { name: "Články: Tomáš Dvořák" });
    expect(within(posts).getAllByRole("article")).toHaveLength(3);
    const pages = within(posts).getByRole("navigation", { name: cs.blog.pages });
    const [previous, next] = [cs.blog.previous, cs.blog.next].map((name) =>
      within(pages).getByRole("link", { name }).getAttribute("href"),
    );
    expect([previous, next]).toEqual(["/cs/blog/autor/tomas", "/cs/blog/autor/tomas?page=3"]);
  });

  it("has no profile box for an author without biography or iD", () => {
    show({
      author: { id: 4, slug: "petra", name: "Petra", bio: "" },
      data: [post(1)],
      totalPages: 1,
      totalPosts: 1,
    });
    expect(screen.queryByTestId("author-profile")).toBeNull();
    expect(screen.queryByRole("link", { name: /ORCID/ })).toBeNull();
  });
});
