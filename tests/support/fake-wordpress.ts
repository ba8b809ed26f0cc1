// A fake WordPress 6.1 REST API on 127.0.0.1 for tests: answers /wp-json/wp/v2/posts like the real one
// (X-WP-Total, X-WP-TotalPages, Link, _embed, 400 past the last page, [] for an unknown slug) and can be
// switched into failure and hostile modes at run time.
//
// In a test:   const wp = await startFakeWordPress(); process.env.WORDPRESS_API_URL = wp.apiUrl;
//              await wp.setMode("500"); wp.requests.length; await wp.stop();
// Standalone:  npx tsx tests/support/fake-wordpress.ts --port 8089
//              curl -X POST 'http://127.0.0.1:8089/__control?mode=500'     (modes below; &delayMs=3000 for slow)
//              curl -X POST 'http://127.0.0.1:8089/__control?mode=redirect&redirectTo=http://127.0.0.1:8090'
//              curl -X POST 'http://127.0.0.1:8089/__control?mode=absurd-totals&total=-5&totalPages=abc'
//              curl -X POST 'http://127.0.0.1:8089/__control?reset'        (mode ok, request log cleared)
//              curl -X POST 'http://127.0.0.1:8089/__control?menu=[{"title":"A","url":"/a"}]&menuLang=cs'
//              curl 'http://127.0.0.1:8089/__control'                       ({mode, delayMs, requests})
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import {
  fixturePosts,
  type RawPost,
  withHostileDates,
  withPolylang,
  withWrongTypes,
} from "./fake-wordpress-fixtures";
import { API, api, BOMB_BYTES, gzipBomb, image, json, photo, send, slowBody } from "./fake-wordpress-answers";
import { createFakeMenus, type FakeMenuItem } from "./fake-wordpress-menu";
import { PHOTO_FOLDER, PHOTO_POST_SLUG, photoPost } from "./fake-wordpress-photos";
import { COVER_VIDEO_PATH } from "./block-fixtures";

/** The cover block's background video (made by scripts/assets/make-cover-video.ts). */
const COVER_VIDEO = readFileSync(new URL("./fixtures/video/fibres.webm", import.meta.url));
import { FAKE_MODES, type FakeMode, type ModeOptions } from "./fake-wordpress-modes";
import { fixturePages } from "./fake-wordpress-pages";

export { BOMB_BYTES };
export { FAKE_MODES, type FakeMode, type ModeOptions } from "./fake-wordpress-modes";
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

export type FakeOptions = { port?: number; host?: string; posts?: (origin: string) => RawPost[] };

const ABSURD = "999999999999";

