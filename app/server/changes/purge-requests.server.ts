// The HTTP requests that purge keys at each kind of cache in front of the site, in batches its API accepts.
import type { Config } from "~/server/config.server";

export type PurgeSettings = NonNullable<Config["purge"]>;

export type PurgeRequest = {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** Names the request in a log line: the address without any token (tokens travel in headers only). */
  label: string;
  /** Whether the cache took the purge, from a 2xx answer's body. */
  accepted(body: string): boolean;
};

/**
 * Keys per request. Varnish: a header of a few kilobytes (its http_req_hdr_len is 8 KB by default); Fastly: 256
 * keys per batch purge; Cloudflare: 30 tags per call, the limit its API has long had (today's plans take 100
 * operations per call, so 30 fits all of them).
 */
const KEYS_PER_REQUEST = { varnish: 100, fastly: 256, cloudflare: 30 } as const;

const anyBody = () => true;

/** Every request that purges `keys` at the cache `settings` names. */
export function purgeRequests(settings: PurgeSettings, keys: string[]): PurgeRequest[] {
  const batches = inBatches(keys, KEYS_PER_REQUEST[settings.target]);
  if (settings.target === "varnish")
    // Each Varnish keeps its own copies: each is told. vmod xkey reads the keys from the `xkey` header.
    return settings.urls.flatMap((url) =>
      batches.map((batch) => ({
        url,
        method: "PURGE",
        headers: { xkey: batch.join(" ") },
        label: url,
        accepted: anyBody,
      })),
    );
  if (settings.target === "fastly") {
    // Batch purge by surrogate key: https://www.fastly.com/documentation/reference/api/purging/
    const url = `${settings.apiUrl}/service/${encodeURIComponent(settings.id)}/purge`;
    return batches.map((batch) => ({
      url,
      method: "POST",
      headers: { "Fastly-Key": settings.token, "Surrogate-Key": batch.join(" "), Accept: "application/json" },
      label: url,
      accepted: anyBody,
    }));
  }
  // Purge by cache tag: https://developers.cloudflare.com/api/resources/cache/methods/purge/
  const url = `${settings.apiUrl}/zones/${encodeURIComponent(settings.id)}/purge_cache`;
  return batches.map((batch) => ({
    url,
    method: "POST",
    headers: { Authorization: `Bearer ${settings.token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ tags: batch }),
    label: url,
    accepted: cloudflareSucceeded,
  }));
}

/** Cloudflare answers `{"success": true, ...}`; anything else is a failure even with a 2xx status. */
function cloudflareSucceeded(body: string): boolean {
  try {
    return (JSON.parse(body) as { success?: unknown }).success === true;
  } catch {
    return false;
  }
}

function inBatches<T>(items: T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}
