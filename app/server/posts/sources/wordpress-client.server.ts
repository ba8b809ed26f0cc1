// The HTTP side of reading WordPress: one GET of its REST API through the server's outbound reader (a deadline
// for headers and body, a bounded body, no redirects followed), every failure a SourceError.
import { isWebUrl } from "~/lib/web-url";
import type { Metrics, WordPressOutcome } from "~/server/metrics/metrics.server";
import { type OutboundAnswer, OutboundError, readOutbound } from "~/server/outbound/outbound.server";
import type { AskOnce } from "~/server/valkey/valkey.server";
import { SourceError } from "./source.server";

const DEFAULT_TIMEOUT_MS = 5000;
/**
 * Most bytes of (decoded) body read from one answer. A posts page of 100 with embedded media is a few
 * megabytes at most; past this it is not WordPress talking, or a compressed body inflating without end.
 * @internal
 */
export const MAX_WORDPRESS_BODY_BYTES = 10 * 1024 * 1024;

type WordPressAnswer = { status: number; headers: Headers; body: unknown };

export type WordPressClientOptions = {
  /** Base of the REST API, ending in /wp/v2. */
  apiUrl: string;
  /** How long one request may take, body included. */
  timeoutMs?: number;
  /** Counts each request by its outcome, with its duration. */
  metrics?: Metrics;
  /** Shares a public answer with the other instances, so that WordPress is asked once (VALKEY_URL). */
  askOnce?: AskOnce;
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
  const origins = [base.origin];

  const get: WordPressGet = async (query, route = "posts", headers = {}) => {
    const started = performance.now();
    const counted = (outcome: WordPressOutcome) =>
      options.metrics?.wordpressRequest(outcome, (performance.now() - started) / 1000);
    let answer: OutboundAnswer;
    try {
      answer = await readOutbound(new URL(`${route}?${query}`, base), {
        origins,
        timeoutMs,
        maxBytes: MAX_WORDPRESS_BODY_BYTES,
        headers: { Accept: "application/json", ...headers },
        // WordPress's errors are JSON too ({code: "rest_post_invalid_page_number"}): every status is read.
        acceptStatus: () => true,
      });
    } catch (error) {
      counted(outcomeOf(error));
      throw asSourceError(error, timeoutMs);
    }
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(answer.body));
    } catch {
      counted(answer.status >= 200 && answer.status <= 299 ? "not_json" : "http_error");
      throw new SourceError(
        answer.status >= 200 && answer.status <= 299
          ? `WordPress answered ${answer.status} with a body that is not JSON`
          : `WordPress answered ${answer.status}`,
      );
    }
    counted(answer.status >= 200 && answer.status <= 299 ? "ok" : "http_error");
    return { status: answer.status, headers: answer.headers, body };
  };
  const { askOnce } = options;
  if (!askOnce) return get;
  return async (query, route = "posts", headers = {}) => {
    // A draft's answer (read with the editor's password) is never shared.
    if (Object.keys(headers).length > 0) return get(query, route, headers);
    const key = new URL(`${route}?${query}`, base).href;
    try {
      const shared = await askOnce(key, async () => {
        const answer = await get(query, route);
        // Only a good answer is shared: each instance asks again after a failure, as it would alone.
        if (answer.status < 200 || answer.status > 299) throw new NotShared(answer);
        return { status: answer.status, headers: [...answer.headers], body: answer.body };
      });
      return { status: shared.status, headers: new Headers(shared.headers), body: shared.body };
    } catch (error) {
      if (error instanceof NotShared) return error.answer;
      throw error;
    }
  };
}

/** WordPress's answer that is not shared with the other instances (an error status). */
class NotShared extends Error {
  constructor(readonly answer: WordPressAnswer) {
    super("not shared");
  }
}

/** A failed read as one of the metric's few outcomes; a refused connection is told apart from other failures. */
function outcomeOf(error: unknown): WordPressOutcome {
  if (!(error instanceof OutboundError)) return "other";
  if (error.kind === "network") return causeCodes(error).includes("ECONNREFUSED") ? "refused" : "unreachable";
  const outcomes: Partial<Record<OutboundError["kind"], WordPressOutcome>> = {
    timeout: "timeout",
    redirect: "redirect",
    "too-large": "too_large",
  };
  return outcomes[error.kind] ?? "other";
}

/** The `code` of every error in the chain of causes (fetch puts the socket's error a few causes down). */
function causeCodes(error: unknown): string[] {
  const codes: string[] = [];
  for (let at = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth += 1) {
    const { code } = at as { code?: unknown };
    if (typeof code === "string") codes.push(code);
  }
  return codes;
}

/** A failed read in WordPress's words: a timeout is told apart (the proxy answers 504 for it). */
function asSourceError(error: unknown, timeoutMs: number): SourceError {
  if (!(error instanceof OutboundError)) throw error;
  switch (error.kind) {
    case "redirect":
      return new SourceError(
        `WordPress answered ${error.status}, a redirect, which is not followed: set WORDPRESS_API_URL to the address WordPress answers at`,
      );
    case "too-large":
      return new SourceError(`WordPress answered more than ${MAX_WORDPRESS_BODY_BYTES / 1024 / 1024} MB`);
    case "timeout":
      return new SourceError(`WordPress did not answer within ${timeoutMs} ms`, {
        timeout: true,
        cause: error,
      });
    case "network":
      return new SourceError(`WordPress could not be reached: ${error.reason}`, { cause: error });
    default:
      return new SourceError(`WordPress could not be asked: ${error.message}`, { cause: error });
  }
}
