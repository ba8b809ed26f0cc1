// How the posts service says that posts cannot be read now: the error and the statuses a client is answered.
import { SourceError } from "./sources/source.server";
import { ClientLimitError, SourceBusyError } from "~/server/http/http.server";

export const LIST_ERROR = "Failed to fetch posts";
export const POST_ERROR = "Failed to fetch post";
/**
 * The content source failed and there is no cached copy: `status` says why (502 failed, 504 timed out, 503 busy,
 * 429 this client asked too much), `retryAfterSeconds` how long a limit asks to wait (http-answers.server.ts
 * turns both into an answer).
 */
export class PostsUnavailableError extends Error {
  readonly status: 429 | 502 | 503 | 504;
  readonly retryAfterSeconds?: number;
  constructor(
    message: typeof LIST_ERROR | typeof POST_ERROR,
    status: 429 | 502 | 503 | 504,
    options: { cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "PostsUnavailableError";
    this.status = status;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function unavailable(
  message: typeof LIST_ERROR | typeof POST_ERROR,
  error: unknown,
): PostsUnavailableError {
  if (error instanceof ClientLimitError)
    return new PostsUnavailableError(message, 429, {
      cause: error,
      retryAfterSeconds: error.retryAfterSeconds,
    });
  if (error instanceof SourceBusyError)
    return new PostsUnavailableError(message, 503, {
      cause: error,
      retryAfterSeconds: error.retryAfterSeconds,
    });
  const timeout = error instanceof SourceError && error.timeout;
  return new PostsUnavailableError(message, timeout ? 504 : 502, { cause: error });
}
