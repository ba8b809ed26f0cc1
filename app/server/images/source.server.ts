// Where the image endpoint may read a picture from, and how: the WordPress media origins (WordPress's own and
// WORDPRESS_MEDIA_ORIGINS, an allow-list for the server) over HTTP through the outbound reader, or the
// site's own pictures in public/images. Anything else is refused before a byte is read.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { isWebUrl } from "~/lib/web-url";
import { OutboundError, readOutbound } from "~/server/outbound/outbound.server";

/** A request the endpoint refuses or a source it cannot use: answered with `status` (always 4xx) and the text. */
export class ImageError extends Error {
  readonly status: number;
  /** For a 429: when the client may try again. */
  readonly retryAfterSeconds?: number;
  constructor(status: number, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = "ImageError";
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
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
};

export type Source = { kind: "remote"; url: URL; key: string } | { kind: "local"; file: string; key: string };

const RASTER = /\.(jpe?g|png|webp|avif|gif)$/i;
const SVG_NAME = /\.svgz?$/i;
const LOCAL_PICTURE = /^\/images\/[a-z0-9][a-z0-9/_.-]*\.(jpe?g|png|webp|avif|gif)$/i;
/**
 * A picture in a WordPress media library: `/wp-content/uploads/...`, after at most two folders that are
 * neither WordPress's own (`wp-json`, `wp-admin`) nor a script (WordPress in a subfolder, a CDN's host folder).
 */
const UPLOAD = /^(?:\/(?!wp-)(?![^/]*\.php)[^/]+){0,2}\/wp-content\/uploads\/[^?#]+$/i;
const MAX_SOURCE_LENGTH = 2048;

/** SVG is drawn by renderers that cannot be stopped once started: refused by name here, by content later. */
export const SVG_REFUSED =
  "SVG drawings are not converted by /image: only JPEG, PNG, WebP, AVIF or GIF pictures";

/**
 * Reads the `src` of a request: an allowed remote address or a site picture, in one canonical spelling (no
 * query, no fragment, no doubled slashes, escapes written one way) that is also its key; ImageError otherwise.
 */
export function parseSource(src: string, options: SourceOptions): Source {
  if (!src || src.length > MAX_SOURCE_LENGTH)
    throw new ImageError(400, `src must be an image address of at most ${MAX_SOURCE_LENGTH} characters`);
  if (src.startsWith("/") && !src.startsWith("//")) {
    const pathname = canonicalPath(src);
    if (SVG_NAME.test(pathname)) throw new ImageError(415, SVG_REFUSED);
    if (!LOCAL_PICTURE.test(pathname))
      throw new ImageError(400, "src must name a picture in /images/ (JPEG, PNG, WebP, AVIF or GIF)");
    return { kind: "local", file: path.join(options.publicDir, pathname), key: pathname };
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
  // The address's own parse has resolved dot segments already.
  const pathname = canonicalPath(url.pathname);
  if (SVG_NAME.test(pathname)) throw new ImageError(415, SVG_REFUSED);
  if (!UPLOAD.test(pathname) || !RASTER.test(pathname))
    throw new ImageError(
      400,
      "src must name a picture in the media library, /wp-content/uploads/ (JPEG, PNG, WebP, AVIF or GIF)",
    );
  const canonical = new URL(pathname, url.origin);
  return { kind: "remote", url: canonical, key: canonical.href };
}

/**
 * The path of `target` (a path with any query and fragment) written one way: query and fragment dropped,
 * doubled slashes made one, each segment's escapes decoded and written again. A `.` or `..` segment, an
 * escaped slash or backslash, a control character or a broken escape is refused (400).
 */
function canonicalPath(target: string): string {
  const raw = target.split(/[?#]/, 1)[0] ?? "";
  const segments = raw.split("/").filter((segment, index) => index === 0 || segment !== "");
  const written = segments.map((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      throw new ImageError(400, "src has a broken %-escape");
    }
    if (decoded === "." || decoded === "..")
      throw new ImageError(
        400,
        "src may not have . or .. in its path: it names a picture in /images/ or the media library",
      );
    // eslint-disable-next-line no-control-regex
    if (/[/\\\u0000-\u001f\u007f]/.test(decoded))
      throw new ImageError(400, "src may not have an escaped slash, a backslash or a control character");
    return encodeURIComponent(decoded);
  });
  return segments.length > 1 ? written.join("/") : "/";
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
  try {
    const answer = await readOutbound(url, {
      origins: options.mediaOrigins,
      timeoutMs: options.timeoutMs,
      maxBytes: options.maxBytes,
      headers: { Accept: "image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8" },
    });
    return answer.body;
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    switch (error.kind) {
      case "redirect":
        throw new ImageError(
          400,
          `The image's source answered ${error.status}, a redirect, which is not followed`,
        );
      case "refused-origin":
        throw new ImageError(400, `src must be on an allowed media origin; ${url.origin} is not one`);
      case "too-large":
        throw new ImageError(413, `The image's source sent more than ${megabytes(options.maxBytes)}`);
      case "status":
        throw new ImageError(404, `The image's source answered ${error.status}`);
      // Unreachable or too slow: the picture cannot be had now. A 4xx that no cache keeps (no-store).
      case "timeout":
        throw new ImageError(404, `The image's source did not answer within ${options.timeoutMs} ms`);
      case "network":
        throw new ImageError(404, "The image's source could not be reached");
    }
  }
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
