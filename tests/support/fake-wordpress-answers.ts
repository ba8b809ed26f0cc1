// How the fake WordPress (fake-wordpress.ts) answers: the posts endpoint as WordPress 6.1 answers it, its error
// shapes, media files, and the bodies of the hostile modes (a gzip bomb, a body that never ends).
import type http from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import sharp from "sharp";
import { OLD_SLUGS, type RawPost } from "./fake-wordpress-fixtures";
import { OLD_PAGE_SLUGS } from "./fake-wordpress-pages";
import { photoFile } from "./fake-wordpress-photos";

export const API = "/wp-json/wp/v2";

/** What the gzip bomb inflates to. */
export const BOMB_BYTES = 200 * 1024 * 1024;

let bomb: Promise<Buffer> | undefined;

/** The gzip bomb, built once per process from a stream of zeros (never held inflated in memory). */
export function gzipBomb(): Promise<Buffer> {
  bomb ??= (async () => {
    const head =
      '[{"id":1,"slug":"gzip-bomb","date":"2025-01-01T00:00:00","title":{"rendered":"Bomb"},"content":{"rendered":"';
    const tail = '"}}]';
    const zeros = Buffer.alloc(1024 * 1024, "0");
    const chunks: Buffer[] = [];
    await pipeline(
      Readable.from(
        (function* () {
          yield Buffer.from(head);
          for (let sent = head.length + tail.length; sent < BOMB_BYTES; sent += zeros.length) yield zeros;
          yield Buffer.from(tail);
        })(),
      ),
      createGzip({ level: 9 }),
      async (gzipped: AsyncIterable<Buffer>) => {
        for await (const chunk of gzipped) chunks.push(chunk);
      },
    );
    return Buffer.concat(chunks);
  })();
  return bomb;
}

export function send(
  res: http.ServerResponse,
  status: number,
  body: string | Buffer,
  type: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { "Content-Type": type, "X-Powered-By": "PHP/8.2.36", ...headers });
  res.end(body);
}

export function json(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  send(res, status, JSON.stringify(body), "application/json; charset=UTF-8", headers);
}

function wpError(
  res: http.ServerResponse,
  status: number,
  code: string,
  message: string,
  extra: object = {},
) {
  json(res, status, { code, message, data: { status, ...extra } });
}

/** A 200 whose body never ends: "[" at once, then a space every 100 ms until the client goes away. */
export function slowBody(res: http.ServerResponse) {
  res.writeHead(200, { "Content-Type": "application/json; charset=UTF-8", "X-WP-Total": "1" });
  res.write("[");
  const timer = setInterval(() => res.write(" "), 100);
  res.on("close", () => clearInterval(timer));
}

