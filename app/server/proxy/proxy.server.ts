// GET /api/wordpress?path=/posts&params=... : the browser's way to the posts service (docs/blog.md).
import {
  ageHeader,
  NO_STORE,
  retryAfter,
  SHARED_FIVE_MINUTES,
  TOO_MANY_REQUESTS,
} from "~/server/http/http.server";
import { type PostsService, PostsUnavailableError } from "~/server/posts/posts.server";
import { keyOfPost, LISTS_KEY, surrogateKeys } from "~/server/changes/changes.server";
import { parseProxyParams } from "./params.server";
import { log } from "~/server/log/log.server";

// The room's door also hands on:
export { parseProxyParams };

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
  return json(request, { error }, status, { "Cache-Control": NO_STORE, ...headers });
}

export function methodNotAllowed(request: Request): Response {
  return failure(request, 405, `Method ${request.method} is not allowed; use GET`, { Allow: ALLOW });
}

/**
 * What a client reads when it was refused (429) or the source is busy (503); otherwise the error's own message
 * ("Failed to fetch posts" or "Failed to fetch post").
 */
const REFUSED: Partial<Record<number, string>> = {
  429: TOO_MANY_REQUESTS,
  503: "The blog is busy: please try again in a few seconds.",
};

/** `client` identifies who asks (server/app.ts clientKey), for the per-client limit on WordPress requests. */
export async function handleProxyRequest(
  request: Request,
  service: PostsService,
  client?: string,
): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed(request);
  const parsed = parseProxyParams(new URL(request.url).searchParams);
  if (parsed.kind === "invalid") return failure(request, 400, parsed.error);
  try {
    const lang = parsed.lang ?? "en";
    const ask = { client, lang };
    const result =
      parsed.kind === "post"
        ? await service.getPostBySlugCached(parsed.slug, ask)
        : parsed.category !== undefined
          ? await service.listCategoryCached(parsed.category, parsed.page, {
              ...ask,
              perPage: parsed.perPage,
            })
          : await service.listPostsCached(parsed.page, { ...ask, perPage: parsed.perPage });
    const is =
      parsed.kind === "post"
        ? ["proxy", keyOfPost(parsed.slug)]
        : ["proxy", LISTS_KEY, `list-${lang}-${parsed.page}`].concat(
            parsed.category === undefined ? [] : [`category-${lang}-${parsed.category}`],
          );
    const headers: Record<string, string> = {
      "Cache-Control": SHARED_FIVE_MINUTES,
      "X-Content-Source": service.source,
      ...ageHeader(result),
      ...surrogateKeys({ lang, is, posts: result.value.data.map((post) => post.slug) }),
    };
    if (result.freshness !== "fresh") {
      headers["X-Content-Stale"] = "1";
      headers.Warning =
        result.freshness === "error" ? '111 - "Revalidation Failed"' : '110 - "Response is Stale"';
    }
    return json(request, result.value, 200, headers);
  } catch (error) {
    if (error instanceof PostsUnavailableError) {
      return failure(request, error.status, REFUSED[error.status] ?? error.message, retryAfter(error));
    }
    log.error({ err: error }, "Blog proxy failed");
    return failure(request, 500, "Internal server error");
  }
}
