// The site connector's menu endpoint on the fake WordPress: GET /wp-json/site-connector/v1/menu?location=footer
// (&lang=cs) answers the menu a test assigned, as the plugin does ({items: [{title, url}]}), or the plugin's 404
// when none is. Items are sent as given, hostile ones too: the site must check them.
import type http from "node:http";
import { json } from "./fake-wordpress-answers";

export const MENU_PATH = "/wp-json/site-connector/v1/menu";

export type FakeMenuItem = { title: unknown; url: unknown };

export function createFakeMenus() {
  /** "footer:en" -> items; absent: no menu assigned. */
  const menus = new Map<string, FakeMenuItem[]>();
  return {
    /** Assigns `items` to the location in `lang`; null unassigns it. */
    set(location: string, lang: string, items: FakeMenuItem[] | null) {
      if (items === null) menus.delete(`${location}:${lang}`);
      else menus.set(`${location}:${lang}`, items);
    },
    /** `POST /__control?menu=<JSON items or null>&menuLang=cs` (`reset` unassigns all); an error's text. */
    control(query: URLSearchParams): string | undefined {
      if (query.has("reset")) menus.clear();
      const menu = query.get("menu");
      if (menu === null) return undefined;
      try {
        const items: unknown = JSON.parse(menu);
        if (items !== null && !Array.isArray(items)) return "menu must be a JSON list or null";
        this.set("footer", query.get("menuLang") ?? "en", items as FakeMenuItem[] | null);
      } catch {
        return "menu must be JSON";
      }
      return undefined;
    },
    /** Answers the request when it is the menu endpoint's; false otherwise. */
    answer(url: URL, res: http.ServerResponse): boolean {
      if (url.pathname.replace(/\/+$/, "") !== MENU_PATH) return false;
      const location = url.searchParams.get("location") ?? "";
      if (location !== "footer")
        json(res, 400, { code: "rest_invalid_param", message: "Invalid parameter(s): location" });
      else {
        const items = menus.get(`${location}:${url.searchParams.get("lang") ?? "en"}`);
        if (items) json(res, 200, { items });
        else json(res, 404, { code: "no_menu", message: "No menu is assigned to this location." });
      }
      return true;
    },
  };
}