/** GET /wp-json/wp/v2/posts as WordPress 6.1 answers it; `headers` override the usual ones. */
export function api(
  url: URL,
  res: http.ServerResponse,
  posts: RawPost[],
  headers: Record<string, string> = {},
) {
  const route = url.pathname.replace(/\/+$/, "");
  if (route === `${API}/categories`) return categories(url, res, posts);
  if (route === "/wp-json/site-connector/v1/redirect") return moved(url, res);
  if (route === `${API}/users`) return users(url, res, posts);
  if (route !== `${API}/posts` && route !== `${API}/pages`)
    return wpError(res, 404, "rest_no_route", "No route was found matching the URL and request method.");
  const q = url.searchParams;
  const perPage = q.has("per_page") ? Number(q.get("per_page")) : 10;
  const page = q.has("page") ? Number(q.get("page")) : 1;
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) {
    return wpError(res, 400, "rest_invalid_param", "Invalid parameter(s): per_page", {
      params: { per_page: "per_page must be between 1 (inclusive) and 100 (inclusive)" },
    });
  }
  if (!Number.isInteger(page) || page < 1) {
    return wpError(res, 400, "rest_invalid_param", "Invalid parameter(s): page", {
      params: { page: "page must be greater than or equal to 1" },
    });
  }
  const slug = q.get("slug");
  const include = q.get("include")?.split(",").map(Number);
  const lang = q.get("lang");
  const ids = (name: string) => q.get(name)?.split(",").map(Number);
  const [inCategories, exclude, byAuthors] = [ids("categories"), ids("exclude"), ids("author")];
  const [before, after] = [q.get("before"), q.get("after")];
  const words = fold(q.get("search") ?? "")
    .split(" ")
    .filter(Boolean);
  const matching = posts.filter(
    (p) =>
      (slug === null || slug.split(",").includes(p.slug)) &&
      (!include || include.includes(p.id)) &&
      (!exclude || !exclude.includes(p.id)) &&
      (!byAuthors || byAuthors.includes(p.author as number)) &&
      (!inCategories ||
        ((p.categories as number[] | undefined) ?? []).some((id) => inCategories.includes(id))) &&
      (before === null || p.date < before) &&
      (after === null || p.date > after) &&
      // WordPress's search: every word somewhere in the title, excerpt or content; MySQL's default collation
      // (utf8mb4_unicode_ci) compares without case and diacritics.
      words.every((word) => fold(searchable(p)).includes(word)) &&
      // Only Polylang's posts have a language; WordPress without it ignores the parameter.
      (lang === null || !("lang" in p) || p.lang === lang),
  );
  // The fixtures are newest first, as WordPress's default order.
  if (q.get("order") === "asc") matching.reverse();
  const total = matching.length;
  const totalPages = Math.ceil(total / perPage);
  if (page > totalPages && total > 0) {
    return wpError(
      res,
      400,
      "rest_post_invalid_page_number",
      "The page number requested is larger than the number of pages available.",
    );
  }
  const fields = q.get("_fields")?.split(",");
  const data = matching.slice((page - 1) * perPage, page * perPage).map((post) => {
    if (fields) return Object.fromEntries(fields.filter((f) => f in post).map((f) => [f, post[f]]));
    if (q.has("_embed")) return post;
    const { _embedded: _, ...plain } = post;
    return plain;
  });
  const link = (p: number) => {
    const next = new URL(url);
    next.searchParams.set("page", String(p));
    return `<${next.href.replace("_embed=&", "_embed&").replace(/_embed=$/, "_embed")}>`;
  };
  const links = [
    page > 1 && `${link(page - 1)}; rel="prev"`,
    page < totalPages && `${link(page + 1)}; rel="next"`,
  ].filter(Boolean);
  json(res, 200, data, {
    "X-WP-Total": String(total),
    "X-WP-TotalPages": String(totalPages),
    "Access-Control-Expose-Headers": "X-WP-Total, X-WP-TotalPages, Link",
    ...(links.length > 0 && { Link: links.join(", ") }),
    ...headers,
  });
}

/** A real photograph (tests/support/fake-wordpress-photos.ts), or 404 as WordPress answers a missing upload. */
export async function photo(url: URL, res: http.ServerResponse) {
  const file = await photoFile(url.pathname);
  if (!file) return send(res, 404, "Not Found", "text/plain");
  send(res, 200, file.body, file.type, { "Cache-Control": "public, max-age=3600" });
}

/** PNG copies of the drawings, made once per address. */
const rasters = new Map<string, Promise<Buffer>>();

/**
 * A small distinct picture for every media address, so pages that show fixture images have no broken images:
 * an SVG drawing, or the same drawing as a PNG for an address ending in .png (the site shows no SVG from WordPress).
 */
