import { config } from "~/server/config.server";

/** The public address of the site (SITE_URL, no trailing slash), for canonical links, sitemaps and social cards. */
export function siteUrl(): string {
  return config().siteUrl;
}
