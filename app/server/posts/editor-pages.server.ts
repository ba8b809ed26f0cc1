// Editors' pages: WordPress's pages (post type `page`) or, with no WordPress, content/pages/*.md, shown at /{slug}
// and /cs/{slug}. They are read, sanitized and kept exactly as posts are (a posts service of their own), but a
// page is found in the list of all of a language's pages: a site has a handful, one request reads them all,
// and an address nobody published costs WordPress nothing.
import type { Locale } from "~/content/locales";
import type { Post } from "~/lib/posts";
import type { Config } from "~/server/config.server";
import type { Metrics } from "~/server/metrics/metrics.server";
import type { Shared } from "~/server/valkey/valkey.server";
import type { Cached } from "./cache.server";
import { type Ask, createPostsService, type PostsServiceOptions } from "./service.server";
import { createEmbeddedSource } from "./sources/embedded.server";
import { SLUG_PATTERN } from "./sources/source.server";
import { createWordPressSource } from "./sources/wordpress.server";

/**
 * Where the embedded site keeps its pages.
 * @internal
 */
export const PAGES_DIR = "content/pages";
/** One list request reads this many pages: WordPress's largest page size. */
const PAGES_PER_REQUEST = 100;

export type EditorPagesService = {
  /** The published page with this slug in this language (undefined: none), with how fresh the answer is. */
  pageCached(slug: string, ask?: Ask): Promise<Cached<Post | undefined>>;
  /** Every published page of a language (the sitemap). */
  allPages(ask?: Ask): Promise<Post[]>;
  /** Where a renamed page went (WordPress's old slugs, the front matter's `redirect_from`), or undefined. */
  findMoved(slug: string, ask?: Ask): Promise<string | undefined>;
  /** Forgets the lists and these slugs (a change notice): returns how many entries were dropped. */
  forgetPages(slugs: string[]): number;
  /** Forgets every entry (change notices may have been missed). */
  forgetAll(): number;
  idle(): Promise<void>;
};

/**
 * A page belongs to the language it says; one without a language (WordPress without Polylang) is English only,
 * since its Czech address would show English text as Czech.
 */
const inLanguage = (page: Post, lang: Locale) => (page.lang ?? "en") === lang;

/** @internal */
export function createEditorPagesService(options: PostsServiceOptions): EditorPagesService {
  const pages = createPostsService(options);
  const ofLanguage = async (client: string | undefined, lang: Locale) =>
    (await pages.allPosts({ client, lang })).filter((page) => inLanguage(page, lang));

  const service: EditorPagesService = {
    async pageCached(slug, { client, lang = "en" } = {}) {
      const none = { value: undefined, freshness: "fresh", fetchedAt: 0, age: 0 } as const;
      if (!SLUG_PATTERN.test(slug)) return none;
      const first = await pages.listPostsCached(1, { perPage: PAGES_PER_REQUEST, client, lang });
      const found = first.value.data.find((page) => page.slug === slug && inLanguage(page, lang));
      if (found || first.value.totalPages <= 1) return { ...first, value: found };
      // More pages than one request reads: the others, kept like the first.
      const page = (await ofLanguage(client, lang)).find((other) => other.slug === slug);
      return { ...first, value: page };
    },
    allPages: ({ client, lang = "en" } = {}) => ofLanguage(client, lang),
    async findMoved(slug, ask) {
      const to = await pages.findMoved(slug, ask);
      // Only to a page shown now in this language (findMoved checked it as a post of the same service).
      return to && (await service.pageCached(to, ask)).value ? to : undefined;
    },
    forgetPages: (slugs) => pages.forgetPosts(slugs),
    forgetAll: () => pages.forgetAll(),
    idle: () => pages.idle(),
  };
  return service;
}

/** The pages the settings ask for: WordPress's when WORDPRESS_API_URL is set, else content/pages/. */
export function editorPagesServiceFor(
  settings: Config,
  sanitize: (post: Post, client?: string) => Promise<Post>,
  metrics?: Metrics,
  shared?: Pick<Shared, "askOnce" | "clientBudget">,
): EditorPagesService {
  const { wordpress } = settings;
  const counted = metrics && ((result: "hit" | "stale" | "miss") => metrics.cacheLookup("posts", result));
  if (!wordpress)
    return createEditorPagesService({ source: createEmbeddedSource({ dir: PAGES_DIR }), sanitize, counted });
  return createEditorPagesService({
    source: createWordPressSource({
      apiUrl: wordpress.apiUrl,
      timeoutMs: wordpress.timeoutMs,
      metrics,
      type: "pages",
      askOnce: shared?.askOnce,
    }),
    sanitize,
    counted,
    gate: { concurrency: wordpress.concurrency, maxWaitMs: wordpress.timeoutMs },
    clientRequestsPerMinute: settings.upstreamRequestsPerMinute,
    budget: shared?.clientBudget("upstream:pages", settings.upstreamRequestsPerMinute),
  });
}
