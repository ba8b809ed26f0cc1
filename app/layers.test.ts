// The app's layers are a lint rule (eslint.config.js): each import a layer may not make fails `npm run lint`.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

/** The messages of the layer rule for one import line, as if written in the file at `filePath`. */
async function refusals(filePath: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nconsole.log(x);\n`, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "doors/server-doors")
    .map((m) => m.message);
}

describe("the layer rule", () => {
  it.each([
    ["app/components/x.tsx", `import { config as x } from "~/server/config.server";`],
    ["app/components/blog/x.tsx", `import { listPostsCached as x } from "../../server/posts.server";`],
    ["app/components/x.tsx", `import type { Config as x } from "~/server/config.server";`],
    ["app/lib/x.ts", `import { siteUrl as x } from "~/server/site-url.server";`],
    ["app/lib/x.ts", `import { x } from "./anything.server";`],
  ])("refuses server code in shared code: %s %s", async (file, line) => {
    expect(await refusals(file, line)).toEqual([
      expect.stringContaining("Server-only code lives in app/server"),
    ]);
  });

  it.each([
    ["app/server/x.server.ts", `import { PostCard as x } from "~/components/blog/post-card";`],
    ["app/server/x.server.ts", `import { loader as x } from "~/routes/blog";`],
    ["app/server/images/x.server.ts", `import { x } from "../../components/ui/button";`],
  ])("refuses components and routes in server code: %s %s", async (file, line) => {
    expect(await refusals(file, line)).toEqual([
      expect.stringContaining("never imports components or routes"),
    ]);
  });

  it.each([
    ["app/routes/blog-category.tsx", `import { loader as x } from "./blog";`],
    ["app/routes/blog-category.tsx", `import { loader as x } from "~/routes/blog";`],
  ])("refuses a route in a route: %s %s", async (file, line) => {
    expect(await refusals(file, line)).toEqual([
      expect.stringContaining("A route never imports another route"),
    ]);
  });

  it.each([
    ["app/content/company.ts", `import { seo as x } from "~/lib/seo";`],
    ["app/content/company.ts", `import { x } from "../lib/i18n";`],
    ["app/content/messages/en.ts", `import { x } from "~/components/ui/button";`],
    ["app/content/messages/en.ts", `import { x } from "../../lib/i18n";`],
  ])("refuses the app in the copy: %s %s", async (file, line) => {
    expect(await refusals(file, line)).toEqual([expect.stringContaining("app/content is the site's copy")]);
  });

  it.each([
    ["app/components/x.tsx", `import { cn as x } from "~/lib/cn";`],
    ["app/components/x.tsx", `import { renderToString as x } from "react-dom/server";`],
    ["app/lib/x.ts", `import { company as x } from "~/content/company";`],
    ["app/server/x.server.ts", `import { featuredImage as x } from "~/lib/post-fields";`],
    ["app/routes/blog.tsx", `import type { Route as x } from "./+types/blog";`],
    ["app/routes/blog.tsx", `import { config as x } from "~/server/config.server";`],
    ["app/routes/blog.tsx", `import { PostGrid as x } from "~/components/blog/post-grid";`],
    ["app/content/messages/en.ts", `import { company as x } from "../company";`],
    ["app/content/pages.ts", `import { pathOf as x } from "~/content/locales";`],
    ["app/content/pages.ts", `import { x } from "./company";`],
  ])("allows the imports the layers are for: %s %s", async (file, line) => {
    expect(await refusals(file, line)).toEqual([]);
  });

  it.each([
    ["app/routes/blog.tsx", `import { createCache as x } from "~/server/posts/cache.server";`],
    ["app/routes/blog.tsx", `import { x } from "../server/posts/sources/wordpress.server";`],
    ["server/app.ts", `import { x } from "~/server/sanitize/pipeline.server";`],
    ["app/server/proxy/proxy.server.ts", `import { x } from "../posts/cache.server";`],
    ["app/server/proxy/proxy.server.ts", `export { x } from "~/server/http/limits.server";`],
    ["tests/support/x.ts", `import { x } from "../../app/server/images/transform.server";`],
  ])("refuses a room's inner files from outside it: %s %s", async (file, line) => {
    expect(await refusals(file, line)).toEqual([expect.stringContaining("is entered through its door")]);
  });

  it.each([
    ["app/routes/blog.tsx", `import { x } from "~/server/posts/posts.server";`],
    ["server/app.ts", `import { x } from "~/server/http/http.server";`],
    ["app/server/posts/posts.server.ts", `import { x } from "./cache.server";`],
    ["app/server/posts/sources/wordpress.server.ts", `import { x } from "../cache.server";`],
    ["app/server/proxy/proxy.server.ts", `import { x } from "~/server/posts/posts.server";`],
    ["app/server/images/images.server.ts", `import { x } from "~/server/config.server";`],
  ])("lets a room's own files and every door through: %s %s", async (file, line) => {
    expect(await refusals(file, line)).toEqual([]);
  });

  it.each([
    ["app/server/changes/revalidate-endpoint.server.ts", `import { x } from "./changes.server";`],
    ["app/server/log/requests.server.ts", `import { x } from "~/server/log/log.server";`],
    ["app/server/posts/sources/wordpress.server.ts", `import type { x } from "../posts.server";`],
  ])(
    "refuses a room's own door to its files, which the door hands on (a circle): %s %s",
    async (file, line) => {
      expect(await refusals(file, line)).toEqual([expect.stringContaining("not the door")]);
    },
  );
});
