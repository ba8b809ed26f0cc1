// GET /api/wordpress?path=/posts&params=... : the blog's proxy (contract and caching in docs/blog.md).
import type { Route } from "./+types/api.wordpress";
import { handleProxyRequest, methodNotAllowed } from "~/server/proxy/proxy.server";

export function loader({ request, context }: Route.LoaderArgs) {
  return handleProxyRequest(request, context.services.posts, context.client);
}

/** POST, PUT, PATCH, DELETE: 405 with Allow: GET, HEAD. */
export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request);
}
