import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Mirrors the specification's route table.
export default [
  index("routes/home.tsx"),
  route("products", "routes/products.tsx"),
  // The blog's pages share one TanStack Query cache, which the other pages do not load.
  layout("routes/blog-layout.tsx", [
    route("blog", "routes/blog.tsx"),
    route("blog/preview/:id", "routes/blog-preview.tsx"),
    route("blog/category/:slug", "routes/blog-category.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
  ]),
  route("contact", "routes/contact.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("accessibility", "routes/accessibility.tsx"),
  route("api/wordpress", "routes/api.wordpress.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("blog/feed.xml", "routes/blog-feed.ts"),
  route("site.webmanifest", "routes/web-manifest.ts"),
  route("social/blog/:file", "routes/social-post-card.ts"),
  route("social/:file", "routes/social-page-card.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
