// The footer's menu an editor makes under Appearance > Menus, placed at the site connector's "Website footer"
// location: a link to a page of the site, a post, and a link to WordPress's own front end (the site shows it as
// its own address). Made through WordPress's REST API (menus and menu items, WordPress 5.9+).
import type { restClient } from "./seed";

export const SEEDED_MENU = { name: "Footer links", products: "Our products", blog: "Research blog" };

export async function seedMenu(rest: ReturnType<typeof restClient>, wordpressUrl: string): Promise<number> {
  const menu = await rest<{ id: number }>("POST", "/menus", {
    name: SEEDED_MENU.name,
    locations: ["footer"],
  });
  const [post] = await rest<{ id: number }[]>("GET", "/posts?per_page=1&_fields=id");
  const items = [
    { title: SEEDED_MENU.products, url: "/products", type: "custom" },
    { type: "post_type", object: "post", object_id: post!.id },
    { title: SEEDED_MENU.blog, url: `${wordpressUrl}/blog/`, type: "custom" },
  ];
  for (const [i, item] of items.entries())
    await rest("POST", "/menu-items", { ...item, menus: menu.id, menu_order: i + 1, status: "publish" });
  return menu.id;
}
