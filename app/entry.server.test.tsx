// The content security policy is the second line of defence: a script that got past the sanitizer (here the
// sanitizer is stubbed out, so a post's <script> reaches the page) is not among the hashed scripts. The page is
// made by React Router's own request handler with the site's real entry.server, root and post route, from a fake
// WordPress over HTTP. That Chromium then refuses it: tests/browser/content-security.spec.ts.
import { createHash } from "node:crypto";
import http, { type Server } from "node:http";
import { testServices } from "#tests/support/services";
import type { Services } from "~/server/services.server";
import { parseConfig } from "~/server/config.server";
import { postsServiceFor } from "~/server/posts/posts.server";
import type { AddressInfo } from "node:net";
import {
  createRequestHandler,
  type ServerBuild,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
} from "react-router";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { type FakeWordPress, fixturePosts, startFakeWordPress } from "#tests/support/fake-wordpress";

/** This test's services, built at first use from the environment the test set, with no sanitizer at all. */
let services: Services | undefined;
const siteContext = () => ({
  services: (services ??= testServices(
    {},
    { posts: postsServiceFor(parseConfig(process.env), async (post) => post) },
  )),
});

const PLANTED = "<p>Before.</p><script>window.__planted = true;</script><p>After.</p>";

let wp: FakeWordPress;
let site: Server;
let slug: string;

type RouteModule = { default: unknown; ErrorBoundary?: unknown };

/** A route module as React Router's build plugin hands it over: its components get their props. */
const asBuilt = (module: RouteModule) => ({
  ...module,
  default: UNSAFE_withComponentProps(module.default as never),
  ...(module.ErrorBoundary
    ? { ErrorBoundary: UNSAFE_withErrorBoundaryProps(module.ErrorBoundary as never) }
    : {}),
});

/** The parts of a server build React Router needs to render the post page (no browser modules are served). */
async function serverBuild(): Promise<ServerBuild> {
  const routes = [
    { id: "root", path: "", module: asBuilt(await import("./root")), hasLoader: true },
    { id: "routes/blog-layout", parentId: "root", module: asBuilt(await import("./routes/blog-layout")) },
    {
      id: "routes/blog-post",
      parentId: "routes/blog-layout",
      path: "blog/:slug",
      module: asBuilt(await import("./routes/blog-post")),
      hasLoader: true,
    },
  ];
  const flags = {
    hasAction: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
  };
  return {
    entry: { module: await import("./entry.server") },
    routes: Object.fromEntries(routes.map(({ hasLoader: _, ...route }) => [route.id, route])),
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: Object.fromEntries(
        routes.map(({ module: _, hasLoader = false, ...route }) => [
          route.id,
          { ...route, ...flags, hasLoader, hasErrorBoundary: false, module: `/assets/${route.id}.js` },
        ]),
      ),
      url: "/assets/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

beforeAll(async () => {
  wp = await startFakeWordPress({
    posts: (origin) => {
      const [first, ...rest] = fixturePosts(origin);
      slug = first!.slug as string;
      return [{ ...first!, content: { rendered: PLANTED, protected: false } }, ...rest];
    },
  });
  vi.stubEnv("WORDPRESS_API_URL", wp.apiUrl);
  vi.stubEnv("DEV", false); // the policy is left out in development
  services = undefined;
  const handle = createRequestHandler(await serverBuild(), "production");
  site = http
    .createServer(async (req, res) => {
      // Only the page: the browser's modules, icons and the like are not part of this test.
      if (!req.url!.startsWith("/blog/")) return void res.writeHead(404).end();
      const response = await handle(new Request(new URL(req.url!, "http://127.0.0.1")), siteContext());
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })
    .listen(0, "127.0.0.1");
  await new Promise((resolve) => site.once("listening", resolve));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  services = undefined;
  await new Promise((resolve) => site.close(resolve));
  await wp.stop();
});

it("a script planted in a post is in the page, but not in the policy", async () => {
  const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/blog/${slug}`;
  const answer = await fetch(url);
  expect(answer.status).toBe(200);
  const html = await answer.text();
  expect(html).toContain("<script>window.__planted = true;</script>");
  const policy = answer.headers.get("content-security-policy") ?? "";
  expect(policy).toMatch(/script-src 'self' 'sha256-/);
  // The site's own inline scripts are each allowed by their hash; the planted one is not among them.
  const hashOf = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(inline).toContain("window.__planted = true;");
  for (const script of inline)
    expect(policy.includes(hashOf(script)), script.slice(0, 60)).toBe(script !== "window.__planted = true;");
});
