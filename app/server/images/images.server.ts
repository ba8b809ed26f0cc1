// GET /image?v=1&w=640&src=...: one size of a picture, made once and kept (docs/caching.md, "The image
// cache"; decision 029). Bounded throughout: allowed sources only (source.server.ts), a pixel limit
// before decoding (transform.server.ts), a few conversions at once behind a short queue, a bounded
// cache. Every failure is a 4xx with a short text, never a 5xx: nothing a visitor or a source sends crashes it.
import type { Request, RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import pLimit from "p-limit";
import { IMAGE_PARAMETERS, IMAGE_VERSION, IMAGE_WIDTHS, SOCIAL_IMAGE_SIZE } from "~/lib/images";
import {
  ClientLimitError,
  createClientBudget,
  createSingleFlight,
  type ImageCacheStatus,
  retryAfter,
  RETRY_AFTER_SECONDS,
  setCacheStatus,
} from "~/server/http/http.server";
import type { Metrics, PictureRefusal } from "~/server/metrics/metrics.server";
import { ImageError, parseSource, readSource, type Source, type SourceOptions } from "./source.server";
import { inspect, type Made, negotiateFormat, resize } from "./transform.server";
import { cropJpeg } from "./social-crop.server";
import { log } from "~/server/log/log.server";
import type { ClientBudget } from "~/server/valkey/valkey.server";

// The room's door also hands on:
export { imageEndpointOptions } from "./options.server";
export { sniffRaster } from "./picture-bytes.server";
export { ImageError, parseSource } from "./source.server";
/** @internal */
export { inspect } from "./transform.server";
/** @internal */
export { resize } from "./transform.server";
export type { Made } from "./transform.server";

export type ImageEndpointOptions = SourceOptions & {
  /** Bytes of finished images kept in memory. */
  cacheBytes: number;
  /** Conversions at once; a few more wait, the rest are refused with 429. */
  concurrency: number;
  maxQueue?: number;
  /** Downloads one client may cause per minute (UPSTREAM_REQUESTS_PER_MINUTE); 0 or unset: no limit. */
  downloadsPerMinute?: number;
  /** Counts them (across instances with VALKEY_URL); default: this instance's own count. */
  downloadBudget?: ClientBudget;
  /** The client a request counts against. */
  clientOf?: (req: Request) => string;
  /** Counts the cache's hits and misses, the pictures made and the refusals. */
  metrics?: Metrics;
};

const TOO_MANY_DOWNLOADS = "Too many new pictures from one client: please wait a minute and try again";
const QUEUE_FULL = "Too many pictures are being made; try again in a moment";
/** Each refusal's status as a reason (the two 429s are told apart by their text). */
const REASONS: Record<number, PictureRefusal> = {
  400: "bad_request",
  404: "source_unavailable",
  413: "too_large",
  415: "not_a_picture",
  422: "cannot_be_made",
};
const IMMUTABLE = "public, max-age=31536000, immutable";
/** An address without the current version: served, but only briefly kept (it may be from an old page). */
const UNVERSIONED = "public, max-age=3600";

type Kept = Made & { etag: string };
/** A picture as an answer has it: made now or kept, and what the image cache did (its Cache-Status). */
type Answered = { image: Kept; cache: ImageCacheStatus };

export function createImageEndpoint(options: ImageEndpointOptions) {
  const made = new LRUCache<string, Kept>({
    maxSize: Math.max(1, options.cacheBytes),
    sizeCalculation: (image) => image.body.length + 200,
  });
  // Sources read lately: the other sizes and formats of one picture are made without downloading it again.
  const sources = new LRUCache<string, Buffer>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (bytes) => Math.max(1, bytes.length),
    ttl: 10 * 60_000,
  });
  const making = createSingleFlight<{ image: Kept; stored: boolean }>();
  const limit = pLimit(options.concurrency);
  const maxQueue = options.maxQueue ?? options.concurrency * 16;
  // One client holds at most half the places (being made or waiting), so a burst of new pictures from one
  // client, each within its budget, still leaves room for other clients' pictures.
  const placesPerClient = Math.max(1, Math.floor((options.concurrency + maxQueue) / 2));
  const placesHeld = new Map<string, number>();
  const downloads = options.downloadBudget ?? createClientBudget(options.downloadsPerMinute ?? 0);
  let tag = 0;

  async function sourceBytes(source: Source): Promise<Buffer> {
    const kept = sources.get(source.key);
    if (kept) return kept;
    const bytes = await readSource(source, options);
    sources.set(source.key, bytes);
    return bytes;
  }

  /**
   * Charges the client for a download this answer will need, before it takes a place in the queue: a client
   * past its minute is refused at once and never holds a place other clients' pictures wait for.
   */
  async function chargeDownload(client: string | undefined, source: Source, key: string): Promise<void> {
    if (source.kind !== "remote" || made.has(key) || making.has(key) || sources.has(source.key)) return;
    try {
      await downloads.charge(client);
    } catch (error) {
      if (!(error instanceof ClientLimitError)) throw error;
      throw new ImageError(429, TOO_MANY_DOWNLOADS, error.retryAfterSeconds);
    }
  }

  /** Makes one answer, at most `concurrency` at once (download included: it holds the bytes in memory). */
  function make(key: string, client: string | undefined, run: () => Promise<Made>): Promise<Answered> {
    const kept = made.get(key);
    options.metrics?.cacheLookup("images", kept ? "hit" : "miss");
    if (kept) return Promise.resolve({ image: kept, cache: "hit" });
    const held = client === undefined ? 0 : (placesHeld.get(client) ?? 0);
    const collapsed = making.has(key);
    if (!collapsed && (limit.pendingCount >= maxQueue || held >= placesPerClient))
      return Promise.reject(new ImageError(429, QUEUE_FULL));
    const answered = ({ image, stored }: { image: Kept; stored: boolean }): Answered => ({
      image,
      cache: {
        stored,
        collapsed,
        detail: stored ? undefined : options.cacheBytes > 0 ? "too-large" : "disabled",
      },
    });
    return making
      .run(key, async () => {
        if (client !== undefined) placesHeld.set(client, (placesHeld.get(client) ?? 0) + 1);
        const image = await limit(run).finally(() => {
          if (client === undefined) return;
          const left = (placesHeld.get(client) ?? 1) - 1;
          if (left > 0) placesHeld.set(client, left);
          else placesHeld.delete(client);
        });
        options.metrics?.pictureMade(image.type);
        const entry = { ...image, etag: `"${IMAGE_VERSION}-${(tag++).toString(36)}-${image.body.length}"` };
        if (options.cacheBytes > 0) made.set(key, entry);
        // A picture larger than the whole cache is not kept (lru-cache leaves it out).
        return { image: entry, stored: made.has(key) };
      })
      .then(answered);
  }

  async function answer(req: Request): Promise<Answered & { vary: boolean }> {
    const { src, w, fit } = queryOf(req);
    const source = parseSource(src, options);
    const client = options.clientOf?.(req);
    if (fit === "social") {
      const key = `social|${source.key}`;
      await chargeDownload(client, source, key);
      const made = await make(key, client, async () => {
        const bytes = await sourceBytes(source);
        await inspect(bytes);
        return cropJpeg(bytes, SOCIAL_IMAGE_SIZE);
      });
      return { ...made, vary: false };
    }
    const width = Number(w);
    if (!IMAGE_WIDTHS.includes(width as (typeof IMAGE_WIDTHS)[number]))
      throw new ImageError(400, `w must be one of ${IMAGE_WIDTHS.join(", ")}`);
    const accept = req.get("accept");
    // The format depends on the source's transparency only when the browser takes neither AVIF nor WebP.
    const modern = negotiateFormat(accept, false, width);
    const key = `${modern === "jpeg" ? "plain" : modern}|${width}|${source.key}`;
    await chargeDownload(client, source, key);
    const made = await make(key, client, async () => {
      const bytes = await sourceBytes(source);
      const info = await inspect(bytes);
      return resize(bytes, width, negotiateFormat(accept, info.transparent, width));
    });
    return { ...made, vary: true };
  }

  function counted(refusal: ImageError) {
    const limited = refusal.status === 429;
    const reason = limited
      ? refusal.message === QUEUE_FULL
        ? "queue_full"
        : "client_limit"
      : REASONS[refusal.status];
    options.metrics?.pictureRefused(reason ?? "cannot_be_made");
    if (limited) options.metrics?.rateLimited(reason === "queue_full" ? "image_queue" : "image_downloads");
  }

  const handler: RequestHandler = (req, res) => {
    answer(req).then(
      ({ image, cache, vary }) => {
        // The response cache never keeps pictures (they vary with Accept); the image cache behind it does.
        setCacheStatus(res, { passed: "bypass", detail: "image", image: cache });
        if (vary) res.vary("Accept");
        res.set({
          "Content-Type": image.type,
          "Cache-Control": req.query.v === IMAGE_VERSION ? IMMUTABLE : UNVERSIONED,
          ETag: image.etag,
          "X-Content-Type-Options": "nosniff",
        });
        if (req.fresh) return void res.status(304).end();
        res.status(200).send(image.body);
      },
      (error: unknown) => {
        const refusal =
          error instanceof ImageError ? error : new ImageError(422, "The picture cannot be made");
        if (!(error instanceof ImageError)) log.error({ err: error }, `GET ${req.originalUrl} failed`);
        counted(refusal);
        setCacheStatus(res, { passed: "bypass", detail: "image" });
        if (refusal.status === 429)
          res.set(retryAfter(refusal.retryAfterSeconds ?? RETRY_AFTER_SECONDS.imageRenders));
        res
          .status(refusal.status)
          .set("Cache-Control", "no-store")
          .type("text/plain")
          .send(`${refusal.message}\n`);
      },
    );
  };

  return {
    handler,
    clear: () => (made.clear(), sources.clear()),
    stats: () => ({ bytes: made.calculatedSize }),
  };
}

/** The query's three known keys, each once; anything else is refused. */
function queryOf(req: Request): { src: string; w: string; fit: string } {
  const params = new URL(req.originalUrl, "http://site").searchParams;
  const known = new Set(IMAGE_PARAMETERS);
  for (const name of params.keys())
    if (!known.has(name) || params.getAll(name).length > 1)
      throw new ImageError(400, `Unknown or repeated parameter: ${name.slice(0, 40)}`);
  const fit = params.get("fit") ?? "";
  if (fit && fit !== "social") throw new ImageError(400, "fit may only be social");
  return { src: params.get("src") ?? "", w: params.get("w") ?? "", fit };
}
