// What the footer shows of the editor's menus, for every page: each language's menu, read through the posts
// service's cache. A page never waits long for it: past MENU_WAIT_MS (WordPress slow or down, nothing kept) it
// shows the site's own links, and the read goes on to fill the cache for the next page. Such a page is not the
// page the editor made, so it says so (`complete: false`) and is kept by no shared cache.
import { LOCALES } from "~/content/locales";
import type { Menus } from "~/lib/menu";
import type { Lookups } from "./lookups.server";
import { log, messageOf } from "~/server/log/log.server";

/** Longest a page waits for a menu that is not kept. */
const MENU_WAIT_MS = 1000;

/** The footer's menus; `complete` is false when one could not be read in time (the site's own links instead). */
export async function footerMenus(
  posts: Pick<Lookups, "menuCached">,
): Promise<{ menus: Menus; complete: boolean }> {
  let complete = true;
  const read = async (lang: (typeof LOCALES)[number]) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>(
      (resolve) =>
        (timer = setTimeout(() => {
          complete = false;
          resolve(null);
        }, MENU_WAIT_MS)),
    );
    const menu = posts.menuCached("footer", { lang }).then(
      (cached) => (cached.value?.length ? cached.value : null),
      (error: unknown) => {
        log.error(`Footer menu unavailable: ${messageOf(error)}`);
        complete = false;
        return null;
      },
    );
    try {
      return await Promise.race([menu, late]);
    } finally {
      clearTimeout(timer);
    }
  };
  const [en, cs] = await Promise.all([read("en"), read("cs")]);
  return { menus: { en, cs }, complete };
}
