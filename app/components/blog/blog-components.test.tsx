// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Post } from "~/lib/posts";
import { LatestPosts } from "./latest-posts";
import { newestPosts } from "~/lib/posts";
import { pageFromSearch } from "~/lib/page-param";
import { blogListPath } from "~/lib/blog-urls";
import { Pagination } from "./pagination";
import { PostCard } from "./post-card";
import { categories, featuredImage } from "~/lib/post-fields";
import { cutOnWord } from "~/lib/seo";

function post(overrides: Partial<Post> = {}, id = 1): Post {
  return {
    id,
    slug: `post-${id}`,
    date: "2025-03-14T09:30:00",
    title: { rendered: `Fibres &amp; <em>scaffolds</em> ${id}` },
    excerpt: { rendered: "<p>How <strong>coaxial</strong> spinning works.</p>" },
    content: { rendered: "<p>Full text that the teaser must not show.</p>" },
    _embedded: {
      author: [{ name: "Dr. Jana Nováková" }],
      "wp:featuredmedia": [
        { source_url: "/images/blog/a.svg", alt_text: "", media_details: { width: 1200, height: 675 } },
      ],
      "wp:term": [[{ id: 2, name: "Nanofibers" }], []],
    },
    ...overrides,
  };
}

/** Renders inside a router, as the components always are. */
function renderWithRouter(ui: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => ui }]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("PostCard", () => {
  it("links to the post and shows image, HTML title, date • author and HTML excerpt", () => {
    renderWithRouter(<PostCard post={post()} />);
    const link = screen.getByRole("link");
    expect(link).toHaveAttribute("href", "/blog/post-1");
    expect(link).toHaveTextContent("Fibres & scaffolds 1");
    expect(link.querySelector("em")).not.toBeNull();
    expect(screen.getByRole("heading", { level: 2 })).toHaveClass("line-clamp-2");
    expect(screen.getByTestId("post-meta")).toHaveTextContent("March 14, 2025 • Dr. Jana Nováková");
    expect(screen.getByTestId("post-excerpt")).toHaveClass("line-clamp-3");
    expect(screen.getByTestId("post-excerpt").querySelector("strong")).toHaveTextContent("coaxial");
    const img = document.querySelector("img")!;
    expect(img).toHaveAttribute("src", "/images/blog/a.svg");
    expect(img).toHaveAttribute("width", "1200");
    expect(img).toHaveAttribute("height", "675");
    expect(img).toHaveAttribute("loading", "lazy");
  });

  it("prints the date alone without an author, and no image without one", () => {
    renderWithRouter(<PostCard post={post({ _embedded: {} })} eager />);
    expect(screen.getByTestId("post-meta").textContent).toBe("March 14, 2025");
    expect(document.querySelector("img")).toBeNull();
  });
});

describe("post fields", () => {
  it("falls back from embedded media to jetpack_featured_media_url", () => {
    const jetpack = post({ _embedded: {}, jetpack_featured_media_url: "https://wp.example/x.png" });
    expect(featuredImage(jetpack)).toEqual({
      src: "https://wp.example/x.png",
      width: 1200,
      height: 630,
      alt: "",
    });
    expect(featuredImage(post({ _embedded: {} }))).toBeNull();
  });

  it("reads the first term group as categories", () => {
    expect(categories(post()).map((t) => t.name)).toEqual(["Nanofibers"]);
    expect(categories(post({ _embedded: {} }))).toEqual([]);
  });

  it("shortens meta descriptions on a word boundary", () => {
    expect(cutOnWord("one two three four five", 14)).toBe("one two three…");
  });
});

describe("Pagination", () => {
  it("is absent with a single page", () => {
    const { container } = renderWithRouter(<Pagination page={1} totalPages={1} />);
    expect(container.querySelector("nav")).toBeNull();
  });

  it("disables Previous on page 1 and Next on the last page", () => {
    renderWithRouter(<Pagination page={1} totalPages={3} />);
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/blog?page=2");
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();
  });

  it("links Previous to page - 1 (plain /blog for page 1) and disables Next at the end", () => {
    renderWithRouter(<Pagination page={2} totalPages={2} />);
    expect(screen.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/blog");
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });
});

describe("page parameter", () => {
  it("accepts whole numbers from 1 and nothing else", () => {
    const read = (q: string) => pageFromSearch(new URLSearchParams(q));
    expect(read("")).toBe(1);
    expect(read("page=2")).toBe(2);
    for (const bad of ["page=0", "page=-1", "page=abc", "page=1.5", "page=", "page=01"])
      expect(read(bad)).toBeNull();
    expect(blogListPath("en", 1)).toBe("/blog");
    expect(blogListPath("en", 3)).toBe("/blog?page=3");
  });
});

describe("LatestPosts", () => {
  const posts = [
    post({ date: "2025-01-02T10:00:00" }, 1),
    post({ date: "2025-05-01T10:00:00" }, 2),
    post({ date: "2024-12-31T10:00:00" }, 3),
    post({ date: "2025-03-01T10:00:00" }, 4),
  ];

  it("shows the newest three as cards with h3 titles and never the post content", () => {
    renderWithRouter(<LatestPosts posts={posts} />);
    const items = screen.getAllByRole("article");
    expect(items).toHaveLength(3);
    expect(items.map((item) => within(item).getByRole("link").getAttribute("href"))).toEqual([
      "/blog/post-2",
      "/blog/post-4",
      "/blog/post-1",
    ]);
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(3);
    for (const img of document.querySelectorAll("img")) expect(img).toHaveAttribute("loading", "lazy");
    expect(screen.queryByText(/Full text that the teaser must not show/)).toBeNull();
  });

  it("renders nothing without posts", () => {
    const { container } = renderWithRouter(<LatestPosts posts={[]} />);
    expect(container.querySelector("ul")).toBeNull();
    expect(newestPosts(posts, 1).map((p) => p.id)).toEqual([2]);
  });
});
