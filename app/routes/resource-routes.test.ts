import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "../routes";
import { STATIC_PATHS } from "~/server/seo/seo.server";
import { ROUTES } from "~/route-facts";

// The route table as React Router ranks it: a static segment beats a dynamic one and the splat.
const toObject = (r: RouteConfigEntry): RouteObject =>
  ({ id: r.file, path: r.path, index: r.index, children: r.children?.map(toObject) }) as RouteObject;
const objects = routes.map(toObject);
/** Every route that answers a URL; layouts only wrap theirs. */
const leaves = (entries: RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.flatMap((r) => (r.children ? leaves(r.children) : [r]));
const routeFor = (path: string) => matchRoutes(objects, path)?.at(-1)?.route.id;

describe("resource routes in app/routes.ts", () => {
  it.each([
    ["/sitemap.xml", "routes/sitemap.ts"],
    ["/robots.txt", "routes/robots.ts"],
    ["/blog/feed.xml", "routes/blog-feed.ts"],
    ["/site.webmanifest", "routes/web-manifest.ts"],
    ["/api/wordpress", "routes/api.wordpress.ts"],
    ["/blog/introducing-multispin", "routes/blog-post.tsx"],
    ["/blog/feed", "routes/blog-post.tsx"],
    // One word at the top could be an editor's page: that route answers the site's 404 for it (pages.spec.ts).
    ["/sitemap.xml.gz", "routes/editor-page.tsx"],
    ["/blog/introducing-multispin/extra", "routes/not-found.tsx"],
    ["/cs/projekt-eu", "routes/editor-page.tsx"],
    ["/cs/produkty", "routes/products.tsx"],
    ["/products", "routes/products.tsx"],
  ])("%s is served by %s", (path, file) => {
    expect(routeFor(path)).toBe(file);
  });

  it("the sitemap lists every page without a parameter that its route puts there", () => {
    // Search results are pages too, but noindex: their route names no sitemap entry.
    const unlisted = new Set(ROUTES.filter((facts) => facts.sitemap === undefined).map((facts) => facts.file));
    const pages = leaves(routes)
      .filter(
        (r) =>
          !r.path?.includes(":") &&
          r.path !== "*" &&
          !unlisted.has(r.file) &&
          !/\.(xml|txt|webmanifest)$|^api\//.test(r.path ?? ""),
      )
      .map((r) => (r.index ? "/" : `/${r.path}`));
    expect([...pages].sort()).toEqual([...STATIC_PATHS].sort());
  });
});
