// How the posts service says that posts cannot be read now: the error and the statuses a client is answered.
import { SourceError } from "./sources/source.server";
import { ClientLimitError, SourceBusyError, UnavailableError } from "~/server/http/http.server";

export const LIST_ERROR = "Failed to fetch posts";
export const POST_ERROR = "Failed to fetch post";
/** The content source failed and there is no cached copy (the site's answer: UnavailableError in http/). */
export class PostsUnavailableError extends UnavailableError {
  constructor(
    message: typeof LIST_ERROR | typeof POST_ERROR,
    status: 429 | 502 | 503 | 504,
    options: { cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(message, status, options);
    this.name = "PostsUnavailableError";
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
