// Where the image endpoint may read a picture from, and how: the WordPress media origins (WordPress's own and
// WORDPRESS_MEDIA_ORIGINS, an allow-list for the server) over HTTP, bounded like every upstream read, or the
// site's own pictures in public/images. Anything else is refused before a byte is read.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { isWebUrl } from "~/lib/web-url";
import { readBoundedBody } from "~/server/outbound/outbound.server";

/** A request the endpoint refuses or a source it cannot use: answered with `status` (always 4xx) and the text. */
export class ImageError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "ImageError";
    this.status = status;
  }
}

export type SourceOptions = {
  /** Origins (`https://host:port`) remote pictures may come from; empty without WordPress. */
  mediaOrigins: readonly string[];
  /** The folder holding `images/` (the site's public/). */
  publicDir: string;
  /** Most bytes one source may have. */
  maxBytes: number;
  /** Longest wait for one download, headers and body. */
  timeoutMs: number;
  fetch?: typeof fetch;
};

export type Source = { kind: "remote"; url: URL } | { kind: "local"; file: string };

const LOCAL_PICTURE = /^\/images\/[a-z0-9][a-z0-9/_.-]*\.(jpe?g|png|webp|avif|gif)$/i;
const MAX_SOURCE_LENGTH = 2048;

/** Reads the `src` of a request: an allowed remote address or a site picture; ImageError 400 otherwise. */
export function parseSource(src: string, options: SourceOptions): Source {
  if (!src || src.length > MAX_SOURCE_LENGTH)
    throw new ImageError(400, `src must be an image address of at most ${MAX_SOURCE_LENGTH} characters`);
  if (src.startsWith("/")) {
    if (!LOCAL_PICTURE.test(src) || src.split("/").some((part) => part === ".." || part === "."))
      throw new ImageError(400, "src must name a picture in /images/ (JPEG, PNG, WebP, AVIF or GIF)");
    return { kind: "local", file: path.join(options.publicDir, src) };
  }
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    throw new ImageError(400, "src is not an address");
  }
  if (!isWebUrl(url) || url.username || url.password)
    throw new ImageError(400, "src must be an http(s) address without credentials");
  if (!options.mediaOrigins.includes(url.origin))
    throw new ImageError(400, `src must be on an allowed media origin; ${url.origin} is not one`);
  return { kind: "remote", url };
}

/** The bytes of a source, within the byte and time limits. */
export async function readSource(source: Source, options: SourceOptions): Promise<Buffer> {
  if (source.kind === "local") return readLocal(source.file, options.maxBytes);
  return download(source.url, options);
}

async function readLocal(file: string, maxBytes: number): Promise<Buffer> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw new ImageError(404, "No such picture");
  if (info.size > maxBytes) throw new ImageError(413, `The picture is larger than ${megabytes(maxBytes)}`);
  return readFile(file);
}

async function download(url: URL, options: SourceOptions): Promise<Buffer> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const tooLarge = () =>
    new ImageError(413, `The image's source sent more than ${megabytes(options.maxBytes)}`);
  try {
    const response = await (options.fetch ?? fetch)(url, {
      headers: { Accept: "image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8" },
      signal,
      // A redirect could lead anywhere, past the allow-list: it is never followed.
      redirect: "manual",
    });
    if (response.status >= 300 && response.status <= 399) {
      await response.body?.cancel().catch(() => {});
      throw new ImageError(
        400,
        `The image's source answered ${response.status}, a redirect, which is not followed`,
      );
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new ImageError(404, `The image's source answered ${response.status}`);
    }
    const declared = Number(response.headers.get("content-length"));
    if (declared > options.maxBytes && !response.headers.get("content-encoding")) {
      await response.body?.cancel().catch(() => {});
      throw tooLarge();
    }
    return await readBoundedBody(response, signal, options.maxBytes, tooLarge);
  } catch (error) {
    if (error instanceof ImageError) throw error;
    // Unreachable or too slow: the picture cannot be had now. A 4xx that no cache keeps (no-store).
    if (signal.aborted)
      throw new ImageError(404, `The image's source did not answer within ${options.timeoutMs} ms`);
    throw new ImageError(404, "The image's source could not be reached");
  }
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
