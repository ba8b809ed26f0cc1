// GET /robots.txt: everything may be crawled but the API; points at the sitemap.
import { robotsResponse } from "~/server/seo/seo.server";

export function loader() {
  return robotsResponse();
}
