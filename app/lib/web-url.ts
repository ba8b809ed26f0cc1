// The one test of an address the site may link to or fetch: http: or https:, never javascript:, data:, file: or
// any other scheme. Read alike by the browser's link and embed code and by the server's sanitizer, settings
// and fetches.

/** True when `url` is http: or https:. */
export function isWebUrl(url: URL): boolean {
  return url.protocol === "https:" || url.protocol === "http:";
}

/**
 * `value` read as an http(s) address (trimmed, against `base` when given); undefined for anything else: not a
 * string, empty, not an address, another scheme.
 */
export function webUrl(value: unknown, base?: string | URL): URL | undefined {
  if (typeof value !== "string" || !value.trim()) return undefined;
  try {
    const url = new URL(value.trim(), base);
    return isWebUrl(url) ? url : undefined;
  } catch {
    return undefined;
  }
}
