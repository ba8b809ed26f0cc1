// One WordPress site of the fake WordPress (fake-wordpress.ts): its posts, its menus, its mode and its request
// log. The server holds one at its root and may hold more, each under a folder of its own
// (`/<name>/wp-json/...`, as a WordPress network holds sites in subdirectories): each answers, fails and keeps
// its menus on its own, so a test that switches one site into a failure leaves the others answering.
import type http from "node:http";
import { withHostileDates, withPolylang, withWrongTypes, type RawPost } from "./fake-wordpress-fixtures";
import { API, api, gzipBomb, json, send, slowBody } from "./fake-wordpress-answers";
import { createFakeMenus, type FakeMenuItem } from "./fake-wordpress-menu";
import { FAKE_MODES, type FakeMode, type ModeOptions } from "./fake-wordpress-modes";
import { fixturePages } from "./fake-wordpress-pages";

export type FakeSiteOptions = {
  /** The site's posts, newest first: its lists, searches and lookups. */
  posts: (origin: string) => RawPost[];
  /** Posts found only by their slug, in no list (the lists and their totals stay as they are). */
  unlisted?: (origin: string) => RawPost[];
  /** Footer menus assigned from the start, by language. */
  menus?: Record<string, FakeMenuItem[]>;
};

export type FakeSite = ReturnType<typeof createFakeSite>;

const ABSURD = "999999999999";

/** A site whose addresses (posts, media) are at `origin`. */
export function createFakeSite(origin: string, options: FakeSiteOptions) {
  let mode: FakeMode = "ok";
  let delayMs = 1500;
  let redirectTo = "";
  let redirectStatus: NonNullable<ModeOptions["redirectStatus"]> = 301;
  let totals = { total: ABSURD, totalPages: ABSURD };
  const posts = options.posts(origin);
  const unlisted = options.unlisted?.(origin) ?? [];
  const requests: string[] = [];
  const menus = createFakeMenus();
  for (const [lang, items] of Object.entries(options.menus ?? {})) menus.set("footer", lang, items);

  /** Answers a request whose path is the site's own (without its folder). */
  function handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    if (url.pathname === "/__control") return control(req, url, res);
    requests.push(url.pathname + url.search);
    if ((mode === "ok" || mode === "polylang") && menus.answer(url, res)) return;
    // Pages (Polylang's fields always on) fail as posts do; the modes that change posts leave them as they are.
    const route = url.pathname.replace(/\/+$/, "");
    const pages = route === `${API}/pages`;
    const listed = pages ? fixturePages() : posts;
    const changed = (change: (list: RawPost[]) => RawPost[]) => (pages ? listed : change(listed));
    switch (mode) {
      case "timeout":
        return; // never answers; the server's stop() closes the socket
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
        // An unlisted post (the photo essay, a test's own post) is found by its slug, and is in no list.
        if (route === `${API}/posts` && url.searchParams.has("slug"))
          return api(url, res, [...listed, ...unlisted]);
        return api(url, res, listed);
    }
  }

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
    // `paths`: what the site was asked, for a test in another process.
    json(res, 200, { mode, delayMs, requests: requests.length, paths: requests });
  }

  /** Options of the hostile modes; each stays until changed. */
  function configure(opts: ModeOptions) {
    if (opts.delayMs !== undefined) delayMs = opts.delayMs;
    if (opts.redirectTo !== undefined) redirectTo = opts.redirectTo.replace(/\/+$/, "");
    if (opts.redirectStatus !== undefined) redirectStatus = opts.redirectStatus;
    if (opts.total !== undefined) totals = { ...totals, total: opts.total };
    if (opts.totalPages !== undefined) totals = { ...totals, totalPages: opts.totalPages };
  }

  return {
    handle,
    configure,
    requests,
    menus,
    mode: () => mode,
    setMode: (next: FakeMode) => void (mode = next),
  };
}
