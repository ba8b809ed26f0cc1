// The shapes of posts, lists and categories as WordPress's REST API returns them (only the fields the site
// reads): both sources, WordPress and the embedded Markdown, give posts in this shape.
import type { Locale } from "~/content/locales";

export type Term = { id: number; name: string; slug?: string; taxonomy?: string };

export type Post = {
  id: number;
  slug: string;
  /** Site-local wall time without a zone, e.g. "2025-03-14T09:30:00". */
  date: string;
  /** The same moment in UTC, also without a zone; WordPress sends it, the embedded blog does not. */
  date_gmt?: string;
  /** When the post was last changed, site-local wall time; with its UTC twin. */
  modified?: string;
  modified_gmt?: string;
  title: { rendered: string };
  excerpt: { rendered: string };
  content: { rendered: string };
  jetpack_featured_media_url?: string;
  /**
   * The post's language when the source knows it (the Markdown front matter; Polylang's REST field). Without it
   * (WordPress with no language plugin) the post is shown on both blogs, marked as English on the Czech one.
   */
  lang?: Locale;
  /** The slugs of the same post in the other languages (Polylang's `translations`, resolved to slugs). */
  translations?: Partial<Record<Locale, string>>;
  /** The post's DOI when it has one ("10.5555/12345678"; WordPress's `doi` field, a Markdown post's `doi:`). */
  doi?: string;
  /** What the Yoast SEO plugin says about the post's page, when WordPress has it (plain text). */
  yoast_head_json?: SeoHead;
  _embedded?: {
    /**
     * `url`: the author's own site, an absolute http(s) address, when known; `orcid`: their ORCID iD; `slug`:
     * the address of their page on the blog (/blog/author/{slug}), when they have one.
     */
    author?: { id?: number; name: string; url?: string; orcid?: string; slug?: string }[];
    "wp:featuredmedia"?: {
      id?: number;
      source_url: string;
      alt_text?: string;
      media_details?: { width?: number; height?: number };
    }[];
    /** Term groups; the first is the post's categories. */
    "wp:term"?: Term[][];
  };
};

/** The part of Yoast SEO's yoast_head_json the site uses. */
export type SeoHead = {
  title?: string;
  description?: string;
  og_title?: string;
  og_description?: string;
  /** The social image an editor chose (its address; the site makes its 1200x630 copy). */
  og_image?: { url: string };
};

/** A category of the blog, as WordPress's /categories answers it. */
export type Category = {
  id: number;
  name: string;
  slug: string;
  /** The slug of the same category in each other language where it has posts (its twin's page). */
  translations?: Partial<Record<Locale, string>>;
};

/** A blog author as their page shows them: `bio` is plain text in the page's language (may be empty). */
export type Author = { id: number; slug: string; name: string; bio: string; orcid?: string };

/** One page of an author's posts; author is null when there is no such author. */
export type AuthorList<P extends PostSummary = Post> = PostList<P> & { author: Author | null };

/** What a post card shows: the post without its body and SEO texts, which only the post's own page reads. */
export type PostSummary = Omit<Post, "content" | "yoast_head_json">;

/** One page of the blog list, as the proxy answers it (whole posts); a page's own data carries summaries. */
export type PostList<P extends PostSummary = Post> = { data: P[]; totalPages: number; totalPosts: number };

/** One page of a category's posts; category is null when there is no such category. */
export type CategoryList<P extends PostSummary = Post> = PostList<P> & { category: Category | null };

/**
 * What a card and a search result read of a post, and no more: its address, date, title, excerpt, language (a
 * card marks a post in the other language), featured image and author's name. A list's data carries nine of
 * them; each post's terms, translations, DOI, other dates and author's links are read only by the post's own page.
 */
export function summary(post: PostSummary): PostSummary {
  const { id, slug, date, title, excerpt, jetpack_featured_media_url, lang } = post;
  const author = post._embedded?.author?.[0];
  const media = post._embedded?.["wp:featuredmedia"]?.[0];
  const embedded: NonNullable<PostSummary["_embedded"]> = {
    ...(author && { author: [{ name: author.name }] }),
    ...(media && {
      "wp:featuredmedia": [
        {
          source_url: media.source_url,
          ...(media.alt_text !== undefined && { alt_text: media.alt_text }),
          ...(media.media_details && {
            media_details: { width: media.media_details.width, height: media.media_details.height },
          }),
        },
      ],
    }),
  };
  return {
    id,
    slug,
    date,
    title,
    excerpt,
    ...(jetpack_featured_media_url !== undefined && { jetpack_featured_media_url }),
    ...(lang !== undefined && { lang }),
    ...(Object.keys(embedded).length > 0 && { _embedded: embedded }),
  };
}

/**
 * A list page with summaries in place of posts: what a list page's HTML carries for the browser to take over,
 * without nine bodies, nor the terms and links, that no card shows.
 */
export function withSummaries<L extends PostList>(list: L): Omit<L, "data"> & { data: PostSummary[] } {
  return { ...list, data: list.data.map(summary) };
}

/** The proxy's answer for one post: an empty array when there is no such post. */
export type PostBySlug = { data: Post[] };

export const POSTS_PER_PAGE = 9;
/** Posts in the RSS feed. */
export const FEED_SIZE = 20;

/** How many posts the home page's "Latest from Our Blog" teaser shows. */
export const LATEST_POSTS = 3;

/** The newest posts first (WordPress dates are zone-less ISO strings, so they sort as text). */
export function newestPosts<P extends PostSummary>(posts: P[], count = LATEST_POSTS): P[] {
  return [...posts].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).slice(0, count);
}

/** A link to another post: its address, title as plain text and date (the end of a post leads on). */
export type PostLink = { slug: string; title: string; date: string };

/** What the end of a post links to: the posts just older and newer, and a few of the same category. */
export type PostNeighbours = { previous: PostLink | null; next: PostLink | null; related: PostLink[] };

/** How many posts of the same category the end of a post names. */
export const RELATED_POSTS = 3;
/** How many categories the blog's list links to, the fullest first. */
export const CATEGORY_LINKS = 12;
