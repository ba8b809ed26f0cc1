// The content security policy, in one place. Scripts run only from our origin, or inline when their exact text
// is listed by hash: a page's policy names the hashes of its own inline scripts (entry.server.tsx), so the
// same URL always gets the same bytes and headers, and any cache may share them.
import { createHash } from "node:crypto";
import { type Config, config } from "./config.server";

/** The policy for an answer whose inline scripts hash to `scriptHashes` (none for anything but a page). */
export function contentSecurityPolicy(scriptHashes: string[] = [], settings: Config = config()): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "connect-src": ["'self'"],
    "font-src": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    // Every picture comes from our origin, WordPress's through the image endpoint (decision 030).
    "img-src": ["'self'"],
    "object-src": ["'none'"],
    "script-src": ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    // Inline styles: the stylesheet inlined in each page and React's style attributes.
    "style-src": ["'self'", "'unsafe-inline'"],
    "worker-src": ["'self'", "blob:"],
  };
  if (settings.siteUrl.startsWith("https:")) directives["upgrade-insecure-requests"] = [];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
/** Script types a browser runs; JSON-LD and other data blocks are never run, so they need no hash. */
const RUNNABLE = new Set(["", "module", "text/javascript", "application/javascript"]);

/** `sha256-…` of every inline script the browser will run in `html`, in document order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/.test(attributes)) continue;
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!RUNNABLE.has(type)) continue;
    hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
