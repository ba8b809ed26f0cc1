// The content security policy, in one place. Scripts run only from our origin, or inline when their exact text
// is listed by hash: a page's policy names the hashes of the inline scripts the site itself wrote into it (read
// from a parse of the page, own-inline-scripts.server.ts; never a script that came with a post), so the same URL
// always gets the same bytes and headers, and any cache may share them.
import { EMBED_FRAME_ORIGINS } from "~/lib/embeds";
import type { Config } from "~/server/config.server";

/** The policy for an answer whose inline scripts hash to `scriptHashes` (none for anything but a page). */
export function contentSecurityPolicy(scriptHashes: string[], settings: Config): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "connect-src": ["'self'"],
    "font-src": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    // Embedded players, framed only after the visitor presses a facade's Play button (app/lib/embeds.ts).
    "frame-src": ["'self'", ...EMBED_FRAME_ORIGINS],
    // Every picture comes from our origin, WordPress's through the image endpoint (decision 030).
    "img-src": ["'self'"],
    // Video and audio players in posts load from the site or WordPress's media origins only, on Play.
    "media-src": ["'self'", ...(settings.wordpress?.mediaOrigins ?? [])],
    "object-src": ["'none'"],
    "script-src": ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    // Inline styles: a post's block styles (block-style-sheet.tsx) and React's style attributes.
    "style-src": ["'self'", "'unsafe-inline'"],
    "worker-src": ["'self'", "blob:"],
  };
  if (settings.siteUrl.startsWith("https:")) directives["upgrade-insecure-requests"] = [];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}
