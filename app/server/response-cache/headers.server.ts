// Reading HTTP caching headers as a shared cache does: how long an answer may be kept (Cache-Control), which
// encoding a client accepts, whether it already holds the answer (If-None-Match), and whether an answer is a
// degraded one that must never stand for the page (app/server/response-cache/response-cache.server.ts).
import { DEGRADED } from "~/server/http/http.server";

export type Encoding = "br" | "gzip" | "identity";

/** Headers that describe one transfer, not the answer: never kept with it. */
export const NOT_STORED = new Set([
  "age",
  // Said anew for each answer: a kept copy says hit, never the miss it was made on.
  "cache-status",
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "transfer-encoding",
]);

/** How long a shared cache may use an answer, from its Cache-Control. */
export type Lifetimes = { freshMs: number; staleWhileRevalidateMs: number; staleIfErrorMs: number };

/** What a shared cache may do with an answer, from its Cache-Control; null when it must not keep it. */
export function sharedLifetimes(cacheControl: string | null): Lifetimes | null {
  const directives = directivesOf(cacheControl);
  if (FORBIDDING.some((name) => directives.has(name))) return null;
  const seconds = sharedSeconds(directives);
  if (seconds === undefined || !(seconds > 0)) return null;
  const ms = (name: string) => Math.max(0, directives.get(name) ?? 0) * 1000 || 0;
  return {
    freshMs: seconds * 1000,
    staleWhileRevalidateMs: ms("stale-while-revalidate"),
    staleIfErrorMs: ms("stale-if-error"),
  };
}

/** Why sharedLifetimes gave null: the directive that forbids a shared cache, or no lifetime for one. */
export function notSharedBecause(
  cacheControl: string | null,
): "private" | "no-store" | "no-cache" | "no-lifetime" {
  const directives = directivesOf(cacheControl);
  return FORBIDDING.find((name) => directives.has(name)) ?? "no-lifetime";
}

const FORBIDDING = ["no-store", "no-cache", "private"] as const;

function directivesOf(cacheControl: string | null): Map<string, number> {
  const directives = new Map<string, number>();
  for (const part of (cacheControl ?? "").toLowerCase().split(",")) {
    const [name = "", value] = part.trim().split("=");
    if (name) directives.set(name, value === undefined ? 0 : Number.parseInt(value, 10));
  }
  return directives;
}

const sharedSeconds = (directives: Map<string, number>) =>
  directives.get("s-maxage") ?? (directives.has("public") ? directives.get("max-age") : undefined);

/** Browsers send a handful of Accept-Encoding values: each is read once (a bounded number of them). */
const chosenFor = new Map<string, Encoding>();
const MAX_REMEMBERED = 100;

/** The encoding to send: brotli, else gzip, when the client accepts it (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const remembered = chosenFor.get(acceptEncoding ?? "");
  if (remembered) return remembered;
  const chosen = readAcceptEncoding(acceptEncoding);
  if (chosenFor.size < MAX_REMEMBERED) chosenFor.set(acceptEncoding ?? "", chosen);
  return chosen;
}

function readAcceptEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith("q="));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return "identity";
}

/** If-None-Match names this ETag (weak comparison), or any. */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/**
 * An answer made while the source refused, failed or was over budget: it never replaces a kept copy, and the
 * kept copy is answered instead while stale-if-error allows.
 */
export function degraded(response: globalThis.Response): boolean {
  return (
    response.status >= 500 || response.status === 429 || response.headers.get("cache-control") === DEGRADED
  );
}
