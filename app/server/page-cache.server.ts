import { LRUCache } from "lru-cache";

// Every visitor is anonymous, so a page's HTML depends only on its address. Rendering costs a few
// milliseconds of the one CPU a Node process has; keeping each rendered page for a few seconds lets a
// burst of visitors share one render. The CSP nonce differs per response: it is stored as a slot and
// filled in on the way out.
const seconds = Number.parseInt(process.env.PAGE_CACHE_SECONDS ?? "10", 10);
const NONCE_SLOT = "\u0000nonce\u0000";

const pages = new LRUCache<string, string>({
  max: 500,
  maxSize: 50 * 1024 * 1024,
  sizeCalculation: (html) => html.length * 2,
  ttl: Math.max(seconds, 0) * 1000 || 1,
});

export const pageCacheEnabled = seconds > 0;

export function cachedPage(url: string, nonce: string): string | undefined {
  if (!pageCacheEnabled || !nonce) return undefined;
  return pages.get(url)?.replaceAll(NONCE_SLOT, nonce);
}

export function storePage(url: string, html: string, nonce: string) {
  if (!pageCacheEnabled || !nonce) return;
  pages.set(url, html.replaceAll(nonce, NONCE_SLOT));
}
