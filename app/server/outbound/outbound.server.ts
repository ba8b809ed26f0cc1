// The one way the server reads from another server (WordPress, the image endpoint's sources, the social cards'
// covers): an allowed origin only, one deadline for headers and body, no redirect followed, the body cut at a
// byte limit while it streams. Each failure is an OutboundError of one kind, which the caller turns into its
// own answer.
import { isWebUrl } from "~/lib/web-url";

export type OutboundErrorKind = "timeout" | "too-large" | "refused-origin" | "redirect" | "status" | "network";

/** A read that did not give a whole answer. Nothing partial is ever handed back. */
export class OutboundError extends Error {
  readonly kind: OutboundErrorKind;
  /** The answer's status, for "redirect" and "status". */
  readonly status?: number;
  constructor(kind: OutboundErrorKind, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = "OutboundError";
    this.kind = kind;
    this.status = options.status;
  }
  /** What went wrong underneath, for a "network" error ("fetch failed", "other side closed"...). */
  get reason(): string {
    return this.cause instanceof Error ? this.cause.message : this.message;
  }
}

export type OutboundRequest = {
  /** Origins (`https://host:port`) this read may go to; any other address is refused before anything is sent. */
  origins: readonly string[];
  /** How long the whole read may take, headers and body. */
  timeoutMs: number;
  /** Most bytes of body, counted after any Content-Encoding is undone (a gzip bomb stops while it streams). */
  maxBytes: number;
  headers?: Record<string, string>;
  /** GET unless said (a purge sends POST or PURGE, with a body). */
  method?: string;
  body?: string;
  /** Which statuses are answers whose body the caller wants; any other is a "status" error. Default: 2xx. */
  acceptStatus?: (status: number) => boolean;
  /** Sees the status and headers before the body is read; whatever it throws ends the read unchanged. */
  checkHead?: (response: Response) => void;
};

export type OutboundAnswer = { status: number; headers: Headers; body: Buffer };

const isOk = (status: number) => status >= 200 && status <= 299;

/** Sends the request to `address` within its limits and reads the answer; throws OutboundError (or what `checkHead` throws). */
export async function readOutbound(address: URL | string, request: OutboundRequest): Promise<OutboundAnswer> {
  const url = allowed(address, request.origins);
  const { timeoutMs, maxBytes } = request;
  const signal = AbortSignal.timeout(timeoutMs);
  const failed = (error: unknown) => asOutboundError(error, signal, url, timeoutMs);
  let response: Response;
  try {
    // A redirect could lead anywhere, past the allow-list: it is never followed.
    const { method, body, headers } = request;
    response = await fetch(url, { method, body, headers, signal, redirect: "manual" });
  } catch (error) {
    throw failed(error);
  }
  try {
    const { status } = response;
    if (status >= 300 && status <= 399)
      throw new OutboundError("redirect", `${url.origin} answered ${status}, a redirect, which is not followed`, {
        status,
      });
    if (!(request.acceptStatus ?? isOk)(status))
      throw new OutboundError("status", `${url.origin} answered ${status}`, { status });
    request.checkHead?.(response);
    // Content-Length counts compressed bytes when there is an encoding: only a plain body is refused by it.
    const declared = Number(response.headers.get("content-length"));
    if (declared > maxBytes && !response.headers.get("content-encoding")) throw tooLarge(url, maxBytes);
  } catch (error) {
    await response.body?.cancel().catch(() => {});
    throw error;
  }
  try {
    const body = await readBoundedBody(response, signal, maxBytes, () => tooLarge(url, maxBytes));
    return { status: response.status, headers: response.headers, body };
  } catch (error) {
    throw failed(error);
  }
}

/** The address as a URL when it is http(s), without credentials, on one of `origins`. */
function allowed(address: URL | string, origins: readonly string[]): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new OutboundError("refused-origin", `${JSON.stringify(String(address))} is not an address`);
  }
  const origin = isWebUrl(url) && !url.username && !url.password ? url.origin : undefined;
  if (!origin || !origins.some((allowedOrigin) => sameOrigin(allowedOrigin, origin)))
    throw new OutboundError("refused-origin", `${url.origin} is not an origin this server reads from`);
  return url;
}

/** `https://host/` and `https://host:443` name the origin `https://host` too. */
function sameOrigin(listed: string, origin: string): boolean {
  try {
    return new URL(listed).origin === origin;
  } catch {
    return false;
  }
}

const tooLarge = (url: URL, maxBytes: number) =>
  new OutboundError("too-large", `${url.origin} sent more than ${maxBytes} bytes`);

function asOutboundError(error: unknown, signal: AbortSignal, url: URL, timeoutMs: number): OutboundError {
  if (error instanceof OutboundError) return error;
  if (signal.aborted)
    return new OutboundError("timeout", `${url.origin} did not answer within ${timeoutMs} ms`, { cause: error });
  return new OutboundError("network", `${url.origin} could not be reached: ${(error as Error).message}`, {
    cause: error,
  });
}

/**
 * The body's bytes, at most `maxBytes` of them as they arrive (after any Content-Encoding is undone); more, and
 * the download is cancelled and `tooLarge()` is thrown. `signal` ends the body too.
 */
async function readBoundedBody(
  response: Response,
  signal: AbortSignal,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<Buffer> {
  signal.throwIfAborted();
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  // Whatever fetch does with the signal once the headers are in, the deadline also ends the body.
  const stop = () => void reader.cancel().catch(() => {});
  signal.addEventListener("abort", stop);
  try {
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      signal.throwIfAborted();
      if (done) return Buffer.concat(chunks, bytes);
      bytes += value.byteLength;
      if (bytes > maxBytes) {
        stop();
        throw tooLarge();
      }
      chunks.push(value);
    }
  } finally {
    signal.removeEventListener("abort", stop);
  }
}
