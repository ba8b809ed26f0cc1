// How the site answers when it cannot give what was asked for now: the status, Retry-After and Cache-Control
// of outages and refusals, decided here once for the pages, the proxy, the social cards, the sitemap, the feed
// and the image endpoint. A service only says what went wrong (an UnavailableError of its own).
import { NO_STORE } from "./cache-control.server";
import { ClientLimitError } from "./limits.server";

/**
 * What a service throws when it cannot answer now: `status` says why (502 failed, 504 timed out, 503 busy, 429
 * this client asked too much), `retryAfterSeconds` how long a limit asks to wait; this file turns both into an
 * answer. The posts service's PostsUnavailableError is one.
 */
export class UnavailableError extends Error {
  readonly status: 429 | 502 | 503 | 504;
  readonly retryAfterSeconds?: number;
  constructor(
    message: string,
    status: 429 | 502 | 503 | 504,
    options: { cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "UnavailableError";
    this.status = status;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** Seconds a client is asked to wait (Retry-After) when no limit said how long. */
export const RETRY_AFTER_SECONDS = {
  /** WordPress failed or timed out and no copy is kept: most outages pass within a minute. */
  sourceFailed: 30,
  /** The sitemap and the feed: their readers come back on their own schedule, so ask for minutes. */
  crawlerFiles: 300,
  /** The image endpoint's renders for one client: a page's pictures come together, the next is free soon. */
  imageRenders: 2,
} as const;

/**
 * How long to wait after `error`: the wait a limit gave (the source busy, a client over its minute's requests),
 * else that of a source outage.
 */
function retryAfterSeconds(error: unknown): number {
  const limited =
    error instanceof UnavailableError || error instanceof ClientLimitError
      ? error.retryAfterSeconds
      : undefined;
  return limited ?? RETRY_AFTER_SECONDS.sourceFailed;
}

/** The Retry-After header for `error`, or for a number of seconds. */
export function retryAfter(error: unknown): { "Retry-After": string } {
  return { "Retry-After": String(typeof error === "number" ? error : retryAfterSeconds(error)) };
}

/** The headers of an answer that asks to come back later: never kept by a cache, with Retry-After. */
export function retryLaterHeaders(error: unknown): { "Cache-Control": string; "Retry-After": string } {
  return { "Cache-Control": NO_STORE, ...retryAfter(error) };
}

/**
 * Status and headers of a page whose posts could not be read: 429 for a client over its limit, else 503, so
 * crawlers come back later (with Retry-After) instead of dropping the page; never stored by a cache.
 */
export function unavailableInit(error: unknown): ResponseInit & { headers: Record<string, string> } {
  const refused = error instanceof UnavailableError && error.status === 429;
  return { status: refused ? 429 : 503, headers: retryLaterHeaders(error) };
}
