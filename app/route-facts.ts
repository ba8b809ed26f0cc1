// The site's routes and what each one means, declared once: its address in each language, the query parameters
// it reads and how the sitemap lists it. app/routes.ts is built from this table; the response cache's key
// (app/server/response-cache), the one-case redirect (app/server/http) and the sitemap (app/server/seo) read it,
// so a new route is one line here and nothing in server/ (decision 044). React Router loads this file without the site's Vite
// config, so it and what it imports name each other by relative path, never `~/`.
import { LOCALES, type Locale, STATIC_PAGES } from "./content/locales";
import {
  authorRoot,
  blogRoot,
  categoryRoot,
  CITE_FILES,
  editorPageCardRoot,
  feedPath,
  postCardRoot,
  previewPath,
  PROXY_PATH,
  searchPath,
  SOCIAL_ROOT,
} from "./lib/blog-urls";
import { createMatcher, type Paths } from "./lib/route-patterns";

/** How the sitemap lists the route. */
export type Listed =
  /** Its address in each language, each with the others as alternates. */
  | "page"
  /** The same, dated by the newest post of its language. */
  | "page dated by the newest post"
  /** One address per category that has a published post, its parameter filled with the category's slug. */
  | "each category"
  /** One address per author of a published post of its language, its parameter filled with the author's slug. */
  | "each author"
  /** One address per post, dated by the post's last change, with its translations as alternates. */
  | "each post"
  /** One address per editor's page, the same way. */
  | "each page";

export type RouteFacts = {
  /** The module, under app/. A `.tsx` module is a page; a `.ts` module a resource (XML, JSON, PNG). */
  file: string;
  /** React Router's pattern ("/blog/:slug"), per language or one for all. */
  path: Paths;
  /** The layout that wraps the route. */
  layout?: string;
  /** The route's name, when one module serves several routes (React Router names a route by its module). */
  name?: string;
  /** The query parameters its answer depends on; every other parameter is left out of its cache key. */
  reads?: string[];
  sitemap?: Listed;
};

const inEach = (address: (locale: Locale) => string) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, address(locale)])) as Record<Locale, string>;

// The blog's pages share one TanStack Query cache, which the other pages do not load.
const BLOG = "routes/blog-layout.tsx";

// Ranked as React Router ranks them (a word beats a parameter), so the order here is only the reading order.
export const ROUTES: readonly RouteFacts[] = [
  { file: "routes/home.tsx", path: STATIC_PAGES.home, sitemap: "page" },
  { file: "routes/products.tsx", path: STATIC_PAGES.products, sitemap: "page" },
  {
    file: "routes/blog.tsx",
    layout: BLOG,
    path: STATIC_PAGES.blog,
    reads: ["page"],
    sitemap: "page dated by the newest post",
  },
  { file: "routes/blog-preview.tsx", layout: BLOG, path: previewPath(":id"), reads: ["expires", "token"] },
  {
    file: "routes/blog-category.tsx",
    layout: BLOG,
    path: inEach((locale) => `${categoryRoot(locale)}:slug`),
    reads: ["page"],
    sitemap: "each category",
  },
  // A change notice does not say a post's author (and a post may just have changed hands): every author page
  // is dropped.
  {
    file: "routes/blog-author.tsx",
    layout: BLOG,
    path: inEach((locale) => `${authorRoot(locale)}:slug`),
    reads: ["page"],
    sitemap: "each author",
  },
  // Search results can show any post: a change drops every search's kept answer. Not in the sitemap (noindex).
  {
    file: "routes/blog-search.tsx",
    layout: BLOG,
    path: inEach((locale) => searchPath(locale)),
    reads: ["q", "page"],
  },
  {
    file: "routes/blog-post.tsx",
    layout: BLOG,
    path: inEach((locale) => `${blogRoot(locale)}/:slug`),
    sitemap: "each post",
  },
  // A post's citation files: /blog/{slug}/cite.bib, .ris, .json.
  // One route per citation file: any other address under a post stays the site's not-found page.
  ...CITE_FILES.map((ext): RouteFacts => ({
    file: "routes/blog-cite.ts",
    name: `blog-cite-${ext}`,
    path: inEach((locale) => `${blogRoot(locale)}/:slug/cite.${ext}`),
  })),
  { file: "routes/contact.tsx", path: STATIC_PAGES.contact, sitemap: "page" },
  { file: "routes/privacy-policy.tsx", path: STATIC_PAGES.privacy, sitemap: "page" },
  { file: "routes/accessibility.tsx", path: STATIC_PAGES.accessibility, sitemap: "page" },
  {
    file: "routes/api.wordpress.ts",
    path: PROXY_PATH,
    reads: ["path", "params"],
  },
  { file: "routes/sitemap.ts", path: "/sitemap.xml" },
  { file: "routes/robots.ts", path: "/robots.txt" },
  { file: "routes/blog-feed.ts", path: inEach(feedPath) },
  { file: "routes/web-manifest.ts", path: "/site.webmanifest" },
  {
    file: "routes/social-post-card.ts",
    path: inEach((locale) => `${postCardRoot(locale)}:file`),
  },
  // Only the numbered blog lists' cards show posts (their titles).
  {
    file: "routes/social-page-card.ts",
    path: `${SOCIAL_ROOT}:file`,
  },
  // Editors' pages (WordPress's pages, content/pages/*.md). Every route above outranks a parameter, so a page
  // never takes the site's own address; a change notice names its slug as it names a post's.
  {
    file: "routes/editor-page.tsx",
    path: { en: "/:slug", cs: "/cs/:slug" },
    sitemap: "each page",
  },
  {
    file: "routes/social-editor-page-card.ts",
    path: inEach((locale) => `${editorPageCardRoot(locale)}:file`),
  },
  { file: "routes/not-found.tsx", path: "/*" },
];

/**
 * React Router's id of a route: its default (the module) in English, `cs-<module>` for the Czech twin.
 * @internal
 */
export function routeId(route: RouteFacts, locale?: Locale): string | undefined {
  const name = route.name ?? route.file.replace(/^.*\//, "").replace(/\.tsx?$/, "");
  if (locale === undefined || locale === "en") return route.name;
  return `${locale}-${name}`;
}

/** The route that answers a path (escapes as requested; a `.data` URL is its page's data). */
export const matchRoute = createMatcher(ROUTES);
