/** The public address of the site, for canonical links, sitemaps and social cards. */
export function siteUrl(): string {
  const configured = process.env.SITE_URL?.trim();
  return (configured || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, "");
}
