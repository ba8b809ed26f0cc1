import { LRUCache } from "lru-cache";
import { config } from "./config.server";

// Every visitor is anonymous, so a page's HTML depends only on its address. Rendering costs a few
// milliseconds of the one CPU a Node process has; keeping each rendered page for a few seconds lets a
// burst of visitors share one render (PAGE_CACHE_SECONDS). The CSP nonce differs per response: it is stored
// as a slot and filled in on the way out.
const NONCE_SLOT = "\u0000nonce\u0000";

let pages: LRUCache<string, string> | null | undefined;

/** The cache, made on first use with the configured lifetime; null when PAGE_CACHE_SECONDS is 0. */
function cache(): LRUCache<string, string> | null {
  if (pages !== undefined) return pages;
  const seconds = config().pageCacheSeconds;
  pages =
    seconds > 0
      ? new LRUCache<string, string>({
          max: 500,
          maxSize: 50 * 1024 * 1024,
          sizeCalculation: (html) => html.length * 2,
          ttl: seconds * 1000,
        })
      : null;
  return pages;
}

export function cachedPage(url: string, nonce: string): string | undefined {
  if (!nonce) return undefined;
  return cache()?.get(url)?.replaceAll(NONCE_SLOT, nonce);
}

export function storePage(url: string, html: string, nonce: string) {
  if (!nonce) return;
  cache()?.set(url, html.replaceAll(nonce, NONCE_SLOT));
}
