// GET /robots.txt: everything may be crawled but the API; points at the sitemap.
import type { Route } from "./+types/robots";
import { robotsResponse } from "~/server/seo/seo.server";

export function loader({ context }: Route.LoaderArgs) {
  return robotsResponse(context.services);
}