export async function startFakeWordPress(options: FakeOptions = {}): Promise<FakeWordPress> {
  const host = options.host ?? "127.0.0.1";
  let mode: FakeMode = "ok";
  let delayMs = 1500;
  let redirectTo = "";
  let redirectStatus: NonNullable<ModeOptions["redirectStatus"]> = 301;
  let totals = { total: ABSURD, totalPages: ABSURD };
  let origin = "";
  let posts: RawPost[] = [];
  const requests: string[] = [];
  const menus = createFakeMenus();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", origin);
    if (url.pathname === "/__control") return control(req, url, res);
    if (url.pathname.startsWith(PHOTO_FOLDER)) return void photo(url, res);
    if (url.pathname === COVER_VIDEO_PATH) return send(res, 200, COVER_VIDEO, "video/webm");
    if (url.pathname.startsWith("/wp-content/uploads/")) return image(url, res);
    requests.push(url.pathname + url.search);
    if ((mode === "ok" || mode === "polylang") && menus.answer(url, res)) return;
    // Pages (Polylang's fields always on) fail as posts do; the modes that change posts leave them as they are.
    const pages = url.pathname.replace(/\/+$/, "") === `${API}/pages`;
    const listed = pages ? fixturePages() : posts;
    const changed = (change: (list: RawPost[]) => RawPost[]) => (pages ? listed : change(listed));
    switch (mode) {
      case "timeout":
        return; // never answers; stop() closes the socket
      case "reset":
      case "down":
        req.socket.destroy();
        return;
      case "500":
        return send(
          res,
          500,
          "<html><body><p>There has been a critical error on this website.</p></body></html>",
          "text/html; charset=UTF-8",
        );
      case "non-json":
        return send(
          res,
          200,
          "<!DOCTYPE html><html><body>Maintenance</body></html>",
          "text/html; charset=UTF-8",
        );
      case "slow":
        setTimeout(() => api(url, res, listed), delayMs);
        return;
      case "empty":
        return api(url, res, []);
      case "gzip-bomb":
        return void gzipBomb().then((body) =>
          send(res, 200, body, "application/json; charset=UTF-8", {
            "Content-Encoding": "gzip",
            "Content-Length": String(body.length),
            "X-WP-Total": "1",
            "X-WP-TotalPages": "1",
          }),
        );
      case "slow-body":
        return slowBody(res);
      case "redirect":
        return send(res, redirectStatus, "", "text/html; charset=UTF-8", {
          Location: redirectTo + url.pathname + url.search,
        });
      case "absurd-totals":
        return api(url, res, listed, { "X-WP-Total": totals.total, "X-WP-TotalPages": totals.totalPages });
      case "hostile-date":
        return api(url, res, changed(withHostileDates));
      case "wrong-types":
        return api(url, res, changed(withWrongTypes));
      case "polylang":
        return api(url, res, changed(withPolylang));
      default:
        // The photo essay is found by its slug, and is in no list (the lists' totals stay as they were).
        if (!pages && url.searchParams.get("slug") === PHOTO_POST_SLUG)
          return api(url, res, [photoPost(origin)]);
        return api(url, res, listed);
    }
  });

  function control(req: http.IncomingMessage, url: URL, res: http.ServerResponse) {
    if (req.method === "POST") {
      if (url.searchParams.has("reset")) {
        mode = "ok";
        requests.length = 0;
      }
      const wrong = menus.control(url.searchParams);
      if (wrong) return json(res, 400, { error: wrong });
      const next = url.searchParams.get("mode");
      if (next !== null) {
        if (!(FAKE_MODES as readonly string[]).includes(next))
          return json(res, 400, { error: `Unknown mode "${next}"`, modes: FAKE_MODES });
        mode = next === "down" ? "reset" : (next as FakeMode);
      }
      const q = url.searchParams;
      configure({
        redirectTo: q.get("redirectTo") ?? undefined,
        redirectStatus: q.has("redirectStatus")
          ? (Number(q.get("redirectStatus")) as ModeOptions["redirectStatus"])
          : undefined,
        total: q.get("total") ?? undefined,
        totalPages: q.get("totalPages") ?? undefined,
      });
      const delay = Number(url.searchParams.get("delayMs"));
      if (delay > 0) delayMs = delay;
    }
    json(res, 200, { mode, delayMs, requests: requests.length });
  }

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

  /** Options of the hostile modes; each stays until changed. */
  function configure(opts: ModeOptions) {
    if (opts.redirectTo !== undefined) redirectTo = opts.redirectTo.replace(/\/+$/, "");
    if (opts.redirectStatus !== undefined) redirectStatus = opts.redirectStatus;
    if (opts.total !== undefined) totals = { ...totals, total: opts.total };
    if (opts.totalPages !== undefined) totals = { ...totals, totalPages: opts.totalPages };
  }

  const port = await listen(options.port ?? 0);
  origin = `http://${host}:${port}`;
  redirectTo = `http://${host}:${port + 1}`;
  posts = (options.posts ?? fixturePosts)(origin);

  return {
    origin,
    apiUrl: origin + API,
    port,
    mode: () => mode,
    requests,
    clearRequests: () => void (requests.length = 0),
    setMenu: (lang, items) => menus.set("footer", lang, items),
    async setMode(next, opts = {}) {
      if (opts.delayMs !== undefined) delayMs = opts.delayMs;
      configure(opts);
      if (next === "gzip-bomb") await gzipBomb(); // built before the mode answers, not while a test measures
      if (next === "down" && mode !== "down") await close();
      if (next !== "down" && mode === "down") await listen(port);
      mode = next;
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
