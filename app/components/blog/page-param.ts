/** The blog list's page number from `?page=`: 1 when absent, null when it is not a whole number of at least 1. */
export function pageFromSearch(search: URLSearchParams): number | null {
  const raw = search.get("page");
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}

/** The address of a list page; page 1 is plain /blog. */
export function blogPageHref(page: number): string {
  return page <= 1 ? "/blog" : `/blog?page=${page}`;
}

/** The address of a category's list page; page 1 has no query. */
export function categoryPageHref(slug: string, page: number): string {
  const path = `/blog/category/${encodeURIComponent(slug)}`;
  return page <= 1 ? path : `${path}?page=${page}`;
}
