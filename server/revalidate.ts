// POST /api/revalidate: WordPress's site connector says a post changed (app/server/revalidate.server.ts checks
// the signature). Handled here rather than in React Router because the signature covers the raw body.
import express, { type RequestHandler } from "express";
import type { Config } from "~/server/config.server";
import { forgetPosts } from "~/server/posts.server";
import {
  MAX_BODY_BYTES,
  parseRevalidateEvent,
  postsChanged,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyRevalidation,
} from "~/server/revalidate.server";

export function revalidateHandlers(config: Config): RequestHandler[] {
  const body = express.text({ type: () => true, limit: MAX_BODY_BYTES });
  const handle: RequestHandler = (req, res) => {
    res.set("Cache-Control", "no-store");
    const raw = typeof req.body === "string" ? req.body : "";
    const signed = verifyRevalidation(
      config.revalidateSecret,
      req.get(TIMESTAMP_HEADER),
      req.get(SIGNATURE_HEADER),
      raw,
    );
    if (!signed) return void res.status(401).json({ error: "Missing or invalid signature" });
    const event = parseRevalidateEvent(raw);
    if (!event) return void res.status(400).json({ error: "Expected {event, id, slugs}" });
    const dropped = forgetPosts(event.slugs);
    postsChanged(event.slugs);
    console.log(`Revalidated post ${event.id} (${event.event}: ${event.slugs.join(", ") || "no slug"})`);
    res.json({ revalidated: true, event: event.event, id: event.id, slugs: event.slugs, dropped });
  };
  return [body, handle];
}
