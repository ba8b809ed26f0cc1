/** The blog list's page number from `?page=`: 1 when absent, null when it is not a whole number of at least 1. */
export function pageFromSearch(search: URLSearchParams): number | null {
  const raw = search.get("page");
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}
