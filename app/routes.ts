import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// The site's pages, in English at their own addresses and in Czech under /cs/ with Czech words
// (app/lib/i18n.ts keeps the two schemes; docs/decisions/031-czech-under-cs.md). Each page's module serves
// both languages and reads its language from the address.
export default [
  index("routes/home.tsx"),
  route("cs", "routes/home.tsx", { id: "cs-home" }),
  route("products", "routes/products.tsx"),
  route("cs/produkty", "routes/products.tsx", { id: "cs-products" }),
  // The blog's pages share one TanStack Query cache, which the other pages do not load.
  layout("routes/blog-layout.tsx", [
    route("blog", "routes/blog.tsx"),
    route("blog/preview/:id", "routes/blog-preview.tsx"),
    route("blog/category/:slug", "routes/blog-category.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("cs/blog", "routes/blog.tsx", { id: "cs-blog" }),
    route("cs/blog/kategorie/:slug", "routes/blog-category.tsx", { id: "cs-blog-category" }),
    route("cs/blog/:slug", "routes/blog-post.tsx", { id: "cs-blog-post" }),
  ]),
  route("contact", "routes/contact.tsx"),
  route("cs/kontakt", "routes/contact.tsx", { id: "cs-contact" }),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("cs/zasady-ochrany-osobnich-udaju", "routes/privacy-policy.tsx", { id: "cs-privacy-policy" }),
  route("accessibility", "routes/accessibility.tsx"),
  route("cs/pristupnost", "routes/accessibility.tsx", { id: "cs-accessibility" }),
  route("api/wordpress", "routes/api.wordpress.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("blog/feed.xml", "routes/blog-feed.ts"),
  route("cs/blog/feed.xml", "routes/blog-feed.ts", { id: "cs-blog-feed" }),
  route("site.webmanifest", "routes/web-manifest.ts"),
  route("social/blog/:file", "routes/social-post-card.ts"),
  route("social/cs/blog/:file", "routes/social-post-card.ts", { id: "cs-social-post-card" }),
  route("social/:file", "routes/social-page-card.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
