// A fake WordPress 6.1 REST API on 127.0.0.1 for tests: answers /wp-json/wp/v2/posts like the real one
// (X-WP-Total, X-WP-TotalPages, Link, _embed, 400 past the last page, [] for an unknown slug) and can be
// switched into failure and hostile modes at run time. Besides its root it may hold more sites, each under a
// folder of its own (`sites`: /<name>/wp-json/wp/v2, controlled at /<name>/__control), each with its own posts,
// menus and mode (tests/support/fake-wordpress-site.ts).
//
// In a test:   const wp = await startFakeWordPress(); process.env.WORDPRESS_API_URL = wp.apiUrl;
//              await wp.setMode("500"); wp.requests.length; await wp.stop();
// Standalone:  npx tsx tests/support/fake-wordpress.ts --port 8089
//              curl -X POST 'http://127.0.0.1:8089/__control?mode=500'     (modes below; &delayMs=3000 for slow)
//              curl -X POST 'http://127.0.0.1:8089/__control?mode=redirect&redirectTo=http://127.0.0.1:8090'
//              curl -X POST 'http://127.0.0.1:8089/__control?mode=absurd-totals&total=-5&totalPages=abc'
//              curl -X POST 'http://127.0.0.1:8089/__control?reset'        (mode ok, request log cleared)
//              curl -X POST 'http://127.0.0.1:8089/__control?menu=[{"title":"A","url":"/a"}]&menuLang=cs'
//              curl 'http://127.0.0.1:8089/__control'                       ({mode, delayMs, requests, paths})
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { COVER_VIDEO_PATH } from "./block-fixtures";
import { fixturePosts } from "./fake-wordpress-fixtures";
import { API, BOMB_BYTES, gzipBomb, image, json, photo, send } from "./fake-wordpress-answers";
import type { FakeMenuItem } from "./fake-wordpress-menu";
import { PHOTO_FOLDER, photoPost } from "./fake-wordpress-photos";
import type { FakeMode, ModeOptions } from "./fake-wordpress-modes";
import { createFakeSite, type FakeSite, type FakeSiteOptions } from "./fake-wordpress-site";

/** The cover block's background video (made by scripts/assets/make-cover-video.ts). */
const COVER_VIDEO = readFileSync(new URL("./fixtures/video/fibres.webm", import.meta.url));

export { BOMB_BYTES };
export { FAKE_MODES, type FakeMode, type ModeOptions } from "./fake-wordpress-modes";
export type { FakeSiteOptions } from "./fake-wordpress-site";
export {
  fixturePosts,
  HOSTILE_DATES,
  POLYLANG_CZECH,
  UNSAFE_CONTENT,
  UNSAFE_SLUG,
  WRONG_TYPES_KEPT,
  WRONG_TYPES_SKIPPED,
} from "./fake-wordpress-fixtures";

export type FakeWordPress = {
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  /** The value for WORDPRESS_API_URL: origin + /wp-json/wp/v2 */
  apiUrl: string;
  port: number;
  mode(): FakeMode;
  setMode(mode: FakeMode, options?: ModeOptions): Promise<void>;
  /** Path and query of every request to the API since start or the last clearRequests(). */
  readonly requests: string[];
  clearRequests(): void;
  /** Assigns a menu to the footer in `lang` (the site connector's endpoint); null: none. */
  setMenu(lang: string, items: FakeMenuItem[] | null): void;
  stop(): Promise<void>;
};

export type FakeOptions = Partial<FakeSiteOptions> & {
  port?: number;
  host?: string;
  /** More sites, each under its own folder: `/<name>/wp-json/wp/v2`, controlled at `/<name>/__control`. */
  sites?: Record<string, Partial<FakeSiteOptions>>;
};

/** The photo essay: found by its slug on the root site unless a test says otherwise. */
const photoEssay = (origin: string) => [photoPost(origin)];

export async function startFakeWordPress(options: FakeOptions = {}): Promise<FakeWordPress> {
  const host = options.host ?? "127.0.0.1";
  let origin = "";
  let root: FakeSite | undefined;
  const sites = new Map<string, FakeSite>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", origin);
    // Media is the network's: every site's posts point at the server's own /wp-content/.
    if (url.pathname.startsWith(PHOTO_FOLDER)) return void photo(url, res);
    if (url.pathname === COVER_VIDEO_PATH) return send(res, 200, COVER_VIDEO, "video/webm");
    if (url.pathname.startsWith("/wp-content/uploads/")) return image(url, res);
    const [, folder = "", ...rest] = url.pathname.split("/");
    const site = sites.get(folder);
    if (!site) return root ? root.handle(req, res, url) : json(res, 503, { error: "starting" });
    url.pathname = `/${rest.join("/")}`;
    site.handle(req, res, url);
  });

  async function listen(port: number): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, () => {
        server.off("error", reject);
        resolve();
      });
    });
    return (server.address() as AddressInfo).port;
  }

  async function close(): Promise<void> {
    if (!server.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  }

  const port = await listen(options.port ?? 0);
  origin = `http://${host}:${port}`;
  const site = (opts: Partial<FakeSiteOptions>) => {
    const made = createFakeSite(origin, {
      posts: opts.posts ?? fixturePosts,
      unlisted: opts.unlisted ?? photoEssay,
      menus: opts.menus,
    });
    made.configure({ redirectTo: `http://${host}:${port + 1}` });
    return made;
  };
  for (const [name, opts] of Object.entries(options.sites ?? {})) sites.set(name, site(opts));
  const main = (root = site(options));

  return {
    origin,
    apiUrl: origin + API,
    port,
    mode: main.mode,
    requests: main.requests,
    clearRequests: () => void (main.requests.length = 0),
    setMenu: (lang, items) => main.menus.set("footer", lang, items),
    async setMode(next, opts = {}) {
      main.configure(opts);
      if (next === "gzip-bomb") await gzipBomb(); // built before the mode answers, not while a test measures
      if (next === "down" && main.mode() !== "down") await close();
      if (next !== "down" && main.mode() === "down") await listen(port);
      main.setMode(next);
    },
    stop: close,
  };
}

export type RedirectTarget = { origin: string; connections(): number; stop(): Promise<void> };

/** Where the redirect mode points: counts connections (a reader must ask it nothing); answers no posts. */
export async function startRedirectTarget(host = "127.0.0.1"): Promise<RedirectTarget> {
  let connections = 0;
  const server = http.createServer((_req, res) =>
    json(res, 200, [], { "X-WP-Total": "0", "X-WP-TotalPages": "0" }),
  );
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    origin: `http://${host}:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// Standalone: npx tsx tests/support/fake-wordpress.ts [--port 8089] [--host 127.0.0.1] [--mode ok] [--with-blocks]
// (--with-blocks: also the core-block and embed posts of tests/support/block-fixtures.ts, to look at them)
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const { blockPosts } = await import("./block-fixtures");
  const posts = process.argv.includes("--with-blocks")
    ? (origin: string) => [...fixturePosts(origin), ...blockPosts(origin)]
    : undefined;
  const wp = await startFakeWordPress({ port: Number(arg("port") ?? 8089), host: arg("host"), posts });
  const initial = arg("mode") as FakeMode | undefined;
  if (initial) await wp.setMode(initial === "down" ? "reset" : initial);
  console.log(`Fake WordPress: WORDPRESS_API_URL=${wp.apiUrl} (control: ${wp.origin}/__control)`);
  const shutdown = () => void wp.stop().then(() => process.exit(0));
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}
