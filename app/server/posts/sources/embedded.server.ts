// The embedded blog: Markdown files with front matter in content/posts/, answered in WordPress's REST shape.
// See docs/blog.md ("Adding a post") for the front matter an editor writes.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Locale } from "~/content/locales";
import type { Category, Post } from "~/lib/posts";
import { linkTranslations, movedPosts } from "./embedded-extras.server";
import { authorOf, type AuthorsFile, readAuthors, withFileAuthor } from "./embedded-authors.server";
import { stableId } from "./embedded-fields.server";
import type { SearchIndex } from "./embedded-search.server";
import { neighbours, postLink, type PostsSource, SourceError } from "./source.server";

/** @internal */
export { stableId, toWallTime } from "./embedded-fields.server";

export type EmbeddedOptions = {
  /** Folder of *.md files; relative paths resolve against process.cwd(). */
  dir?: string;
  /** The authors file; by default authors.json beside the posts' folder (content/authors.json). */
  authorsFile?: string;
};

const DEFAULT_CONTENT_DIR = "content/posts";

export function createEmbeddedSource(options: EmbeddedOptions = {}): PostsSource {
  const dir = path.resolve(process.cwd(), options.dir ?? DEFAULT_CONTENT_DIR);
  const authorsFile = path.resolve(process.cwd(), options.authorsFile ?? path.join(dir, "../authors.json"));
  type Loaded = {
    signature: string;
    posts: Post[];
    moved: Map<string, string>;
    authors: AuthorsFile["bySlug"];
    index?: SearchIndex;
  };
  let loaded: Loaded | undefined;

  /** All posts, newest first; re-read only when a file was added, removed or changed. */
  async function load(): Promise<Loaded> {
    let files: string[];
    try {
      files = (await readdir(dir)).filter((f) => f.endsWith(".md") && !f.startsWith("_")).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT")
        return { signature: "", posts: [], moved: new Map(), authors: new Map() };
      throw new SourceError(`Cannot read ${dir}`, { cause: error });
    }
    const [stats, authors] = await Promise.all([
      Promise.all(files.map((f) => stat(path.join(dir, f)))),
      readAuthors(authorsFile),
    ]);
    const signature =
      files.map((f, i) => `${f}:${stats[i]!.mtimeMs}:${stats[i]!.size}`).join("|") + `|${authors.signature}`;
    if (loaded?.signature === signature) return loaded;
    // The Markdown parser and its extensions load with the first post: a site reading WordPress never needs them.
    const { readPostFile } = await import("./markdown-post.server");
    const entries = await Promise.all(
      files.map(async (f) => {
        const { post, from } = readPostFile(await readFile(path.join(dir, f), "utf8"), f);
        return { post: withFileAuthor(post, authors.bySlug, stableId), from };
      }),
    );
    const posts = entries.map((entry) => entry.post);
    const seen = new Set<string>();
    for (const post of posts) {
      if (seen.has(post.slug)) throw new SourceError(`Two posts in ${dir} have the slug "${post.slug}"`);
      seen.add(post.slug);
    }
    linkTranslations(posts, dir);
    posts.sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
    loaded = { signature, posts, moved: movedPosts(entries, dir), authors: authors.bySlug };
    return loaded;
  }
  const all = async () => (await load()).posts;

  const pageOf = (posts: Post[], page: number, perPage: number) => ({
    data: posts.slice((page - 1) * perPage, page * perPage),
    totalPosts: posts.length,
    totalPages: Math.ceil(posts.length / perPage),
  });
  const inCategory = (post: Post, id: number) =>
    (post._embedded?.["wp:term"]?.[0] ?? []).some((term) => term.id === id);

  /** The posts of one language's blog. */
  const inLanguage = async (lang: Locale) => (await all()).filter((post) => post.lang === lang);

  return {
    name: "embedded",
    async list(page, perPage, lang = "en") {
      return pageOf(await inLanguage(lang), page, perPage);
    },
    async listCategory(category, page, perPage, lang = "en") {
      return pageOf(
        (await inLanguage(lang)).filter((post) => inCategory(post, category.id)),
        page,
        perPage,
      );
    },
    async category(slug, lang = "en") {
      for (const post of await inLanguage(lang))
        for (const term of post._embedded?.["wp:term"]?.[0] ?? [])
          if (term.slug === slug) return { id: term.id, name: term.name, slug } satisfies Category;
      return undefined;
    },
    async author(slug, lang = "en") {
      const { authors, posts } = await load();
      const entry = authors.get(slug);
      // As WordPress shows only authors who have published: one without a post has no page.
      const writes = posts.some((post) => post._embedded?.author?.[0]?.slug === slug);
      return entry && writes ? authorOf(entry, lang, stableId) : undefined;
    },
    async listAuthor(author, page, perPage, lang = "en") {
      const posts = await inLanguage(lang);
      return pageOf(
        posts.filter((post) => post._embedded?.author?.[0]?.slug === author.slug),
        page,
        perPage,
      );
    },
    async bySlug(slug, lang = "en") {
      return (await inLanguage(lang)).find((post) => post.slug === slug);
    },
    async moved(slug, lang = "en") {
      return (await load()).moved.get(`${lang}:${slug}`);
    },
    async search(query, page, perPage, lang = "en") {
      const now = await load();
      // Built on the first search after the files change, so a change is found within one request.
      now.index ??= (await import("./embedded-search.server")).createSearchIndex(now.posts);
      return pageOf(now.index.search(query, lang), page, perPage);
    },
    async around(post, lang = "en") {
      const posts = await inLanguage(lang);
      const at = posts.findIndex((other) => other.id === post.id);
      const category = post._embedded?.["wp:term"]?.[0]?.[0];
      const related = category
        ? posts.filter((other) => other.id !== post.id && inCategory(other, category.id))
        : [];
      return neighbours(
        at >= 0 && posts[at + 1] ? postLink(posts[at + 1]!) : null,
        at > 0 ? postLink(posts[at - 1]!) : null,
        related.map(postLink),
      );
    },
    async categories(limit, lang = "en") {
      const counts = new Map<number, { category: Category; posts: number }>();
      for (const post of await inLanguage(lang))
        for (const term of post._embedded?.["wp:term"]?.[0] ?? []) {
          if (!term.slug) continue;
          const seen = counts.get(term.id) ?? {
            category: { id: term.id, name: term.name, slug: term.slug },
            posts: 0,
          };
          counts.set(term.id, { ...seen, posts: seen.posts + 1 });
        }
      return [...counts.values()]
        .sort((a, b) => b.posts - a.posts || a.category.name.localeCompare(b.category.name))
        .slice(0, limit)
        .map((entry) => entry.category);
    },
  };
}
