// The site's services, built once from the settings when the server starts (server/main.ts) and handed to every
// loader and resource route through React Router's load context (`context.services`). A test builds the ones it
// needs, with stand-ins where it wants them.
import type { Config } from "./config.server";
import { log } from "./log/log.server";
import { createMetrics, type Metrics } from "./metrics/metrics.server";
import {
  type EditorPagesService,
  editorPagesServiceFor,
  type PostsService,
  postsServiceFor,
} from "./posts/posts.server";
import { createPurger, type Purger, type PurgerOptions } from "./changes/changes.server";
import { createPostSanitizer } from "./sanitize/sanitize.server";
import { createSocialCards, type SocialCards } from "./social-cards/social-cards.server";
import { createShared, type Shared } from "./valkey/valkey.server";
import { createReferences, type References } from "./seo/seo.server";

export type Services = {
  config: Config;
  /** Every post the site shows, sanitized and cached. */
  posts: PostsService;
  /** Editors' pages (/{slug}, /cs/{slug}), sanitized and cached as posts are. */
  pages: EditorPagesService;
  cards: SocialCards;
  /** A post's formatted reference, made in a thread of its own. */
  references: References;
  /** What the parts count (requests, caches, WordPress, the sanitizer, pictures, limits), for Prometheus. */
  metrics: Metrics;
  /** Purges the cache in front (Varnish, Fastly, Cloudflare) by tag after a change notice; none by default. */
  purger: Purger;
  /** What the instances share through Valkey (VALKEY_URL), or each part's single-instance form without it. */
  shared: Shared;
  /** What the first visitor should not wait for (the sanitizer's thread that stays), started after listening. */
  warm(): Promise<void>;
  /** Stops what runs beside the requests (the sanitizer's and the references' worker threads). */
  close(): Promise<void>;
};

export type ServiceParts = {
  posts?: PostsService;
  pages?: EditorPagesService;
  /** Sanitize, and format references, in the caller's thread instead of worker threads (tests, scripts). */
  sanitizeInThread?: boolean;
  /** What instances share (tests); default: built from the settings. */
  shared?: Shared;
  /** The purger's logger and waits between attempts (tests). */
  purge?: Partial<Pick<PurgerOptions, "logger" | "retryDelaysMs">>;
};

export function createServices(config: Config, parts: ServiceParts = {}): Services {
  // One registry per build: a test's services count only that test's requests.
  const metrics = createMetrics();
  const sanitizer = createPostSanitizer(config, { threads: !parts.sanitizeInThread, metrics });
  const shared = parts.shared ?? createShared(config, { metrics, logger: log });
  const posts = parts.posts ?? postsServiceFor(config, sanitizer.sanitize, metrics, shared);
  const pages = parts.pages ?? editorPagesServiceFor(config, sanitizer.sanitize, metrics, shared);
  const cards = createSocialCards(config, posts, metrics, pages);
  const references = createReferences({ inThread: parts.sanitizeInThread });
  const purger = createPurger(config.purge, { metrics, logger: log, ...parts.purge });
  return {
    config,
    posts,
    pages,
    cards,
    references,
    metrics,
    purger,
    shared,
    warm: () => sanitizer.warm(),
    close: async () => void (await Promise.all([sanitizer.close(), references.close(), shared.close()])),
  };
}
