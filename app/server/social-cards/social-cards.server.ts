// The social cards the site serves at /social/...: what each one says, where its cover comes from, and the
// cache of finished PNGs. A post's card is kept under its slug and its last change (and what it shows), so an
// edited post gets a new card while an unchanged one is drawn once.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { imageSize } from "image-size";
import { LRUCache } from "lru-cache";
import pLimit from "p-limit";
import { featuredImage, postByline } from "~/lib/post-fields";
import { htmlToText } from "~/lib/html-text";
import { company } from "~/content/company";
import { messagesFor } from "~/content/messages";
import { PAGE_PATHS, pageFactsAt, type PageCard } from "~/content/pages";
import { pathOf } from "~/content/locales";
import { POSTS_PER_PAGE, type Post } from "~/lib/posts";
import { isSameOrigin } from "~/lib/same-origin";
import { pageCardName } from "~/lib/social-cards";
import { readOutbound } from "~/server/outbound/outbound.server";
import { parseSource, sniffRaster } from "~/server/images/images.server";
import type { Config } from "~/server/config.server";
import type { Metrics } from "~/server/metrics/metrics.server";
import type { Ask, EditorPagesService, PostsService } from "~/server/posts/posts.server";
import { createSingleFlight } from "~/server/http/http.server";
import { type CardDrawing, drawSocialCard, MAX_CARD_BYTES } from "./drawing.server";
import { log } from "~/server/log/log.server";

// The room's door also hands on:
/** @internal */
export { drawSocialCard } from "./drawing.server";
export { cardResponse, noCard } from "./response.server";

/** A cover larger than this is not read at all. */
const MAX_COVER_BYTES = 8 * 1024 * 1024;
/** Covers from WordPress: raster only. An SVG is drawn by resvg, which no time limit stops once it has begun. */
const COVER_TYPES = new Set(["image/png", "image/jpeg", "image/gif"]);
const PUBLIC_DIR = path.resolve("public");

/**
 * A cover as a data: URI, or undefined when its header does not say how large it is or says it has more than
 * SOCIAL_CARD_MAX_PIXELS: a small file can hold a huge image (a 20000x20000 JPEG of a few megabytes), and
 * drawing decodes every pixel, so it is measured before it is ever decoded.
 */
