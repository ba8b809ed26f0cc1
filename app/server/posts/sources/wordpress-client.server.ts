// The HTTP side of reading WordPress: one GET of its REST API with a deadline for headers and body, a bounded
// body, no redirects followed, and every failure a SourceError.
import { isWebUrl } from "~/lib/web-url";
import { readBoundedBody } from "~/server/outbound/outbound.server";
import { SourceError } from "./source.server";

export const DEFAULT_TIMEOUT_MS = 5000;
/**
 * Most bytes of (decoded) body read from one answer. A posts page of 100 with embedded media is a few
 * megabytes at most; past this it is not WordPress talking, or a compressed body inflating without end.
 */
export const MAX_WORDPRESS_BODY_BYTES = 10 * 1024 * 1024;

export type WordPressAnswer = { status: number; headers: Headers; body: unknown };

export type WordPressClientOptions = {
  /** Base of the REST API, ending in /wp/v2. */
  apiUrl: string;
  /** How long one request may take, body included. */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/** GET `route?query` of the REST API, its body parsed as JSON. Throws SourceError. */
export type WordPressGet = (
  query: string,
  route?: string,
  headers?: Record<string, string>,
) => Promise<WordPressAnswer>;

export function createWordPressClient(options: WordPressClientOptions): WordPressGet {
  let base: URL;
  try {
    base = new URL(options.apiUrl.replace(/\/+$/, "") + "/");
  } catch {
    throw new Error(`WORDPRESS_API_URL is not a valid URL: ${JSON.stringify(options.apiUrl)}`);
  }
  if (!isWebUrl(base)) throw new Error("WORDPRESS_API_URL must be http(s)");
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;

  return async function get(query, route = "posts", headers = {}) {
    const url = new URL(`${route}?${query}`, base);
    // One deadline for the headers and the whole body.
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await doFetch(url, {
        headers: { Accept: "application/json", ...headers },
        signal,
        // A redirect is a misconfiguration (or an attack): never send the request somewhere else.
        redirect: "manual",
      });
      if (response.status >= 300 && response.status <= 399) {
        await response.body?.cancel().catch(() => {});
        throw new SourceError(
          `WordPress answered ${response.status}, a redirect, which is not followed: set WORDPRESS_API_URL to the address WordPress answers at`,
        );
      }
      const text = await readBody(response, signal);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new SourceError(
          response.ok
            ? `WordPress answered ${response.status} with a body that is not JSON`
            : `WordPress answered ${response.status}`,
        );
      }
      return { status: response.status, headers: response.headers, body };
    } catch (error) {
      if (error instanceof SourceError) throw error;
      if (signal.aborted)
        throw new SourceError(`WordPress did not answer within ${timeoutMs} ms`, {
          timeout: true,
          cause: error,
        });
      throw new SourceError(`WordPress could not be reached: ${(error as Error).message}`, { cause: error });
    }
  };
}

/** The body as text, at most MAX_WORDPRESS_BODY_BYTES of it (server/outbound/outbound.server.ts). */
async function readBody(response: Response, signal: AbortSignal): Promise<string> {
  const bytes = await readBoundedBody(
    response,
    signal,
    MAX_WORDPRESS_BODY_BYTES,
    () => new SourceError(`WordPress answered more than ${MAX_WORDPRESS_BODY_BYTES / 1024 / 1024} MB`),
  );
  return new TextDecoder().decode(bytes);
}
