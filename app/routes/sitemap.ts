// GET /sitemap.xml: every static page and every blog post (addresses from SITE_URL).
import type { Route } from "./+types/sitemap";
import { sitemapResponse } from "~/server/seo/seo.server";

export function loader({ context }: Route.LoaderArgs) {
  return sitemapResponse(context.services);
}
