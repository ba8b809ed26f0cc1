// The HTTP answers of the social-card routes.
import { NO_STORE, unavailableInit } from "~/server/http/http.server";

/** A card as PNG with the Cache-Control its route chose. */
/** `keys`: the card's Surrogate-Key header, as its route names it. */
export function cardResponse(png: Buffer, cacheControl: string, keys: Record<string, string>): Response {
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      "Cache-Control": cacheControl,
      // Link previews may show the card from any site (chat and social apps embed it in their own pages).
      "Cross-Origin-Resource-Policy": "cross-origin",
      ...keys,
    },
  });
}

/** No such card (404), or, with the error that kept the posts from being read, 503/429 with Retry-After. */
export function noCard(error?: unknown): Response {
  if (error) {
    const init = unavailableInit(error);
    return new Response("Blog posts are temporarily unavailable.\n", {
      ...init,
      headers: { ...init.headers, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response("No such social card.\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": NO_STORE },
  });
}
