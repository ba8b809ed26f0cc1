// The image endpoint's settings, read from the site's configuration.
import path from "node:path";
import type { Config } from "~/server/config.server";
import type { Shared } from "~/server/valkey/valkey.server";

/** Most bytes of one source picture: a camera's JPEG is 3-12 MB. */
const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
/** Longest wait for one source picture, headers and body. */
const SOURCE_TIMEOUT_MS = 15_000;

/** The image endpoint's options for these settings. */
export function imageEndpointOptions(config: Config, shared?: Pick<Shared, "clientBudget">) {
  return {
    mediaOrigins: config.images.mediaOrigins,
    publicDir: path.resolve("public"),
    maxBytes: MAX_SOURCE_BYTES,
    timeoutMs: SOURCE_TIMEOUT_MS,
    cacheBytes: config.images.cacheMb * 1024 * 1024,
    concurrency: config.images.concurrency,
    downloadsPerMinute: config.upstreamRequestsPerMinute,
    downloadBudget: shared?.clientBudget("image_downloads", config.upstreamRequestsPerMinute),
  };
}
