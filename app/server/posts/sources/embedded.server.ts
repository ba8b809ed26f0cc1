// The embedded blog: Markdown files with front matter in content/posts/, answered in WordPress's REST shape.
// See docs/blog.md ("Adding a post") for the front matter an editor writes.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import matter from "gray-matter";
import { typeset as typesetIn } from "~/content/typography";
import { parseDoi } from "~/lib/doi";
import { parseOrcid } from "~/lib/orcid";
import { slugify } from "~/lib/slug";
import { isLocale, type Locale, LOCALES } from "~/content/locales";
import { messagesFor } from "~/content/messages";
import { type Category, type Post, type Term } from "~/lib/posts";
import { markdownRenderer } from "./markdown.server";
import { createSearchIndex, linkTranslations, movedPosts, redirectsFrom } from "./embedded-extras.server";
import { authorOf, type AuthorsFile, readAuthors, withFileAuthor } from "./embedded-authors.server";
import { autoExcerpt, escapeHtml, list, toWallTime, translationsOf } from "./embedded-fields.server";
import { neighbours, postLink, type PostsSource, SourceError } from "./source.server";

/** @internal */
export { toWallTime } from "./embedded-fields.server";

export type EmbeddedOptions = {
  /** Folder of *.md files; relative paths resolve against process.cwd(). */
  dir?: string;
  /** The authors file; by default authors.json beside the posts' folder (content/authors.json). */
  authorsFile?: string;
};

const DEFAULT_CONTENT_DIR = "content/posts";
const DEFAULT_COVER = { width: 1200, height: 675 };

/**
 * A stable positive 31-bit id from a string (FNV-1a), so ids survive adding or removing other posts.
 * @internal
 */
export function stableId(text: string): number {
  let hash = 0x811c9dc5;
  for (const ch of text) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 2147483647 || 1;
}


function terms(names: string[], taxonomy: "category" | "post_tag"): Term[] {
  return names.map((name) => ({
    id: stableId(`${taxonomy}:${slugify(name)}`),
    name: escapeHtml(name),
    slug: slugify(name),
    taxonomy,
  }));
}

/**
 * One Markdown file (front matter + body) as a WordPress post.
 * @internal
 */
export function parsePost(source: string, file: string): Post {
  const { data, content } = matter(source);
  const fallbackSlug = path.basename(file, ".md");
  const slug = String(data.slug ?? fallbackSlug);
  if (!/^[a-z0-9-]{1,200}$/.test(slug))
    throw new SourceError(`${file}: slug may contain only a-z, 0-9 and "-"`);
  if (typeof data.title !== "string" || !data.title.trim())
    throw new SourceError(`${file}: title is required`);
  const lang = data.lang ?? "en";
  if (!isLocale(lang)) throw new SourceError(`${file}: lang must be one of ${LOCALES.join(", ")}`);
  // Posts get their language's typography (non-breaking spaces) without their editors typing it.
  const typeset = (text: string) => typesetIn(text, lang);
  const markdown = markdownRenderer(messagesFor(lang).blogLinks.footnoteBack);
  const body = typeset(markdown.block(content));
  const excerpt =
    typeof data.excerpt === "string" && data.excerpt.trim()
      ? `<p>${typeset(markdown.inline(data.excerpt.trim()))}</p>\n`
      : autoExcerpt(body);
  const post: Post = {
    id: typeof data.id === "number" ? data.id : stableId(slug),
    slug,
    lang,
    ...(data.translations !== undefined && { translations: translationsOf(data.translations, lang, file) }),
    date: toWallTime(data.date, file),
    ...(data.modified !== undefined && { modified: toWallTime(data.modified, file, "modified") }),
    title: { rendered: typeset(escapeHtml(data.title.trim())) },
    excerpt: { rendered: excerpt },
    content: { rendered: body },
    _embedded: {
      "wp:term": [terms(list(data.categories), "category"), terms(list(data.tags), "post_tag")],
    },
  };
  if (data.doi !== undefined) {
    const doi = parseDoi(String(data.doi));
    if (!doi) throw new SourceError(`${file}: doi must look like 10.5555/12345678`);
    post.doi = doi;
  }
  if (typeof data.author === "string" && data.author.trim()) {
    const name = data.author.trim();
    const url =
      typeof data.authorUrl === "string" && data.authorUrl.trim() ? data.authorUrl.trim() : undefined;
    const orcid = data.authorOrcid === undefined ? undefined : parseOrcid(String(data.authorOrcid));
    if (data.authorOrcid !== undefined && !orcid)
      throw new SourceError(`${file}: authorOrcid must be an ORCID iD with a valid check digit`);
    post._embedded!.author = [
      {
        id: stableId(`author:${name}`),
        name: escapeHtml(name),
        ...(url && { url }),
        ...(orcid && { orcid }),
      },
    ];
  }
  if (typeof data.cover === "string" && data.cover.trim()) {
    const url = data.cover.trim();
    post.jetpack_featured_media_url = url;
    // coverEmbedded: false publishes the image only as jetpack_featured_media_url, as some WordPress sites do.
    if (data.coverEmbedded !== false) {
      post._embedded!["wp:featuredmedia"] = [
        {
          id: stableId(`media:${url}`),
          source_url: url,
          alt_text: typeof data.coverAlt === "string" ? data.coverAlt : "",
          media_details: {
            width: Number(data.coverWidth) || DEFAULT_COVER.width,
            height: Number(data.coverHeight) || DEFAULT_COVER.height,
          },
        },
      ];
    }
  }
  return post;
}

export function createEmbeddedSource(options: EmbeddedOptions = {}): PostsSource {
  const dir = path.resolve(process.cwd(), options.dir ?? DEFAULT_CONTENT_DIR);
  const authorsFile = path.resolve(process.cwd(), options.authorsFile ?? path.join(dir, "../authors.json"));
  type Loaded = {
    signature: string;
    posts: Post[];
    moved: Map<string, string>;
    authors: AuthorsFile["bySlug"];
    index?: ReturnType<typeof createSearchIndex>;
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
    const entries = await Promise.all(
      files.map(async (f) => {
        const text = await readFile(path.join(dir, f), "utf8");
        const post = withFileAuthor(parsePost(text, f), authors.bySlug, stableId);
        return { post, from: redirectsFrom(matter(text).data.redirect_from, f) };
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
      now.index ??= createSearchIndex(now.posts);
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
