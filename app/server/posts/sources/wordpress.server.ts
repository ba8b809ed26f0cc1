// Reads posts from a WordPress REST API (WORDPRESS_API_URL, e.g. https://example.com/wp-json/wp/v2): which pages
// to ask for, their totals, Polylang's languages and translations, drafts for previews.
import { isLocale, type Locale } from "~/content/locales";
import { type Category, type Post, type PostLink, type PostList, RELATED_POSTS } from "~/lib/posts";
import { neighbours, postLink, type PostsSource, SLUG_PATTERN, SourceError } from "./source.server";
import { INDEX_SIZE, type IndexedPost, type PostIndex, slugsIn } from "./post-index.server";
import { createWordPressClient, type WordPressClientOptions } from "./wordpress-client.server";
import { readMenu } from "./wordpress-menu.server";
import { termTranslations } from "./wordpress-terms.server";
import { errorCode, isRecord, toAuthor, toPost, toTerm } from "./wordpress-shapes.server";
import { log as siteLog } from "~/server/log/log.server";

/**
 * Most posts the site believes WordPress has, whatever X-WP-Total says (pagination never shows more).
 * @internal
 */
export const MAX_TOTAL_POSTS = 10_000;

export type WordPressOptions = WordPressClientOptions & {
  /** Where skipped posts and dropped dates are reported. */
  log?: (message: string) => void;
  /** Which of WordPress's types: its posts (the blog), or its pages (editors' pages at the site's top). */
  type?: "posts" | "pages";
};

