// The blog's TanStack Query cache. Only the blog's pages load TanStack Query (routes/blog-layout.tsx), so the
// other pages start with less JavaScript.
import { isServer, QueryClient } from "@tanstack/react-query";
import { FIVE_MINUTES } from "~/lib/query";

const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: FIVE_MINUTES, retry: false } } });

let browserClient: QueryClient | undefined;

/**
 * On the server, a cache of its own for each request. In the browser, one cache for as long as the page lives:
 * posts read on the blog are still there after a visit to another page, whose navigation unmounts the blog.
 */
export function blogQueryClient(): QueryClient {
  if (isServer) return newClient();
  return (browserClient ??= newClient());
}
