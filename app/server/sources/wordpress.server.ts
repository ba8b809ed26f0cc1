// Reads posts from a WordPress REST API (WORDPRESS_API_URL, e.g. https://example.com/wp-json/wp/v2).
import type { Post, PostList, Term } from "~/lib/posts";
import { type PostsSource, SourceError } from "./source.server";

export const DEFAULT_TIMEOUT_MS = 5000;
/** A posts page with embedded media is tens of kilobytes; anything past this is not WordPress talking. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

export type WordPressOptions = {
  /** Base of the REST API, ending in /wp/v2. */
  apiUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/** WORDPRESS_TIMEOUT_MS as a positive number of milliseconds, or the default. */
export function timeoutFromEnv(value = process.env.WORDPRESS_TIMEOUT_MS): number {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : DEFAULT_TIMEOUT_MS;
}

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

  async function get(query: string): Promise<{ status: number; headers: Headers; body: unknown }> {
    const url = new URL(`posts?${query}`, base);
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await doFetch(url, {
        headers: { Accept: "application/json" },
        signal,
        redirect: "follow",
      });
      const length = Number(response.headers.get("content-length"));
      if (length > MAX_BODY_BYTES) throw new SourceError(`WordPress answered ${length} bytes`);
      const text = await response.text();
      if (text.length > MAX_BODY_BYTES) throw new SourceError("WordPress answered too much");
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

  function expectPosts(status: number, body: unknown): Post[] {
    if (status < 200 || status > 299) throw new SourceError(`WordPress answered ${status}`);
    if (!Array.isArray(body))
      throw new SourceError("WordPress answered something other than a list of posts");
    return body.map(toPost);
  }

  return {
    name: "wordpress",

    async list(page, perPage) {
      const { status, headers, body } = await get(`_embed&per_page=${perPage}&page=${page}`);
      if (status === 400 && errorCode(body) === "rest_post_invalid_page_number") {
        // Past the last page: answer an empty page with the real totals (one tiny request for them).
        const first = await get(`per_page=1&page=1&_fields=id`);
        if (first.status !== 200 || !Array.isArray(first.body))
          throw new SourceError(`WordPress answered ${first.status}`);
        const totalPosts = headerNumber(first.headers, "x-wp-total") ?? 0;
        return { data: [], totalPosts, totalPages: Math.ceil(totalPosts / perPage) };
      }
      const data = expectPosts(status, body);
      const totalPosts = headerNumber(headers, "x-wp-total") ?? (page - 1) * perPage + data.length;
      const totalPages = headerNumber(headers, "x-wp-totalpages") ?? Math.ceil(totalPosts / perPage);
      return { data, totalPosts, totalPages } satisfies PostList;
    },

    async bySlug(slug) {
      const { status, body } = await get(`slug=${encodeURIComponent(slug)}&_embed`);
      return expectPosts(status, body).find((post) => post.slug === slug);
    },
  };
}

function errorCode(body: unknown): string | undefined {
  return isRecord(body) && typeof body.code === "string" ? body.code : undefined;
}

function headerNumber(headers: Headers, name: string): number | undefined {
  const value = headers.get(name);
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value);
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

/** Keeps only the fields the site reads; throws when the item is not a post at all. */
export function toPost(raw: unknown): Post {
  if (
    !isRecord(raw) ||
    typeof raw.id !== "number" ||
    typeof raw.slug !== "string" ||
    typeof raw.date !== "string"
  ) {
    throw new SourceError("WordPress answered an item that is not a post");
  }
  const post: Post = {
    id: raw.id,
    slug: raw.slug,
    date: raw.date,
    title: { rendered: rendered(raw.title) },
    excerpt: { rendered: rendered(raw.excerpt) },
    content: { rendered: rendered(raw.content) },
  };
  if (typeof raw.jetpack_featured_media_url === "string" && raw.jetpack_featured_media_url) {
    post.jetpack_featured_media_url = raw.jetpack_featured_media_url;
  }
  if (isRecord(raw._embedded)) post._embedded = toEmbedded(raw._embedded);
  return post;
}

function toEmbedded(raw: Record<string, unknown>): NonNullable<Post["_embedded"]> {
  const embedded: NonNullable<Post["_embedded"]> = {};
  // WordPress embeds an error object ({code, message}) in place of an author or image it may not show.
  const author = Array.isArray(raw.author) ? raw.author[0] : undefined;
  if (isRecord(author) && typeof author.name === "string" && author.name) {
    embedded.author = [
      { ...(optionalNumber(author.id) !== undefined && { id: author.id as number }), name: author.name },
    ];
  }
  const media = Array.isArray(raw["wp:featuredmedia"]) ? raw["wp:featuredmedia"][0] : undefined;
  if (isRecord(media) && typeof media.source_url === "string" && media.source_url) {
    const details = isRecord(media.media_details) ? media.media_details : {};
    const width = optionalNumber(details.width);
    const height = optionalNumber(details.height);
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