export function createWordPressSource(options: WordPressOptions): PostsSource {
  const type = options.type ?? "posts";
  const client = createWordPressClient(options);
  const get: typeof client = (query, route = type, headers) => client(query, route, headers);
  const log = options.log ?? ((message: string) => siteLog.warn(message));

  /** The usable posts of an answer. A malformed item is skipped and logged, unless no item is usable. */
  function expectPosts(status: number, body: unknown): Post[] {
    if (status < 200 || status > 299) throw new SourceError(`WordPress answered ${status}`);
    if (!Array.isArray(body))
      throw new SourceError("WordPress answered something other than a list of posts");
    // A password-protected page is listed with its content withheld: it is not shown on the site.
    const items = type === "pages" ? body.filter((item: unknown) => !isProtected(item)) : body;
    const posts = items.flatMap((item: unknown) => {
      try {
        return [toPost(item, log)];
      } catch (error) {
        if (!(error instanceof SourceError)) throw error;
        log(`Skipped an item from WordPress: ${error.message}`);
        return [];
      }
    });
    if (posts.length === 0 && items.length > 0)
      throw new SourceError(`WordPress answered ${items.length} items and none is a usable post`);
    return posts;
  }

  /**
   * Polylang's `translations` ({cs: 34}) name posts by id: their slugs come from the kept index of that language
   * (`indexed`) when it has them, else from one request (the posts of every language, since `lang` is not
   * given), so pages can link to them. Without the plugin there are none.
   */
  async function withTranslations(
    posts: Post[],
    body: unknown,
    indexed?: (lang: Locale) => PostIndex | undefined,
  ): Promise<Post[]> {
    const ids = new Map<number, Partial<Record<Locale, number>>>();
    for (const item of Array.isArray(body) ? body : [body]) {
      if (!isRecord(item) || !isRecord(item.translations) || typeof item.id !== "number") continue;
      const own: Partial<Record<Locale, number>> = {};
      for (const [lang, id] of Object.entries(item.translations))
        if (isLocale(lang) && lang !== item.lang && Number.isSafeInteger(id) && (id as number) > 0)
          own[lang] = id as number;
      if (Object.keys(own).length > 0) ids.set(item.id, own);
    }
    if (ids.size === 0) return posts;
    const slugs = new Map<number, string>();
    if (indexed)
      for (const own of ids.values())
        for (const [lang, id] of Object.entries(own) as [Locale, number][])
          for (const [found, slug] of slugsIn(indexed(lang), [id])) slugs.set(found, slug);
    const wanted = [...new Set([...ids.values()].flatMap((own) => Object.values(own)))].filter(
      (id) => !slugs.has(id),
    );
    if (wanted.length > 0) {
      const answer = await get(`include=${wanted.slice(0, 100).join(",")}&per_page=100&_fields=id,slug`);
      if (answer.status === 200 && Array.isArray(answer.body))
        for (const item of answer.body)
          if (isRecord(item) && typeof item.id === "number" && typeof item.slug === "string")
            if (SLUG_PATTERN.test(item.slug)) slugs.set(item.id, item.slug);
    }
    return posts.map((post) => {
      const translations: Partial<Record<Locale, string>> = {};
      for (const [lang, id] of Object.entries(ids.get(post.id) ?? {}) as [Locale, number][]) {
        const slug = slugs.get(id);
        if (slug) translations[lang] = slug;
      }
      return Object.keys(translations).length > 0 ? { ...post, translations } : post;
    });
  }

  /** The posts of a blog's language: a post that says it is in another one is not shown there. */
  const ofLanguage = (posts: Post[], lang?: Locale) =>
    posts.filter((post) => !lang || !post.lang || post.lang === lang);
  /** Polylang's filter; WordPress without the plugin ignores it and answers every post. */
  const langParam = (lang?: Locale) => (lang ? `&lang=${lang}` : "");

  /** One page of posts (of one category when `filter` is `&categories=ID`). */
  async function list(page: number, perPage: number, lang?: Locale, filter = ""): Promise<PostList> {
    filter = `${langParam(lang)}${filter}`;
    const { status, headers, body } = await get(`_embed&per_page=${perPage}&page=${page}${filter}`);
    if (status === 400 && errorCode(body) === "rest_post_invalid_page_number") {
      // Past the last page: answer an empty page with the real totals (one tiny request for them).
      const first = await get(`per_page=1&page=1&_fields=id${filter}`);
      if (first.status !== 200 || !Array.isArray(first.body))
        throw new SourceError(`WordPress answered ${first.status}`);
      const totalPosts = countPosts(first.headers, 1, 1, first.body.length);
      return { data: [], totalPosts, totalPages: Math.ceil(totalPosts / perPage) };
    }
    const data = await withTranslations(ofLanguage(expectPosts(status, body), lang), body);
    const totalPosts = countPosts(headers, page, perPage, (body as unknown[]).length);
    return { data, totalPosts, totalPages: Math.ceil(totalPosts / perPage) } satisfies PostList;
  }

  /** A few posts as links (`query` chooses them), with only the fields a link needs. */
  async function links(query: string, lang?: Locale): Promise<PostLink[]> {
    const { status, body } = await get(`${query}${langParam(lang)}&_fields=id,slug,title,date,lang`);
    return ofLanguage(expectPosts(status, body), lang).map(postLink);
  }

  /** The newest posts of a language as links with their categories' ids (WordPress's `categories`). */
  async function index(lang?: Locale): Promise<PostIndex> {
    const { status, headers, body } = await get(
      `per_page=${INDEX_SIZE}${langParam(lang)}&_fields=id,slug,title,date,lang,categories`,
    );
    const posts = ofLanguage(expectPosts(status, body), lang);
    const categories = new Map<number, number[]>();
    for (const item of body as unknown[])
      if (isRecord(item) && typeof item.id === "number" && Array.isArray(item.categories))
        categories.set(
          item.id,
          item.categories.filter((id): id is number => Number.isSafeInteger(id)),
        );
    const indexed = posts.map((post): IndexedPost => ({
      ...postLink(post),
      id: post.id,
      ...(post.lang && { lang: post.lang }),
      categories: categories.get(post.id) ?? [],
    }));
    // All of them when the page is not full, or WordPress's total says so.
    const items = (body as unknown[]).length;
    const total = headerCount(headers, "x-wp-total");
    return { posts: indexed, complete: items < INDEX_SIZE || (total !== undefined && total <= items) };
  }

  return {
    name: "wordpress",

    list: (page, perPage, lang) => list(page, perPage, lang),

    listCategory: (category, page, perPage, lang) => list(page, perPage, lang, `&categories=${category.id}`),

    async category(slug, lang) {
      const { status, body } = await get(
        `slug=${encodeURIComponent(slug)}${langParam(lang)}&_fields=id,name,slug,lang,translations`,
        "categories",
      );
      if (status < 200 || status > 299) throw new SourceError(`WordPress answered ${status}`);
      if (!Array.isArray(body)) throw new SourceError("WordPress answered something other than a list");
      const raw = body.find((item) => isRecord(item) && item.slug === slug);
      const found = toTerm(raw).find((term): term is Category => term.slug === slug);
      const translations = found && (await termTranslations(get, raw, lang));
      return found && (translations ? { ...found, translations } : found);
    },

    // WordPress answers only users who have published posts to visitors: any other slug is no author.
    async author(slug) {
      const { status, body } = await get(
        `slug=${encodeURIComponent(slug)}&_fields=id,name,slug,description,orcid`,
        "users",
      );
      if (status < 200 || status > 299) throw new SourceError(`WordPress answered ${status}`);
      if (!Array.isArray(body)) throw new SourceError("WordPress answered something other than a list");
      return body.flatMap(toAuthor).find((author) => author.slug === slug);
    },

    listAuthor: (author, page, perPage, lang) => list(page, perPage, lang, `&author=${author.id}`),

    async draft(id, { user, appPassword }) {
      const auth = { Authorization: `Basic ${Buffer.from(`${user}:${appPassword}`).toString("base64")}` };
      const [post, autosaves] = await Promise.all([
        get("_embed", `posts/${id}`, auth),
        get("per_page=1", `posts/${id}/autosaves`, auth),
      ]);
      if (post.status === 404 || (post.status === 400 && errorCode(post.body) === "rest_post_invalid_id"))
        return undefined;
      if (post.status === 401 || post.status === 403)
        throw new SourceError(
          `WordPress refused WORDPRESS_USER's application password (${post.status}): previews need an editor's`,
        );
      if (post.status !== 200 || !isRecord(post.body))
        throw new SourceError(`WordPress answered ${post.status}`);
      const raw: Record<string, unknown> = { ...post.body };
      // A draft has no slug until it is published.
      if (typeof raw.slug !== "string" || !SLUG_PATTERN.test(raw.slug)) raw.slug = `draft-${id}`;
      // Unsaved changes to a published post live in its newest autosave (WordPress counts whole seconds: one
      // saved in the same second as the post is the newer).
      const autosave = Array.isArray(autosaves.body) ? autosaves.body[0] : undefined;
      if (
        autosaves.status === 200 &&
        isRecord(autosave) &&
        typeof autosave.modified_gmt === "string" &&
        typeof raw.modified_gmt === "string" &&
        autosave.modified_gmt >= raw.modified_gmt
      ) {
        for (const field of ["title", "excerpt", "content"])
          if (isRecord(autosave[field])) raw[field] = autosave[field];
      }
      return toPost(raw, log);
    },

    index,

    async around(post, lang, known = {}) {
      const category = post._embedded?.["wp:term"]?.[0]?.[0];
      // WordPress reads a zone-less date in the site's zone, as `date` is written.
      const date = post.date ? encodeURIComponent(post.date) : undefined;
      const first = async (query: string) => (date ? ((await links(query, lang))[0] ?? null) : null);
      const [previous, next, related] = await Promise.all([
        known.previous !== undefined ? known.previous : first(`before=${date}&per_page=1&exclude=${post.id}`),
        known.next !== undefined
          ? known.next
          : first(`after=${date}&per_page=1&order=asc&exclude=${post.id}`),
        // Two more than are shown: the previous and the next post may be among them.
        known.related ??
          (category
            ? links(`categories=${category.id}&per_page=${RELATED_POSTS + 2}&exclude=${post.id}`, lang)
            : []),
      ]);
      return neighbours(previous, next, related);
    },

    async categories(limit, lang) {
      const { status, body } = await get(
        `per_page=${limit}&orderby=count&order=desc&hide_empty=true${langParam(lang)}&_fields=id,name,slug`,
        "categories",
      );
      if (status < 200 || status > 299) throw new SourceError(`WordPress answered ${status}`);
      if (!Array.isArray(body)) throw new SourceError("WordPress answered something other than a list");
      return body
        .flatMap(toTerm)
        .filter((term): term is Category => typeof term.slug === "string" && SLUG_PATTERN.test(term.slug));
    },

    menu: (location, lang) => readMenu(get, new URL(options.apiUrl).origin, location, lang),

    search: (query, page, perPage, lang) => list(page, perPage, lang, `&search=${encodeURIComponent(query)}`),

    async moved(slug, lang) {
      // The site connector's endpoint (wordpress/site-connector.php), beside wp/v2. Without the plugin: 404, none.
      const { status, body } = await get(
        `path=${encodeURIComponent(`/${slug}`)}${langParam(lang)}${type === "pages" ? "&type=page" : ""}`,
        "../../site-connector/v1/redirect",
      );
      if (status === 404) return undefined;
      if (status < 200 || status > 299) throw new SourceError(`WordPress answered ${status}`);
      const to =
        isRecord(body) && typeof body.to === "string" ? /^\/([a-z0-9-]{1,200})\/?$/.exec(body.to) : null;
      return to?.[1];
    },

    async bySlug(slug, lang, indexed) {
      const { status, body } = await get(`slug=${encodeURIComponent(slug)}${langParam(lang)}&_embed`);
      const post = ofLanguage(expectPosts(status, body), lang).find((found) => found.slug === slug);
      return post && (await withTranslations([post], body, indexed))[0];
    },
  };
}

