// The one place that decides whether an address from content stays on our own origin. Shared by the
// sanitizer (links, images), the social-card meta tags and JSON-LD. Addresses are read with the WHATWG URL
// parser, as browsers read them: `/\host`, `\\host`, `//host` and `/<tab>/host` all mean `//host`.
import { isWebUrl } from "./web-url";

/** `url` read on a page of `base`, as a browser reads it; null when it is no URL at all. */
function resolve(url: string, base: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/** `url` read on its own: only absolute addresses parse. */
function absolute(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * True when `url`, written on a page of the site at `base`, leads to the site's own origin. An address that
 * only looks local (`/\host`, `\\host`, `//host` with tabs or newlines inside) leads elsewhere. One that names
 * a scheme (`http:host`) must name our origin by itself too: browsers read it as a path only when the page's
 * scheme happens to match.
 */
export function isSameOrigin(url: string, base: string): boolean {
  const origin = resolve(base, base)?.origin;
  if (!origin || origin === "null") return false;
  if (resolve(url, base)?.origin !== origin) return false;
  const standalone = absolute(url);
  return !standalone || standalone.origin === origin;
}

/** True for a web link that leaves the site: it gets `rel="noopener noreferrer"`. */
export function isExternalLink(href: string, base: string): boolean {
  const target = resolve(href, base);
  if (!target || !isWebUrl(target)) return false;
  return !isSameOrigin(href, base);
}

/**
 * An image address a page may show: an absolute http(s) URL (normalized), or a reference to our own origin
 * (kept as written). Everything else, including other schemes and look-alikes of local paths, is undefined.
 */
export function safeImageUrl(url: unknown, base: string): string | undefined {
  if (typeof url !== "string") return undefined;
  const trimmed = url.trim();
  if (!trimmed) return undefined;
  const standalone = absolute(trimmed);
  if (standalone) return isWebUrl(standalone) ? standalone.href : undefined;
  return isSameOrigin(trimmed, base) ? trimmed : undefined;
}

/** The absolute address of an image for social cards and JSON-LD, or undefined when it is not a safe image. */
export function absoluteImageUrl(url: unknown, base: string): string | undefined {
  const safe = safeImageUrl(url, base);
  return safe === undefined ? undefined : (resolve(safe, base) ?? absolute(safe))?.href;
}
