// The posts the real WordPress is seeded with (seed.ts sends them): the project's own Markdown posts, the
// special cases the site must get right (typography, Czech, a long title, block-editor markup, no picture, no
// category), Gutenberg's core-block fixtures, and drafts, pending, scheduled and private posts that must never
// appear on the site.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import matter from "gray-matter";
import { Marked } from "marked";
import {
  CORE_BLOCKS_SLUG,
  EMBEDS,
  EMBEDS_SLUG,
  savedCorePosts,
  withImage,
} from "#tests/support/block-fixtures";

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const markdown = new Marked({ gfm: true, async: false });

export type SeedPost = {
  title: string;
  slug: string;
  /** Site-local wall time. */
  date: string;
  author?: string;
  categories: string[];
  tags: string[];
  excerpt?: string;
  content: string;
  /** A file under public/ uploaded as the featured image. */
  cover?: string;
  coverAlt?: string;
  status: "publish" | "draft" | "pending" | "private" | "future";
  /** What an SEO plugin says about the post (Yoast SEO's yoast_head_json). */
  seo?: Record<string, unknown>;
};

/** The SEO plugin's values for the long-title post (its og_image is set to the post's cover when seeding). */
export const SEO_HEAD = {
  title: "Electrospinning from bench to device | Example Biomaterials",
  description:
    "How a nanofiber scaffold travels from the laboratory to a certified medical device, step by step.",
  og_title: "From bench to device: electrospinning at scale",
  og_description: "The long road from a laboratory bench to a certified medical device.",
};

/** Titles of the special cases, as the editor typed them (WordPress renders them with curly quotes etc.). */
export const SPECIAL = {
  punctuation: `"Quotes" & ampersands -- dashes, 'apostrophes' and ellipses... in one title`,
  czech: "Nanovlákna z želatiny: příliš žluťoučký kůň úpěl ďábelské ódy",
  long: "A very long title that goes on and on about electrospinning, coaxial nozzles, humidity control, gelatin, polycaprolactone and the long road from a laboratory bench to a certified medical device",
  blocks: "Block editor: a protocol with its PDF",
  noImage: "A short note without a picture",
  noCategories: "Filed under nothing in particular",
} as const;

/** Slugs that exist in WordPress but must never be shown by the site. */
export const HIDDEN = {
  draft: "unpublished-draft-about-hydrogels",
  pending: "pending-review-on-scaffolds",
  future: "scheduled-post-for-next-year",
  private: "private-notes-for-the-team",
} as const;

/** Slug of the Czech post: WordPress makes it from the title without the accents. */
export const CZECH_SLUG = "nanovlakna-z-zelatiny-prilis-zlutoucky-kun-upel-dabelske-ody";

/** The Markdown blog's authors (content/authors.json) by name: each becomes a user with this slug and biography. */
export async function authorProfiles(): Promise<Map<string, { slug: string; bio: string }>> {
  const file = JSON.parse(await readFile(path.join(ROOT, "content/authors.json"), "utf8")) as Record<
    string,
    { name: string; bio?: { en?: string } }
  >;
  return new Map(
    Object.entries(file).map(([slug, entry]) => [entry.name, { slug, bio: entry.bio?.en ?? "" }]),
  );
}

export async function markdownPosts(): Promise<SeedPost[]> {
  const dir = path.join(ROOT, "content/posts");
  // A post's `author:` names an author of content/authors.json by slug (older posts: by name).
  const names = new Map([...(await authorProfiles())].map(([name, { slug }]) => [slug, name]));
  const files = (await readdir(dir)).filter((f) => f.endsWith(".md") && !f.startsWith("_"));
  return Promise.all(
    files.map(async (file) => {
      const { data, content } = matter(await readFile(path.join(dir, file), "utf8"));
      const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
      const date =
        data.date instanceof Date
          ? data.date.toISOString().slice(0, 19)
          : `${String(data.date)}${String(data.date).length === 10 ? "T00:00:00" : ""}`;
      return {
        title: String(data.title),
        slug: String(data.slug ?? path.basename(file, ".md")),
        date,
        author: typeof data.author === "string" ? (names.get(data.author) ?? data.author) : undefined,
        categories: list(data.categories),
        tags: list(data.tags),
        excerpt: typeof data.excerpt === "string" ? data.excerpt : undefined,
        content: markdown.parse(content, { async: false }),
        cover: typeof data.cover === "string" ? data.cover : undefined,
        coverAlt: typeof data.coverAlt === "string" ? data.coverAlt : undefined,
        status: "publish" as const,
      };
    }),
  );
}

const paragraph = (text: string) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;

/** A real photograph uploaded to the media library (tests/support/fixtures/photos/), shown in the block-editor post. */
export const UPLOADED_PHOTO = {
  file: "nci-connective-tissue-cells-2304.jpg",
  alt: "Normal cells of human connective tissue in culture, darkfield, 500x",
};

