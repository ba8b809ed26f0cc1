// GET /blog/feed.xml and /cs/blog/feed.xml: RSS 2.0 of the newest posts of each language's blog.
import type { Route } from "./+types/blog-feed";
import { localeOf } from "~/content/locales";
import { feedResponse } from "~/server/seo/seo.server";

export function loader({ request, context }: Route.LoaderArgs) {
  return feedResponse(context.services, localeOf(new URL(request.url).pathname));
}
