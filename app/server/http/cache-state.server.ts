// What the site's caches did for one answer, noted once on the response: its log line
// (app/server/log/requests.server.ts) and the metrics read the state, the client reads the same note as the
// answer's Cache-Status (RFC 9211, decision 067), so the three cannot disagree.
import type { ServerResponse } from "node:http";

/** hit: a fresh kept copy; stale: a kept copy past its freshness (refreshing, or standing in for a failure); miss: rendered now. */
export type CacheState = "hit" | "stale" | "miss";

/** The response cache's name in Cache-Status: a token that stays the same across releases and instances. */
const CACHE_NAME = "site";
/** The image endpoint's own cache (app/server/images), which sits behind the response cache. */
const IMAGE_CACHE_NAME = "site-image";

/** Why the cache did not answer from memory (RFC 9211 `fwd`): no copy, a copy too old, or a method it never keeps. */
export type Forwarded = "uri-miss" | "stale" | "miss" | "method" | "bypass";

/**
 * The site's own reasons (RFC 9211 `detail`). Not kept: its Cache-Control forbids a shared cache (`private`,
 * `no-store`, `no-cache`) or gives it no lifetime (`no-lifetime`); a status other than 200 or 301 (`status`); a
 * cookie (`set-cookie`); larger than the whole cache (`too-large`); a change notice came while it was made
 * (`purged`); the render threw (`error`); the cache is off (`disabled`). Other: a client over its renders
 * (`render-limit`), an answer of a step the response cache never keeps (`static`, `image`, `redirect`). A stale
 * copy standing in for a failed render says `stale-if-error` (memberOf).
 */
export type Detail =
  | "private"
  | "no-store"
  | "no-cache"
  | "no-lifetime"
  | "status"
  | "set-cookie"
  | "too-large"
  | "purged"
  | "error"
  | "disabled"
  | "render-limit"
  | "static"
  | "image"
  | "redirect";

/** What the image endpoint's cache did: a kept picture, or one made now and kept (or not, and why). */
export type ImageCacheStatus =
  "hit" | { stored: boolean; collapsed: boolean; detail?: "disabled" | "too-large" };

/** What the response cache did for one answer. */
export type CacheStatus =
  /** A kept copy sent without rendering; `msLeft` is its freshness left, negative once stale. */
  | { kept: number; detail?: Detail }
  /** A kept copy sent because the render made for the request failed (stale-if-error). */
  | { fellBack: number; fwd: Forwarded; fwdStatus?: number }
  /** Made now by the site (React Router): kept and sent (`stored`), or sent as it is. */
  | { rendered: Forwarded; stored?: boolean; collapsed?: boolean; detail?: Detail }
  /** Neither sent from memory nor rendered: the client was over its renders (429). */
  | { refused: Forwarded; detail: Detail }
  /** Answered by a step the response cache does not handle (static files, pictures, probes, redirects). */
  | { passed: "bypass" | "method"; detail?: Detail; image?: ImageCacheStatus };

// Kept on the response itself: a WeakMap keyed by short-lived responses makes each young-generation
// collection walk its entries, and this is written for every request.
const STATE = Symbol("cache state");
type Noted = ServerResponse & { [STATE]?: CacheState };

/**
 * Notes what the cache did and gives the answer's Cache-Status value, for a caller writing its headers in one
 * go (the kept path's writeHead); `setCacheStatus` sets it on the response instead.
 */
export function noteCacheStatus(res: ServerResponse, status: CacheStatus): string {
  (res as Noted)[STATE] = stateOf(status);
  return memberOf(status);
}

/** Notes what the cache did and sets Cache-Status on the response, replacing what an earlier step said. */
export function setCacheStatus(res: ServerResponse, status: CacheStatus) {
  const member = noteCacheStatus(res, status);
  if (!res.headersSent) res.setHeader("Cache-Status", member);
}

export function cacheStateOf(res: ServerResponse): CacheState | undefined {
  return (res as Noted)[STATE];
}

function stateOf(status: CacheStatus): CacheState | undefined {
  if ("kept" in status) return status.kept > 0 ? "hit" : "stale";
  if ("fellBack" in status) return "stale";
  if ("rendered" in status) return "miss";
  return undefined;
}

// RFC 9211's ttl: whole seconds of freshness left, negative for a stale copy.
const ttl = (msLeft: number) => `; ttl=${Math.floor(msLeft / 1000)}`;
const detail = (reason: Detail | undefined) => (reason === undefined ? "" : `; detail=${reason}`);

function memberOf(status: CacheStatus): string {
  if ("kept" in status) return `${CACHE_NAME}; hit${ttl(status.kept)}${detail(status.detail)}`;
  if ("fellBack" in status) {
    const got = status.fwdStatus === undefined ? "" : `; fwd-status=${status.fwdStatus}`;
    return `${CACHE_NAME}; fwd=${status.fwd}${got}${ttl(status.fellBack)}; detail=stale-if-error`;
  }
  if ("rendered" in status) {
    const collapsed = status.collapsed ? "; collapsed" : "";
    const stored = status.stored ? "; stored" : "";
    return `${CACHE_NAME}; fwd=${status.rendered}${collapsed}${stored}${detail(status.detail)}`;
  }
  if ("refused" in status) return `${CACHE_NAME}; fwd=${status.refused}${detail(status.detail)}`;
  // The cache nearest the origin comes first (RFC 9211): the image cache behind the response cache.
  const inner = status.image === undefined ? "" : `${imageMember(status.image)}, `;
  return `${inner}${CACHE_NAME}; fwd=${status.passed}${detail(status.detail)}`;
}

function imageMember(status: ImageCacheStatus): string {
  if (status === "hit") return `${IMAGE_CACHE_NAME}; hit`;
  const collapsed = status.collapsed ? "; collapsed" : "";
  const stored = status.stored ? "; stored" : "";
  return `${IMAGE_CACHE_NAME}; fwd=uri-miss${collapsed}${stored}${detail(status.detail)}`;
}
