// Reads posts from a WordPress REST API (WORDPRESS_API_URL, e.g. https://example.com/wp-json/wp/v2).
import { isWallTime } from "~/lib/dates";
import { isLocale, type Locale } from "~/lib/i18n";
import type { Category, Post, PostList, SeoHead, Term } from "~/lib/posts";
import { readBoundedBody } from "../bounded-body.server";
import { type PostsSource, SLUG_PATTERN, SourceError } from "./source.server";

export const DEFAULT_TIMEOUT_MS = 5000;
/**
 * Most bytes of (decoded) body read from one answer. A posts page of 100 with embedded media is a few
 * megabytes at most; past this it is not WordPress talking, or a compressed body inflating without end.
 */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** Most posts the site believes WordPress has, whatever X-WP-Total says (pagination never shows more). */
export const MAX_TOTAL_POSTS = 10_000;

export type WordPressOptions = {
  /** Base of the REST API, ending in /wp/v2. */
  apiUrl: string;
  /** How long one request may take, body included. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Where skipped posts and dropped dates are reported. */
  log?: (message: string) => void;
};

export function createWordPressSource(options: WordPressOptions): PostsSource {
  let base: URL;
  try {
    base = new URL(options.apiUrl.replace(/\/+$/, "") + "/");
  } catch {
    throw new Error(`WORDPRESS_API_URL is not a valid URL: ${JSON.stringify(options.apiUrl)}`);
  }
  if (base.protocol !== "https:" && base.protocol !== "http:")
    throw new Error("WORDPRESS_API_URL must be http(s)");
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  const log = options.log ?? ((message: string) => console.warn(message));

  async function get(
    query: string,
    route = "posts",
    headers: Record<string, string> = {},
  ): Promise<{ status: number; headers: Headers; body: unknown }> {
    const url = new URL(`${route}?${query}`, base);
    // One deadline for the headers and the whole body.
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await doFetch(url, {
        headers: { Accept: "application/json", ...headers },
        signal,
        // A redirect is a misconfiguration (or an attack): never send the request somewhere else.
        redirect: "manual",
      });
      if (response.status >= 300 && response.status <= 399) {
        await response.body?.cancel().catch(() => {});
        throw new SourceError(
          `WordPress answered ${response.status}, a redirect, which is not followed: set WORDPRESS_API_URL to the address WordPress answers at`,
        );
      }
      const text = await readBody(response, signal);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new SourceError(
          response.ok
            ? `WordPress answered ${response.status} with a body that is not JSON`
            : `WordPress answered ${response.status}`,
        );
      }
      return { status: response.status, headers: response.headers, body };
    } catch (error) {
      if (error instanceof SourceError) throw error;
      if (signal.aborted)
        throw new SourceError(`WordPress did not answer within ${timeoutMs} ms`, {
          timeout: true,
          cause: error,
        });
      throw new SourceError(`WordPress could not be reached: ${(error as Error).message}`, { cause: error });
    }
  }

  /** The usable posts of an answer. A malformed item is skipped and logged, unless no item is usable. */
  function expectPosts(status: number, body: unknown): Post[] {
    if (status < 200 || status > 299) throw new SourceError(`WordPress answered ${status}`);
    if (!Array.isArray(body))
      throw new SourceError("WordPress answered something other than a list of posts");
    const posts = body.flatMap((item: unknown) => {
      try {
        return [toPost(item, log)];
      } catch (error) {
        if (!(error instanceof SourceError)) throw error;
        log(`Skipped an item from WordPress: ${error.message}`);
        return [];
      }
    });
    if (posts.length === 0 && body.length > 0)
      throw new SourceError(`WordPress answered ${body.length} items and none is a usable post`);
    return posts;
  }

  /**
   * Polylang's `translations` ({cs: 34}) name posts by id: one request for their slugs (the posts of every
   * language, since `lang` is not given), so pages can link to them. Without the plugin there are none.
   */
  async function withTranslations(posts: Post[], body: unknown): Promise<Post[]> {
    const ids = new Map<number, Partial<Record<Locale, number>>>();
    for (const item of Array.isArray(body) ? body : [body]) {
      if (!isRecord(item) || !isRecord(item.translations) || typeof item.id !== "number") continue;
      const own: Partial<Record<Locale, number>> = {};
      for (const [lang, id] of Object.entries(item.translations))
        if (isLocale(lang) && lang !== item.lang && Number.isSafeInteger(id) && (id as number) > 0)
          own[lang] = id as number;
      if (Object.keys(own).length > 0) ids.set(item.id, own);
    }
    const wanted = [...new Set([...ids.values()].flatMap((own) => Object.values(own)))];
    if (wanted.length === 0) return posts;
    const answer = await get(`include=${wanted.slice(0, 100).join(",")}&per_page=100&_fields=id,slug`);
    const slugs = new Map<number, string>();
    if (answer.status === 200 && Array.isArray(answer.body))
      for (const item of answer.body)
        if (isRecord(item) && typeof item.id === "number" && typeof item.slug === "string")
          if (SLUG_PATTERN.test(item.slug)) slugs.set(item.id, item.slug);
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

  return {
    name: "wordpress",

    list: (page, perPage, lang) => list(page, perPage, lang),

    listCategory: (category, page, perPage, lang) => list(page, perPage, lang, `&categories=${category.id}`),

    async category(slug, lang) {
      const { status, body } = await get(
        `slug=${encodeURIComponent(slug)}${langParam(lang)}&_fields=id,name,slug`,
        "categories",
      );
      if (status < 200 || status > 299) throw new SourceError(`WordPress answered ${status}`);
      if (!Array.isArray(body)) throw new SourceError("WordPress answered something other than a list");
      return body.flatMap(toTerm).find((term): term is Category => term.slug === slug);
    },

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

    async bySlug(slug, lang) {
      const { status, body } = await get(`slug=${encodeURIComponent(slug)}${langParam(lang)}&_embed`);
      const post = ofLanguage(expectPosts(status, body), lang).find((found) => found.slug === slug);
      return post && (await withTranslations([post], body))[0];
    },
  };
}