export function image(url: URL, res: http.ServerResponse) {
  let hue = 0;
  for (const ch of url.pathname) hue = (hue * 31 + ch.charCodeAt(0)) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="hsl(${hue} 45% 35%)"/><circle cx="900" cy="200" r="160" fill="hsl(${(hue + 60) % 360} 60% 60%)"/></svg>`;
  const headers = { "Cache-Control": "public, max-age=3600" };
  // A picture in the format its name says, as a media library stores it; anything else as the SVG itself.
  const format = RASTER_FORMATS[path.extname(url.pathname).toLowerCase()];
  if (!format) return send(res, 200, svg, "image/svg+xml", headers);
  let raster = rasters.get(url.pathname);
  if (!raster) rasters.set(url.pathname, (raster = sharp(Buffer.from(svg)).toFormat(format).toBuffer()));
  raster.then(
    (body) => send(res, 200, body, `image/${format}`, headers),
    () => send(res, 500, "Internal Server Error", "text/plain"),
  );
}

const RASTER_FORMATS: Record<string, "png" | "jpeg" | "webp"> = {
  ".png": "png",
  ".jpg": "jpeg",
  ".jpeg": "jpeg",
  ".webp": "webp",
};

/** GET /wp-json/wp/v2/categories: the fixtures' categories with their post counts, fullest first. */
function categories(url: URL, res: http.ServerResponse, posts: RawPost[]) {
  const counts = new Map<number, Record<string, unknown> & { id: number; count: number }>();
  for (const post of posts) {
    const terms = (post._embedded as { "wp:term"?: Record<string, unknown>[][] } | undefined)?.[
      "wp:term"
    ]?.[0];
    for (const term of terms ?? []) {
      const id = term.id as number;
      counts.set(id, { ...term, id, count: (counts.get(id)?.count ?? 0) + 1 });
    }
  }
  const slug = url.searchParams.get("slug");
  const perPage = Number(url.searchParams.get("per_page") ?? 10);
  // Polylang's `lang` (terms that carry one), and WordPress's `include`.
  const lang = url.searchParams.get("lang");
  const include = url.searchParams.get("include")?.split(",").map(Number);
  const list = [...counts.values()]
    .filter((term) => slug === null || term.slug === slug)
    .filter((term) => !lang || !term.lang || term.lang === lang)
    .filter((term) => !include || include.includes(term.id))
    .sort((a, b) => b.count - a.count || a.id - b.id)
    .slice(0, perPage);
  json(res, 200, list, { "X-WP-Total": String(list.length), "X-WP-TotalPages": "1" });
}

/**
 * GET /wp-json/wp/v2/users: as WordPress answers a visitor, only the authors of published posts (here: the
 * posts' embedded authors), filtered by `slug`, with `_fields`.
 */
function users(url: URL, res: http.ServerResponse, posts: RawPost[]) {
  const authors = new Map<number, Record<string, unknown>>();
  for (const post of posts) {
    const author = (post._embedded as { author?: Record<string, unknown>[] } | undefined)?.author?.[0];
    if (typeof author?.id === "number") authors.set(author.id, author);
  }
  const slug = url.searchParams.get("slug");
  const fields = url.searchParams.get("_fields")?.split(",");
  const list = [...authors.values()]
    .filter((author) => slug === null || slug.split(",").includes(author.slug as string))
    .map((author) =>
      fields ? Object.fromEntries(fields.filter((f) => f in author).map((f) => [f, author[f]])) : author,
    );
  json(res, 200, list, { "X-WP-Total": String(list.length), "X-WP-TotalPages": "1" });
}

/** Lower case without diacritics, as utf8mb4_unicode_ci compares. */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const searchable = (post: RawPost) =>
  ["title", "excerpt", "content"]
    .map((field) => (post[field] as { rendered?: string })?.rendered ?? "")
    .join(" ");

/** GET /wp-json/site-connector/v1/redirect?path=/old-slug: where the plugin says the old address went. */
function moved(url: URL, res: http.ServerResponse) {
  const path = url.searchParams.get("path") ?? "";
  if (!/^\/[^/]{1,200}\/?$/.test(path))
    return wpError(res, 400, "rest_invalid_param", "Invalid parameter(s): path");
  const old = path.replace(/^\/|\/$/g, "");
  const to = url.searchParams.get("type") === "page" ? OLD_PAGE_SLUGS[old] : OLD_SLUGS[old];
  json(res, 200, { to: to ?? null });
}
