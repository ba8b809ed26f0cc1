// What every content source provides: the WordPress REST shapes, unsanitized (the posts service sanitizes).
import type { Locale } from "~/content/locales";
import { htmlToText } from "~/lib/html-text";
import type { MenuItem, MenuLocation } from "~/lib/menu";
import {
  type Author,
  type Category,
  type Post,
  type PostLink,
  type PostList,
  type PostNeighbours,
  RELATED_POSTS,
} from "~/lib/posts";
import type { KnownAround, PostIndex } from "./post-index.server";

export type SourceName = "wordpress" | "embedded";

/** What a post slug may look like, whatever the source: a post with any other slug is not published. */
export const SLUG_PATTERN = /^[a-z0-9-]{1,200}$/;

export interface PostsSource {
  readonly name: SourceName;
  // `lang`: the blog's language. A source that knows posts' languages answers only that language's posts; one
  // that does not (WordPress without a language plugin) answers every post, whatever `lang` says. The posts
  // service always names it; without it a source answers as it did before there were languages.
  /** One page of posts, newest first. A page past the end is an empty page with the real totals. */
  list(page: number, perPage: number, lang?: Locale): Promise<PostList>;
  /**
   * The post with this slug, or undefined when there is none. `indexed(lang)`: that language's index when one
   * is kept, where the slugs of the post's translations are looked up before they are asked for.
   */
  bySlug(
    slug: string,
    lang?: Locale,
    indexed?: (lang: Locale) => PostIndex | undefined,
  ): Promise<Post | undefined>;
  /**
   * The slug now of the post that answered at `slug` before it was renamed (WordPress's old-slug record, the
   * Redirection plugin's redirect, the front matter's `redirect_from`), or undefined. The posts service checks it.
   */
  moved?(slug: string, lang?: Locale): Promise<string | undefined>;
  /** One page of the posts that match a search (the visitor's words, cleaned), best first. */
  search?(query: string, page: number, perPage: number, lang?: Locale): Promise<PostList>;
  /** The category with this slug, or undefined when there is none. */
  category(slug: string, lang?: Locale): Promise<Category | undefined>;
  /** One page of a category's posts, newest first (as list). */
  listCategory(category: Category, page: number, perPage: number, lang?: Locale): Promise<PostList>;
  /** The author with this slug (their bio in `lang`), or undefined when there is none or they have no post. */
  author?(slug: string, lang?: Locale): Promise<Author | undefined>;
  /** One page of an author's posts, newest first (as list). */
  listAuthor?(author: Author, page: number, perPage: number, lang?: Locale): Promise<PostList>;
  /**
   * The blog's newest posts (at most INDEX_SIZE) as links with their categories, in one request: where the end
   * of a post and the slugs of translations are looked up.
   */
  index?(lang?: Locale): Promise<PostIndex>;
  /**
   * The posts just older and newer than `post` in its blog, and a few more of its first category; `known`: the
   * parts already known (from the index), which are not asked again.
   */
  around?(post: Post, lang?: Locale, known?: KnownAround): Promise<PostNeighbours>;
  /** The blog's categories that have posts, the fullest first, at most `limit`. */
  categories?(limit: number, lang?: Locale): Promise<Category[]>;
  /** The editor's menu at `location` in `lang` (checked items), or undefined when none is assigned. */
  menu?(location: MenuLocation, lang?: Locale): Promise<MenuItem[] | undefined>;
  /**
   * A post as its editor sees it now, draft or not (the newest autosave's title, excerpt and content when
   * there is one), read with an application password; undefined when there is no such post. Only WordPress.
   */
  draft?(id: number, credentials: { user: string; appPassword: string }): Promise<Post | undefined>;
}

/** The source could not answer: timed out (the proxy says 504) or failed otherwise (502). */
export class SourceError extends Error {
  readonly timeout: boolean;
  constructor(message: string, options: { timeout?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = "SourceError";
    this.timeout = options.timeout ?? false;
  }
}

/** A link to a post: its title as plain text, so a page prints it as text whatever the source sent. */
export function postLink(post: Post): PostLink {
  return { slug: post.slug, title: htmlToText(post.title.rendered), date: post.date };
}

/**
 * The end of a post: the posts just older and newer, and up to RELATED_POSTS of `candidates` (its category's,
 * best first) that are neither of those, so no post is recommended twice.
 */
export function neighbours(
  previous: PostLink | null,
  next: PostLink | null,
  candidates: PostLink[],
): PostNeighbours {
  const shown = new Set([previous?.slug, next?.slug]);
  const related = candidates.filter((link) => !shown.has(link.slug)).slice(0, RELATED_POSTS);
  return { previous, next, related };
}
