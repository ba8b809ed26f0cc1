import { describe, expect, it } from "vitest";
import { finishDocument } from "./document.server";

const page = (boot: string) =>
  [
    "<html><head>",
    '<link rel="modulepreload" href="/assets/entry.client-a.js"/>',
    '<link rel="modulepreload" href="/assets/root-b.js"/>',
    "</head><body><h1>Blog</h1>",
    `<script type="module" async="">${boot}</script>`,
    "</body></html>",
  ].join("");

const ROUTER_BOOT = [
  ";",
  'import * as route0 from "/assets/root-b.js";',
  'import * as route1 from "/assets/blog-c.js";',
  '  window.__reactRouterManifest = {"version": "1"};',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/blog":route1};',
  'import("/assets/entry.client-a.js");',
].join("\n");

describe("a page's boot script", () => {
  it("starts after the first paint, with the same preloads and modules, and nothing fetched from the HTML", () => {
    const html = finishDocument(page(ROUTER_BOOT));
    expect(html).not.toContain('<link rel="modulepreload"');
    const script = /<script type="module" async="">([\s\S]*)<\/script>/.exec(html)![1]!;
    expect(script).not.toMatch(/^import \*/m);
    expect(script).toContain('["/assets/entry.client-a.js","/assets/root-b.js"]');
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-b.js"), import("/assets/blog-c.js")]);',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/blog":route1};');
    expect(script).toContain('getEntriesByName("first-contentful-paint")');
  });

  it("runs in order when the browser executes it", async () => {
    const script = /<script type="module" async="">([\s\S]*)<\/script>/.exec(
      finishDocument(page(ROUTER_BOOT)),
    )![1]!;
    const happened: string[] = [];
    const modules: Record<string, string> = {
      "/assets/root-b.js": "root",
      "/assets/blog-c.js": "blog",
      "/assets/entry.client-a.js": "entry",
    };
    const window: Record<string, unknown> = {};
    const document = {
      visibilityState: "visible",
      createElement: () => ({}),
      head: { append: (link: { href: string }) => happened.push(`preload ${link.href}`) },
    };
    let painted: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    class PerformanceObserver {
      constructor(callback: typeof painted) {
        painted = callback;
      }
      observe() {}
    }
    const run = new Function(
      "window",
      "document",
      "PerformanceObserver",
      "setTimeout",
      "load",
      script.replaceAll("import(", "load("),
    );
    run(
      window,
      document,
      PerformanceObserver,
      () => {},
      async (url: string) => {
        happened.push(`import ${modules[url]}`);
        return { name: modules[url] };
      },
    );
    painted!({ getEntriesByName: () => [] }); // first-paint alone: not yet
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(happened).toEqual([]);
    painted!({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) });
    painted!({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(happened).toEqual([
      "preload /assets/entry.client-a.js",
      "preload /assets/root-b.js",
      "import root",
      "import blog",
      "import entry",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { name: "root" },
      "routes/blog": { name: "blog" },
    });
  });

  it("writes the routes' manifest on one line, the same object but for the routes' entries that say no", () => {
    const route = {
      id: "routes/blog",
      parentId: "root",
      hasAction: false,
      hasLoader: true,
      hasClientLoader: false,
      imports: ["/assets/blog-a.js"],
      css: [],
    };
    const manifest = {
      entry: { module: "/assets/entry.client-a.js", imports: [] },
      routes: { root: { id: "root" }, "routes/blog": route },
    };
    const boot = ROUTER_BOOT.replace(
      'window.__reactRouterManifest = {"version": "1"};',
      `window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};`,
    );
    const script = /<script type="module" async="">([\s\S]*)<\/script>/.exec(finishDocument(page(boot)))![1]!;
    const kept = {
      ...manifest,
      routes: {
        root: { id: "root" },
        "routes/blog": {
          id: "routes/blog",
          parentId: "root",
          hasLoader: true,
          imports: ["/assets/blog-a.js"],
        },
      },
    };
    expect(script).toContain(`window.__reactRouterManifest = ${JSON.stringify(kept)};`);
  });

  it("is left as it is when it has a shape of its own", () => {
    const other = page('import "/assets/polyfill.js";\nimport("/assets/entry.client-a.js");');
    expect(finishDocument(other)).toBe(other);
  });
});
