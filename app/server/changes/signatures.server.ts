// WordPress's site connector (wordpress/site-connector.php) signs a POST /api/revalidate when a post changes
// (revalidate-endpoint.server.ts): here the signature and the event are checked (docs/wordpress.md). The same
// secret signs the plugin's preview links.
import { createHmac, timingSafeEqual } from "node:crypto";
import { SLUG_PATTERN } from "~/server/posts/posts.server";

/**
 * A request signed longer ago (or further ahead) than this is refused: a replay, or a wrong clock.
 * @internal
 */
export const MAX_CLOCK_SKEW_SECONDS = 300;
/** The longest a preview link may be valid for, whatever it says. */
const MAX_PREVIEW_SECONDS = 24 * 60 * 60;
/** Most bytes of a change notice's body (JSON of an event, an id and two slugs): more is not the connector. */
export const MAX_REVALIDATE_BODY_BYTES = 16 * 1024;

export const SIGNATURE_HEADER = "x-revalidate-signature";
export const TIMESTAMP_HEADER = "x-revalidate-timestamp";

export type RevalidateEvent = {
  /** "menu": the editor changed a menu or which menu a location shows (`id` is the menu's, `slugs` empty). */
  event: "publish" | "update" | "unpublish" | "trash" | "delete" | "menu";
  id: number;
  /** The post's slug, and its previous one when it changed. */
  slugs: string[];
};

const EVENTS = new Set(["publish", "update", "unpublish", "trash", "delete", "menu"]);

/** @internal */
export function sign(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message).digest("hex");
}

function sameHex(a: string, b: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(a) || !/^[0-9a-f]{64}$/.test(b)) return false;
  return timingSafeEqual(Buffer.from(a, "hex"), Buffer.from(b, "hex"));
}

/**
 * True when `signature` ("sha256=<hex>") is the HMAC-SHA256 of "<timestamp>.<body>" under the secret and the
 * timestamp (unix seconds) is within MAX_CLOCK_SKEW_SECONDS of `nowSeconds`.
 */
export function verifyRevalidation(
  secret: string | undefined,
  timestamp: string | undefined,
  signature: string | undefined,
  body: string,
  nowSeconds = Date.now() / 1000,
): boolean {
  if (!secret || !timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) return false;
  const given = signature.startsWith("sha256=") ? signature.slice(7) : "";
  return sameHex(given, sign(secret, `${timestamp}.${body}`));
}

/** The body the plugin sends, checked; undefined when it is not one. */
export function parseRevalidateEvent(body: string): RevalidateEvent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const { event, id, slugs } = value as Record<string, unknown>;
  if (typeof event !== "string" || !EVENTS.has(event)) return undefined;
  if (!Number.isSafeInteger(id) || (id as number) < 1) return undefined;
  if (!Array.isArray(slugs) || slugs.length > 10) return undefined;
  return {
    event: event as RevalidateEvent["event"],
    id: id as number,
    // A slug the site cannot show has nothing cached under it.
    slugs: slugs.filter((slug): slug is string => typeof slug === "string" && SLUG_PATTERN.test(slug)),
  };
}

/**
 * The token of a preview link for post `id` valid until `expires` (unix seconds).
 * @internal
 */
export function previewToken(secret: string, id: number, expires: number): string {
  return sign(secret, `preview:${id}:${expires}`);
}

/** True when the preview link's token is right and has not expired (and does not claim to live for days). */
export function verifyPreview(
  secret: string | undefined,
  id: string,
  expires: string | null,
  token: string | null,
  nowSeconds = Date.now() / 1000,
): boolean {
  if (!secret || !/^\d{1,12}$/.test(id) || !expires || !/^\d{1,12}$/.test(expires) || !token) return false;
  const until = Number(expires);
  if (until < nowSeconds || until > nowSeconds + MAX_PREVIEW_SECONDS) return false;
  return sameHex(token, previewToken(secret, Number(id), until));
}

/** How long a signature must be remembered as used: until its timestamp is refused anyway (at least a second). */
export const replayWindowSeconds = (timestamp: string, nowSeconds = Date.now() / 1000): number =>
  Math.max(1, Math.ceil(Number(timestamp) + MAX_CLOCK_SKEW_SECONDS - nowSeconds));
