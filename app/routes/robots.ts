// GET /robots.txt: everything may be crawled but the API; points at the sitemap.
import { robotsResponse } from "~/server/seo-files.server";

export function loader() {
  return robotsResponse();
}
