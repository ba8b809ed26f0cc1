// What a post may make a reader's browser ask for without a click: pictures and media files, never a page. An
// address on the site passes only when it names one of the site's own files (public/) of the right kind, or is
// the image endpoint with a source that passes; anything that renders (pages, .data, the proxy, social cards,
// the feed) would spend the reader's budgets, so it is refused. Addresses are read the way a browser reads
// them (dot segments, %2e, backslashes), and what passes is written back in that resolved form, so the browser
// asks for exactly what was checked.
import { IMAGE_PATH, IMAGE_WIDTHS, imageUrl, isPipelineSource } from "~/lib/images";
import { isWebUrl } from "~/lib/web-url";

export type PostAddressOptions = {
  /** Origins (`https://host`) the image endpoint reads from: WordPress's own and its media CDNs. */
  mediaOrigins: readonly string[];
  /** The site's own files as paths (`/images/blog/a.svg`): what public/ serves. None when left out. */
  siteFiles?: readonly string[];
  /** The site's origin, when absolute addresses on it count as the site's own. */
  siteUrl?: string;
};

/** What an address is loaded as: a picture (img, poster, CSS url()) or a player's video or audio. */
type AddressKind = "picture" | "media";

const EXTENSIONS: Record<AddressKind, RegExp> = {
  picture: /\.(jpe?g|png|webp|avif|gif|svg|ico)$/i,
  media: /\.(mp4|m4v|webm|ogv|ogg|oga|mp3|m4a|aac|wav|opus|flac)$/i,
};

/** Stands for the site when no origin is known: relative addresses resolve against it. */
const HERE = "http://site.invalid";

/** `value` read as a browser would (trimmed; no backslashes or control characters), or undefined. */
function read(value: unknown, base: string): URL | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  // eslint-disable-next-line no-control-regex
  if (!trimmed || /[\\\u0000-\u001f\u007f]/.test(trimmed)) return undefined;
  try {
    const url = new URL(trimmed, base);
    return isWebUrl(url) && !url.username && !url.password ? url : undefined;
  } catch {
    return undefined;
  }
}

function onSite(url: URL, options: PostAddressOptions): boolean {
  return (
    url.origin === new URL(HERE).origin ||
    (!!options.siteUrl && url.origin === new URL(options.siteUrl).origin)
  );
}

/** The path of one of the site's own files of `kind`, when `value` names exactly that (no query); else undefined. */
function siteFile(value: unknown, options: PostAddressOptions, kind: AddressKind): string | undefined {
  const url = read(value, HERE);
  if (!url || !onSite(url, options) || url.search !== "") return undefined;
  return EXTENSIONS[kind].test(url.pathname) && (options.siteFiles ?? []).includes(url.pathname)
    ? url.pathname
    : undefined;
}

/** The `src` an address of the image endpoint on the site names (unchecked), or undefined for any other address. */
function endpointSource(value: unknown, options: PostAddressOptions): string | undefined {
  const url = read(value, HERE);
  if (!url || !onSite(url, options) || url.pathname !== IMAGE_PATH) return undefined;
  return url.searchParams.get("src") ?? "";
}

/** The width an endpoint address asks for, when it is one of the endpoint's widths. */
export function endpointWidth(value: unknown): number | undefined {
  const url = read(value, HERE);
  const width = Number(url?.searchParams.get("w"));
  return (IMAGE_WIDTHS as readonly number[]).includes(width) ? width : undefined;
}

/**
 * The source of a picture the site may show: a site picture's path, or an http(s) address on a media origin
 * (normalized). An address of the image endpoint stands for its `src`, checked the same way. Else undefined.
 */
export function pictureSource(value: unknown, options: PostAddressOptions): string | undefined {
  const inner = endpointSource(value, options);
  const src = inner ?? value;
  const own = siteFile(src, options, "picture");
  if (own) return own;
  const url = read(src, HERE);
  if (!url || !options.mediaOrigins.includes(url.origin)) return undefined;
  // The image endpoint draws no SVG from WordPress (decision 033): such a picture is dropped, its alt text kept.
  return /\.svgz?$/i.test(url.pathname) ? undefined : url.href;
}

/**
 * The address a picture is loaded from by a poster or a CSS url(): through the endpoint at `width` when it
 * can size it (media origins, raster site pictures), the site's own file otherwise. Undefined when refused.
 */
export function pictureAddress(
  value: unknown,
  options: PostAddressOptions,
  width = 1280,
): string | undefined {
  const source = pictureSource(value, options);
  if (!source) return undefined;
  return isPipelineSource(source) ? imageUrl(source, endpointWidth(value) ?? width) : source;
}

/** The address of a player's video or audio: a media file of the site, or an http(s) address on a media origin. */
export function mediaAddress(value: unknown, options: PostAddressOptions): string | undefined {
  const own = siteFile(value, options, "media");
  if (own) return own;
  const url = read(value, HERE);
  return url && options.mediaOrigins.includes(url.origin) ? url.href : undefined;
}