function dataUri(type: string, bytes: Uint8Array, maxPixels: number): string | undefined {
  let pixels: number;
  try {
    const { width = 0, height = 0 } = imageSize(bytes);
    pixels = width * height;
  } catch {
    return undefined;
  }
  if (!(pixels > 0) || pixels > maxPixels) {
    log.warn(`Social card: a cover of ${pixels} pixels left out`);
    return undefined;
  }
  return `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;
}

function typeOfFile(file: string): string | undefined {
  const ext = path.extname(file).toLowerCase();
  return {
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".gif": "image/gif",
    ".svg": "image/svg+xml",
  }[ext];
}

/** A cover on our own origin, read from public/ (never outside it). */
async function localCover(src: string, base: string, maxPixels: number): Promise<string | undefined> {
  const { pathname } = new URL(src, base);
  const file = path.resolve(PUBLIC_DIR, `.${decodeURIComponent(pathname)}`);
  const type = typeOfFile(file);
  if (!type || !file.startsWith(PUBLIC_DIR + path.sep)) return undefined;
  try {
    const bytes = await readFile(file);
    return bytes.length <= MAX_COVER_BYTES ? dataUri(type, bytes, maxPixels) : undefined;
  } catch {
    return undefined;
  }
}

/** A cover from WordPress's media origins, bounded in time and size; undefined on any failure. */
async function remoteCover(src: string, settings: Config): Promise<string | undefined> {
  if (!settings.wordpress) return undefined;
  let url: URL;
  try {
    // The image endpoint's reading of a source: the media library only, in its one spelling.
    const source = parseSource(src, {
      mediaOrigins: settings.wordpress.mediaOrigins,
      publicDir: PUBLIC_DIR,
      maxBytes: MAX_COVER_BYTES,
      timeoutMs: settings.wordpress.timeoutMs,
    });
    if (source.kind !== "remote") return undefined;
    url = source.url;
  } catch {
    return undefined;
  }
  try {
    const { body: bytes } = await readOutbound(url, {
      origins: settings.wordpress.mediaOrigins,
      timeoutMs: settings.wordpress.timeoutMs,
      maxBytes: MAX_COVER_BYTES,
      headers: { Accept: [...COVER_TYPES].join(", ") },
      checkHead(response) {
        const type = response.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
        if (!COVER_TYPES.has(type)) throw new Error(`sent as ${type || "nothing"}, not a PNG, JPEG or GIF`);
      },
    });
    // Read by its bytes, not by its Content-Type: an SVG sent as image/png would still reach resvg.
    const format = sniffRaster(bytes);
    if (format !== "png" && format !== "jpeg" && format !== "gif") {
      log.warn(`Social card: cover ${url.href} left out (not a PNG, JPEG or GIF)`);
      return undefined;
    }
    return dataUri(`image/${format}`, bytes, settings.socialCards.maxCoverPixels);
  } catch (error) {
    log.warn(`Social card: cover ${url.href} not read (${(error as Error).message})`);
    return undefined;
  }
}

async function coverOf(post: Post, settings: Config): Promise<string | undefined> {
  const src = featuredImage(post)?.src;
  if (!src) return undefined;
  const base = settings.siteUrl;
  const { maxCoverPixels } = settings.socialCards;
  return isSameOrigin(src, base) ? localCover(src, base, maxCoverPixels) : remoteCover(src, settings);
}

const drawPage = ({ eyebrow, title, subtitle }: PageCard): CardDrawing => ({ eyebrow, title, subtitle });

export type SocialCards = ReturnType<typeof createSocialCards>;

/**
 * The site's social cards for these settings, each drawn once and kept (at most 32 MB of PNGs; a card is
 * 100-300 KB); at most SOCIAL_CARD_CONCURRENCY drawn at once, the others wait their turn.
 */
export function createSocialCards(
  settings: Config,
  posts: PostsService,
  metrics?: Metrics,
  pages?: EditorPagesService,
) {
  const { concurrency, timeoutMs } = settings.socialCards;
  const kept = new LRUCache<string, Buffer>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (png) => png.length,
  });
  /** Cards being drawn: a second request for the same card waits for the first drawing. */
  const drawing = createSingleFlight<Buffer>();
  const inTurn = pLimit(concurrency);

  /** Draws the card once per key; later calls get the kept PNG. */
  async function cached(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const png = kept.get(key);
    metrics?.cacheLookup("social_cards", png ? "hit" : "miss");
    if (png) return png;
    return drawing.run(key, async () => {
      const made = await draw();
      kept.set(key, made);
      return made;
    });
  }

  /**
   * The card, or the same card without its cover when, with it, even its palette version is too large or the
   * drawing took longer than SOCIAL_CARD_TIMEOUT_MS.
   */
  async function drawWithinBudget(card: CardDrawing): Promise<Buffer> {
    try {
      const png = await inTurn(() => drawSocialCard(card, AbortSignal.timeout(timeoutMs)));
      if (png.length <= MAX_CARD_BYTES || !card.cover) return png;
    } catch (error) {
      if (!card.cover) throw error;
      log.warn(`Social card "${card.title}" drawn without its cover (${(error as Error).message})`);
    }
    return inTurn(() => drawSocialCard({ ...card, cover: undefined }, AbortSignal.timeout(timeoutMs)));
  }

  return {
    /** The card of a post; null when there is no such post. Throws PostsUnavailableError like the post page. */
    async drawPostSocialCard(slug: string, ask: Ask = {}): Promise<Buffer | null> {
      const lang = ask.lang ?? "en";
      const post = (await posts.getPostBySlugCached(slug, ask)).value.data[0];
      if (!post) return null;
      const title = htmlToText(post.title.rendered);
      // The date in the post's own language (a post of unknown language in the page's).
      const byline = postByline(post, post.lang ?? lang);
      const cover = featuredImage(post)?.src ?? "";
      const eyebrow = messagesFor(lang).blog.title;
      const key = JSON.stringify([
        "post",
        post.slug,
        post.modified ?? post.date,
        title,
        byline,
        cover,
        eyebrow,
      ]);
      return cached(key, async () =>
        drawWithinBudget({ eyebrow, title, byline, cover: await coverOf(post, settings) }),
      );
    },

    /** The card of an editor's page: its title under the company's name; null when there is no such page. */
    async drawEditorPageSocialCard(slug: string, ask: Ask = {}): Promise<Buffer | null> {
      const page = pages && (await pages.pageCached(slug, ask)).value;
      if (!page) return null;
      const title = htmlToText(page.title.rendered);
      const eyebrow = company.brand;
      const key = JSON.stringify(["editor-page", page.slug, page.modified ?? page.date, title, eyebrow]);
      return cached(key, () => drawWithinBudget({ eyebrow, title }));
    },

    /** The card of a page without parameters by its name ("home", "products", ...); null for any other name. */
    async drawPageSocialCard(name: string): Promise<Buffer | null> {
      const page = PAGE_PATHS.find((path) => pageCardName(path) === name);
      if (!page) return null;
      const { card } = pageFactsAt(page);
      return cached(JSON.stringify(["page", card]), () => drawWithinBudget(drawPage(card)));
    },

    /** The card of page `page` (2 and up) of the blog list; null past the last page. Throws PostsUnavailableError. */
    async drawBlogPageSocialCard(page: number, ask: Ask = {}): Promise<Buffer | null> {
      const lang = ask.lang ?? "en";
      const { totalPages } = (await posts.listPostsCached(1, { ...ask, perPage: POSTS_PER_PAGE })).value;
      if (page < 2 || page > totalPages) return null;
      const { card } = pageFactsAt(pathOf("blog", lang));
      const numbered = {
        ...card,
        subtitle: `${messagesFor(lang).blog.pageOf(page, totalPages)}. ${card.subtitle}`,
      };
      return cached(JSON.stringify(["list", numbered]), () => drawWithinBudget(drawPage(numbered)));
    },
  };
}