/** The body as text, at most MAX_BODY_BYTES of it (bounded-body.server.ts). */
async function readBody(response: Response, signal: AbortSignal): Promise<string> {
  const bytes = await readBoundedBody(
    response,
    signal,
    MAX_BODY_BYTES,
    () => new SourceError(`WordPress answered more than ${MAX_BODY_BYTES / 1024 / 1024} MB`),
  );
  return new TextDecoder().decode(bytes);
}

function errorCode(body: unknown): string | undefined {
  return isRecord(body) && typeof body.code === "string" ? body.code : undefined;
}

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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function rendered(value: unknown): string {
  return isRecord(value) && typeof value.rendered === "string" ? value.rendered : "";
}

function optionalNumber(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

function positiveNumber(value: unknown): number | undefined {
  const number = optionalNumber(value);
  return number !== undefined && number > 0 ? number : undefined;
}

/**
 * Keeps only the fields the site reads, each of the right type (a field of the wrong type counts as absent).
 * Throws a SourceError when the item is no usable post: no whole positive id, or a slug the site cannot
 * link to. A date that is not a real wall time becomes "" (the post is shown without a date), and is logged.
 */
export function toPost(raw: unknown, log: (message: string) => void = console.warn): Post {
  if (!isRecord(raw)) throw new SourceError("WordPress answered an item that is not a post");
  if (!Number.isSafeInteger(raw.id) || (raw.id as number) < 1)
    throw new SourceError(`WordPress answered a post without a valid id: ${preview(raw.id)}`);
  const id = raw.id as number;
  if (typeof raw.slug !== "string" || !SLUG_PATTERN.test(raw.slug))
    throw new SourceError(`WordPress post ${id} has a slug the site cannot use: ${preview(raw.slug)}`);
  if (!isWallTime(raw.date))
    log(`WordPress post ${id} has no valid date (${preview(raw.date)}); it is shown without one`);
  const post: Post = {
    id,
    slug: raw.slug,
    date: isWallTime(raw.date) ? raw.date : "",
    title: { rendered: rendered(raw.title) },
    excerpt: { rendered: rendered(raw.excerpt) },
    content: { rendered: rendered(raw.content) },
  };
  // The other dates are kept only when they are real wall times (lib/dates.ts reads them), and only for a post
  // whose own date is real: a post is dated by all of its fields or by none.
  for (const field of ["date_gmt", "modified", "modified_gmt"] as const) {
    const value = raw[field];
    if (post.date && isWallTime(value)) post[field] = value;
  }
  if (typeof raw.jetpack_featured_media_url === "string" && raw.jetpack_featured_media_url) {
    post.jetpack_featured_media_url = raw.jetpack_featured_media_url;
  }
  if (isRecord(raw._embedded)) post._embedded = toEmbedded(raw._embedded);
  if (isLocale(raw.lang)) post.lang = raw.lang;
  const seo = toSeoHead(raw.yoast_head_json);
  if (seo) post.yoast_head_json = seo;
  return post;
}

/** The texts of Yoast SEO's yoast_head_json the site uses, each a non-empty string of sane length. */
function toSeoHead(raw: unknown): SeoHead | undefined {
  if (!isRecord(raw)) return undefined;
  const text = (value: unknown) =>
    typeof value === "string" && value.trim() && value.length <= 1000 ? value.trim() : undefined;
  const head: SeoHead = {};
  for (const field of ["title", "description", "og_title", "og_description"] as const) {
    const value = text(raw[field]);
    if (value) head[field] = value;
  }
  // Yoast lists the social image as [{url, width, height, type}]; only its address is used.
  const image = Array.isArray(raw.og_image) ? raw.og_image[0] : undefined;
  if (isRecord(image) && typeof image.url === "string" && image.url.length <= 2048)
    head.og_image = { url: image.url };
  return Object.keys(head).length > 0 ? head : undefined;
}

/** A short, quoted, safe-to-log rendering of a value WordPress sent. */
function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 80)}...` : text;
}
function toEmbedded(raw: Record<string, unknown>): NonNullable<Post["_embedded"]> {
  const embedded: NonNullable<Post["_embedded"]> = {};
  // WordPress embeds an error object ({code, message}) in place of an author or image it may not show.
  const author = Array.isArray(raw.author) ? raw.author[0] : undefined;
  if (isRecord(author) && typeof author.name === "string" && author.name) {
    embedded.author = [
      {
        ...(optionalNumber(author.id) !== undefined && { id: author.id as number }),
        name: author.name,
        // The profile's "Website" field (the sanitizer keeps it only when it is an http(s) address).
        ...(typeof author.url === "string" && author.url && { url: author.url }),
      },
    ];
  }
  const media = Array.isArray(raw["wp:featuredmedia"]) ? raw["wp:featuredmedia"][0] : undefined;
  if (isRecord(media) && typeof media.source_url === "string" && media.source_url) {
    const details = isRecord(media.media_details) ? media.media_details : {};
    const width = positiveNumber(details.width);
    const height = positiveNumber(details.height);
    embedded["wp:featuredmedia"] = [
      {
        ...(optionalNumber(media.id) !== undefined && { id: media.id as number }),
        source_url: media.source_url,
        alt_text: typeof media.alt_text === "string" ? media.alt_text : "",
        ...(width && height && { media_details: { width, height } }),
      },
    ];
  }
  if (Array.isArray(raw["wp:term"])) {
    embedded["wp:term"] = raw["wp:term"].map((group) => (Array.isArray(group) ? group.flatMap(toTerm) : []));
  }
  return embedded;
}

function toTerm(raw: unknown): Term[] {
  if (!isRecord(raw) || typeof raw.id !== "number" || typeof raw.name !== "string") return [];
  return [
    {
      id: raw.id,
      name: raw.name,
      ...(typeof raw.slug === "string" && { slug: raw.slug }),
      ...(typeof raw.taxonomy === "string" && { taxonomy: raw.taxonomy }),
    },
  ];
}
