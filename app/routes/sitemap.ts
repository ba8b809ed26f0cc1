// GET /sitemap.xml: every static page and every blog post (addresses from SITE_URL).
import { sitemapResponse } from "~/server/seo/seo.server";

export function loader() {
  return sitemapResponse();
}
