// The posts service the settings ask for (services.server.ts builds it at start): WordPress's when
// WORDPRESS_API_URL is set, with its limits and what the instances share, else the embedded Markdown posts.
import type { Post } from "~/lib/posts";
import type { Config } from "~/server/config.server";
import type { Metrics } from "~/server/metrics/metrics.server";
import type { Shared } from "~/server/valkey/valkey.server";
import { createPostsService, type PostsService } from "./service.server";
import { withCategoryPairs } from "./sources/category-pairs.server";
import { createEmbeddedSource } from "./sources/embedded.server";
import { createWordPressSource } from "./sources/wordpress.server";

/** The service the settings ask for: WordPress when WORDPRESS_API_URL is set, else the Markdown files. */
export function postsServiceFor(
  settings: Config,
  sanitize: (post: Post, client?: string) => Promise<Post>,
  metrics?: Metrics,
  shared?: Pick<Shared, "askOnce" | "clientBudget">,
): PostsService {
  const { wordpress } = settings;
  const counted = metrics && ((result: "hit" | "stale" | "miss") => metrics.cacheLookup("posts", result));
  if (!wordpress)
    return createPostsService({ source: withCategoryPairs(createEmbeddedSource()), sanitize, counted });
  return createPostsService({
    source: createWordPressSource({
      apiUrl: wordpress.apiUrl,
      timeoutMs: wordpress.timeoutMs,
      metrics,
      askOnce: shared?.askOnce,
    }),
    sanitize,
    counted,
    gate: { concurrency: wordpress.concurrency, maxWaitMs: wordpress.timeoutMs },
    clientRequestsPerMinute: settings.upstreamRequestsPerMinute,
    budget: shared?.clientBudget("upstream:posts", settings.upstreamRequestsPerMinute),
    credentials: settings.wordpressCredentials,
  });
}
