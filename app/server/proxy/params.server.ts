// Validation for GET /api/wordpress?path=...&params=... (docs/blog.md, "Proxy contract").
// Only an allow-listed path and known parameters with valid values pass; nothing a visitor typed is forwarded.
import { isLocale } from "~/content/locales";
import { PROXY_POSTS_PATH, type ProxyQuery } from "~/lib/blog-urls";
import { POSTS_PER_PAGE } from "~/lib/posts";
import { SLUG_PATTERN } from "~/server/posts/posts.server";

export type ProxyRequest = ProxyQuery | { kind: "invalid"; error: string };

const ALLOWED_PATH = PROXY_POSTS_PATH;
const OUTER_KEYS = new Set(["path", "params"]);
// `lang`: which language's blog (en or cs; en when absent), as Polylang's REST API names it.
const PARAM_KEYS = new Set(["_embed", "per_page", "page", "slug", "category", "lang"]);
const MAX_PARAMS_LENGTH = 300;
const MAX_PAGE = 100_000;
const MAX_PER_PAGE = 100;

function invalid(error: string): ProxyRequest {
  return { kind: "invalid", error };
}

function wholeNumber(value: string): number | undefined {
  return /^[0-9]{1,9}$/.test(value) ? Number(value) : undefined;
}

/** Reads the proxy's query string (`url.searchParams`) into a list or a post request, or says what is wrong. */
export function parseProxyParams(query: URLSearchParams): ProxyRequest {
  for (const key of new Set(query.keys())) {
    if (!OUTER_KEYS.has(key))
      return invalid(`Unknown query parameter "${key}"; only path and params are accepted`);
    if (query.getAll(key).length > 1) return invalid(`${key} is given more than once`);
  }
  if (query.get("path") !== ALLOWED_PATH) return invalid(`path must be "${ALLOWED_PATH}"`);

  const raw = query.get("params") ?? "";
  if (raw.length > MAX_PARAMS_LENGTH)
    return invalid(`params must be at most ${MAX_PARAMS_LENGTH} characters`);
  const params = new URLSearchParams(raw);
  for (const key of new Set(params.keys())) {
    if (!PARAM_KEYS.has(key)) return invalid(`Unknown parameter "${key}"`);
    if (params.getAll(key).length > 1) return invalid(`Parameter "${key}" is given more than once`);
  }

  if (params.has("_embed") && params.get("_embed") !== "") return invalid("_embed takes no value");

  const lang = params.get("lang");
  if (lang !== null && !isLocale(lang)) return invalid('lang must be "en" or "cs"');
  const language = lang === null ? {} : { lang };
  const slug = params.get("slug");
  const category = params.get("category");
  if (category !== null && !SLUG_PATTERN.test(category))
    return invalid('category must be 1 to 200 characters of lowercase letters a-z, digits and "-"');
  if (slug !== null) {
    if (params.has("page") || params.has("per_page") || category !== null)
      return invalid("slug cannot be combined with page, per_page or category");
    if (!SLUG_PATTERN.test(slug)) {
      return invalid('slug must be 1 to 200 characters of lowercase letters a-z, digits and "-"');
    }
    return { kind: "post", slug, ...language };
  }

  let page = 1;
  if (params.has("page")) {
    const value = wholeNumber(params.get("page")!);
    if (value === undefined || value < 1) return invalid("page must be a whole number of at least 1");
    if (value > MAX_PAGE) return invalid(`page must be at most ${MAX_PAGE}`);
    page = value;
  }
  let perPage = POSTS_PER_PAGE;
  if (params.has("per_page")) {
    const value = wholeNumber(params.get("per_page")!);
    if (value === undefined || value < 1 || value > MAX_PER_PAGE) {
      return invalid(`per_page must be a whole number from 1 to ${MAX_PER_PAGE}`);
    }
    perPage = value;
  }
  return { kind: "list", page, perPage, ...language, ...(category !== null && { category }) };
}