/** WordPress marks a password-protected item's content (and excerpt) `protected: true`. */
const isProtected = (item: unknown) =>
  isRecord(item) &&
  ((isRecord(item.content) && item.content.protected === true) ||
    (isRecord(item.excerpt) && item.excerpt.protected === true));

/** A whole number in a header, or undefined for anything else (negative, fractional, text, a list). */
function headerCount(headers: Headers, name: string): number | undefined {
  const value = headers.get(name)?.trim();
  return value && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

/**
 * How many posts WordPress has: X-WP-Total (or X-WP-TotalPages x perPage without it), held to what the page
 * itself shows (at least the posts up to this one; a short page is the last one) and to MAX_TOTAL_POSTS.
 * `items` counts every item WordPress answered, skipped ones included, as its pages do.
 */
function countPosts(headers: Headers, page: number, perPage: number, items: number): number {
  const before = (page - 1) * perPage;
  const atLeast = items > 0 ? before + items : 0;
  const atMost = items < perPage ? before + items : MAX_TOTAL_POSTS;
  const pages = headerCount(headers, "x-wp-totalpages");
  const claimed = headerCount(headers, "x-wp-total") ?? (pages === undefined ? atLeast : pages * perPage);
  return Math.min(MAX_TOTAL_POSTS, Math.max(atLeast, Math.min(atMost, claimed)));
}
