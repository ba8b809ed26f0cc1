// GET /blog/feed.xml: RSS 2.0 of the newest posts.
import { feedResponse } from "~/server/seo-files.server";

export function loader() {
  return feedResponse();
}
