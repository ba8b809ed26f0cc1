// The image pipeline's settings, read from the site's configuration: the endpoint's limits, and the plain
// data the post-image rewriting takes (it runs wherever the sanitizer runs, worker threads included, so this
// module loads no image library).
import path from "node:path";
import type { Config } from "../config.server";
import { config as currentConfig } from "../config.server";
import type { PostImageOptions } from "../post-images.server";

/** Most bytes of one source picture: a camera's JPEG is 3-12 MB. */
export const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
/** Longest wait for one source picture, headers and body. */
export const SOURCE_TIMEOUT_MS = 15_000;

/** The image endpoint's options for these settings. */
export function imageEndpointOptions(config: Config) {
  return {
    mediaOrigins: config.images.mediaOrigins,
    publicDir: path.resolve("public"),
    maxBytes: MAX_SOURCE_BYTES,
    timeoutMs: SOURCE_TIMEOUT_MS,
    cacheBytes: config.images.cacheMb * 1024 * 1024,
    concurrency: config.images.concurrency,
    downloadsPerMinute: config.upstreamRequestsPerMinute,
  };
}

/** What the post-image rewriting needs to know: where pictures may come from. */
export function postImageOptions(config: Config = currentConfig()): PostImageOptions {
  return { mediaOrigins: config.images.mediaOrigins };
}