/** What the block editor saves for a post with a heading, a list, a quote and a PDF in a file block. */
function blockContent(pdf: string, pdfId: number, photo: { id: number; source_url: string }): string {
  return [
    paragraph(
      "This protocol describes how we spin a gelatin&#8211;PCL scaffold, step by step, with the figures we measured.",
    ),
    `<!-- wp:image {"id":${photo.id},"sizeSlug":"full","linkDestination":"none"} -->\n<figure class="wp-block-image size-full"><img src="${photo.source_url}" alt="${UPLOADED_PHOTO.alt}" class="wp-image-${photo.id}"/></figure>\n<!-- /wp:image -->`,
    `<!-- wp:heading -->\n<h2 class="wp-block-heading">Before you start</h2>\n<!-- /wp:heading -->`,
    `<!-- wp:list -->\n<ul><!-- wp:list-item -->\n<li>Humidity 35&nbsp;% &plusmn; 2&nbsp;%</li>\n<!-- /wp:list-item -->\n\n<!-- wp:list-item -->\n<li>Voltage 18&nbsp;kV</li>\n<!-- /wp:list-item --></ul>\n<!-- /wp:list -->`,
    `<!-- wp:file {"id":${pdfId},"href":"${pdf}","displayPreview":true} -->\n<div class="wp-block-file"><object class="wp-block-file__embed" data="${pdf}" type="application/pdf" style="width:100%;height:600px" aria-label="Embed of Spinning protocol."></object><a id="wp-block-file--media-1" href="${pdf}">Spinning protocol</a><a href="${pdf}" class="wp-block-file__button wp-element-button" download aria-describedby="wp-block-file--media-1">Download</a></div>\n<!-- /wp:file -->`,
    `<!-- wp:quote -->\n<blockquote class="wp-block-quote"><!-- wp:paragraph -->\n<p>Measure twice, spin once.</p>\n<!-- /wp:paragraph --></blockquote>\n<!-- /wp:quote -->`,
    paragraph("The paragraph after the file block is still part of the post."),
  ].join("\n\n");
}

/** The special cases, with dates among the Markdown posts' so they land on different list pages. */
export function specialPosts(
  pdf: string,
  pdfId: number,
  photo: { id: number; source_url: string },
): SeedPost[] {
  const body = (text: string) =>
    [paragraph(text), paragraph("A second paragraph, so the post has a body.")].join("\n\n");
  return [
    {
      title: SPECIAL.punctuation,
      slug: "quotes-ampersands-and-dashes",
      date: "2025-06-02T10:00:00",
      author: "Dr. Jana Nováková",
      categories: ["Research"],
      tags: [],
      content: body("Typography: WordPress turns straight quotes into curly ones and -- into a dash."),
      cover: "/images/blog/reading-a-release-curve.svg",
      coverAlt: "A release curve",
      status: "publish",
    },
    {
      title: SPECIAL.czech,
      slug: "",
      date: "2025-04-15T08:30:00",
      author: "Ing. Tomáš Dvořák",
      categories: ["Výzkum a vývoj"],
      tags: ["želatina"],
      content: body("Čeština: ěščřžýáíéúů ĚŠČŘŽÝÁÍÉÚŮ ďťň."),
      cover: "/images/blog/hydrogels-and-foams.svg",
      status: "publish",
    },
    {
      title: SPECIAL.long,
      slug: "a-very-long-title",
      date: "2024-12-05T14:00:00",
      author: "Mgr. Petra Svobodová",
      categories: ["Nanofibers"],
      tags: [],
      content: body("A post whose title is far longer than a card can show."),
      cover: "/images/blog/scaling-up-electrospinning.svg",
      status: "publish",
      seo: SEO_HEAD,
    },
    {
      title: SPECIAL.blocks,
      slug: "block-editor-protocol",
      date: "2025-02-20T09:00:00",
      author: "Ing. Martin Král",
      categories: ["Research", "Tissue Engineering"],
      tags: ["protocol"],
      content: blockContent(pdf, pdfId, photo),
      cover: "/images/blog/pcl-pla-gelatin-scaffolds.svg",
      coverAlt: "Scaffold fibres",
      status: "publish",
    },
    {
      title: SPECIAL.noImage,
      slug: "a-note-without-a-picture",
      date: "2024-10-10T11:00:00",
      author: "Dr. Jana Nováková",
      categories: ["Company News"],
      tags: [],
      content: body("No featured image here."),
      status: "publish",
    },
    {
      title: SPECIAL.noCategories,
      slug: "filed-under-nothing",
      date: "2024-09-09T09:09:00",
      author: "Ing. Martin Král",
      categories: [],
      tags: [],
      content: body("The editor chose no category; WordPress files the post under its default category."),
      status: "publish",
    },
    ...(
      [
        ["draft", HIDDEN.draft, "2025-07-01T09:00:00"],
        ["pending", HIDDEN.pending, "2025-07-02T09:00:00"],
        ["future", HIDDEN.future, `${new Date().getFullYear() + 1}-01-15T09:00:00`],
        ["private", HIDDEN.private, "2025-07-03T09:00:00"],
      ] as const
    ).map(([status, slug, date]) => ({
      title: `Hidden (${status}): never on the site`,
      slug,
      date,
      author: "Dr. Jana Nováková",
      categories: ["Research"],
      tags: [],
      content: body(`This ${status} post must never appear on the site.`),
      status,
    })),
  ];
}

/** Gutenberg's core-block fixtures and embed blocks as posts (tests/support/block-fixtures.ts); `image` is an upload. */
export function corpusPosts(image: string): SeedPost[] {
  const post = { author: "Ing. Martin Král", categories: ["Research"], tags: [], status: "publish" as const };
  return [
    {
      ...post,
      title: "Every core block, as the block editor saves it",
      slug: CORE_BLOCKS_SLUG,
      date: "2025-03-03T09:00:00",
      content: withImage(savedCorePosts(), image),
    },
    {
      ...post,
      title: "Embedded videos and sounds",
      slug: EMBEDS_SLUG,
      date: "2025-01-10T09:00:00",
      content: EMBEDS,
    },
  ];
}
