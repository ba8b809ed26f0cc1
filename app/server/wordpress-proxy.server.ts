// GET /api/wordpress?path=/posts&params=... : the browser's way to the posts service (docs/blog.md).
import type { PostBySlug, PostList } from "~/lib/posts";
import { FRESH_MS, STALE_IF_ERROR_MS, STALE_WHILE_REVALIDATE_MS } from "./posts-cache.server";
import {
  type Cached,
  getPostBySlugCached,
  listPostsCached,
  postsSourceName,
  PostsUnavailableError,
  type SourceName,
} from "./posts.server";
import { parseProxyParams } from "./proxy-params.server";

/** What the proxy needs from the posts service; tests may pass their own. */
export type ProxyService = {
  listPostsCached(page: number, perPage: number): Promise<Cached<PostList>>;
  getPostBySlugCached(slug: string): Promise<Cached<PostBySlug>>;
  source(): SourceName;
};

const defaultService: ProxyService = { listPostsCached, getPostBySlugCached, source: postsSourceName };

const seconds = (ms: number) => Math.round(ms / 1000);
/** Same policy as the server's cache, so a CDN in front caches the same way. */
export const SUCCESS_CACHE_CONTROL = `public, max-age=${seconds(FRESH_MS)}, stale-while-revalidate=${seconds(
  STALE_WHILE_REVALIDATE_MS,
)}, stale-if-error=${seconds(STALE_IF_ERROR_MS)}`;
const ALLOW = "GET, HEAD";

function json(request: Request, body: unknown, status: number, headers: Record<string, string>): Response {
  const response = Response.json(body, { status, headers });
  // HEAD: the same status and headers, no body.
  return request.method === "HEAD" ? new Response(null, { status, headers: response.headers }) : response;
}

function failure(
  request: Request,
  status: number,
  error: string,
  headers: Record<string, string> = {},
): Response {
  return json(request, { error }, status, { "Cache-Control": "no-store", ...headers });
}

export function methodNotAllowed(request: Request): Response {
  return failure(request, 405, `Method ${request.method} is not allowed; use GET`, { Allow: ALLOW });
}

export async function handleProxyRequest(
  request: Request,
  service: ProxyService = defaultService,
): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed(request);
  const parsed = parseProxyParams(new URL(request.url).searchParams);
  if (parsed.kind === "invalid") return failure(request, 400, parsed.error);
  try {
    const result =
      parsed.kind === "list"
        ? await service.listPostsCached(parsed.page, parsed.perPage)
        : await service.getPostBySlugCached(parsed.slug);
    const headers: Record<string, string> = {
      "Cache-Control": SUCCESS_CACHE_CONTROL,
      "X-Content-Source": service.source(),
    };
    if (result.age > 0) headers.Age = String(result.age);
    if (result.freshness !== "fresh") {
      headers["X-Content-Stale"] = "1";
      headers.Warning =
        result.freshness === "error" ? '111 - "Revalidation Failed"' : '110 - "Response is Stale"';
    }
    return json(request, result.value, 200, headers);
  } catch (error) {
    if (error instanceof PostsUnavailableError) {
      return failure(request, error.status, error.message, { "Retry-After": "30" });
    }
    console.error("Blog proxy failed:", error);
    return failure(request, 500, "Internal server error");
  }
}
