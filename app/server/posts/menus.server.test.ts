// The editor's footer menu from the site connector's endpoint, against a fake WordPress: what is kept of its
// items, how it is cached and forgotten, and what the footer gets when there is none or WordPress fails.
import { beforeEach, describe, expect, it } from "vitest";
import { withFakeWordPress } from "#tests/support/fake-wordpress-vitest";
import { createEmbeddedSource } from "./sources/embedded.server";
import { createWordPressSource } from "./sources/wordpress.server";
import { createPostsService, footerMenus } from "./posts.server";

const wp = withFakeWordPress();
let clock = 0;
beforeEach(() => {
  clock = 1_000_000;
  for (const lang of ["en", "cs"]) wp().setMenu(lang, null);
});
const service = (timeoutMs = 1000) =>
  createPostsService({
    source: createWordPressSource({ apiUrl: wp().apiUrl, timeoutMs }),
    sanitize: async (post) => post,
    now: () => clock,
    log: () => {},
  });

describe("the footer menu from WordPress", () => {
  it("keeps each item's text and a site-relative or http(s) address, in the page's language", async () => {
    wp().setMenu("en", [
      { title: "Research <em>blog</em>", url: "/blog" },
      { title: "Partner", url: "https://www.example.org/about?x=1#team" },
      { title: "Our old page", url: `${wp().origin}/blog/electrospinning-at-scale/` },
    ]);
    wp().setMenu("cs", [{ title: "Výzkumný blog", url: "/cs/blog" }]);
    const { menus, complete } = await footerMenus(service());
    expect(complete).toBe(true);
    expect(menus).toEqual({
      en: [
        { title: "Research blog", url: "/blog" },
        { title: "Partner", url: "https://www.example.org/about?x=1#team" },
        { title: "Our old page", url: "/blog/electrospinning-at-scale/" },
      ],
      cs: [{ title: "Výzkumný blog", url: "/cs/blog" }],
    });
    expect(wp().requests).toEqual([
      "/wp-json/site-connector/v1/menu?location=footer&lang=en",
      "/wp-json/site-connector/v1/menu?location=footer&lang=cs",
    ]);
  });

  it("drops items that lead anywhere else or have no text, and every field but title and url", async () => {
    wp().setMenu("en", [
      { title: "Script", url: "javascript:alert(1)" },
      { title: "Script, hidden", url: " JaVaScRiPt:alert(1)" },
      { title: "Data", url: "data:text/html,<script>alert(1)</script>" },
      { title: "Mail", url: "mailto:someone@example.com" },
      { title: "Other host", url: "//evil.example/blog" },
      { title: "Other host, backslash", url: "/\\evil.example/blog" },
      { title: "Credentials", url: "https://user:secret@example.org/" },
      { title: "  ", url: "/blog" },
      { title: 5, url: "/blog" },
      { title: "No address", url: null },
      { title: "Kept", url: "/contact", target: "_blank", classes: "x", onclick: "alert(1)" } as never,
    ]);
    expect((await service().menuCached("footer", { lang: "en" })).value).toEqual([
      { title: "Kept", url: "/contact" },
    ]);
  });

  it("is kept like a post, and read again once a change notice forgets it", async () => {
    const posts = service();
    wp().setMenu("en", [{ title: "One", url: "/one" }]);
    expect((await posts.menuCached("footer", { lang: "en" })).value).toEqual([{ title: "One", url: "/one" }]);
    wp().setMenu("en", [{ title: "Two", url: "/two" }]);
    expect((await posts.menuCached("footer", { lang: "en" })).value).toEqual([{ title: "One", url: "/one" }]);
    expect(wp().requests).toHaveLength(1);
    expect(posts.forgetMenus()).toBe(1);
    expect((await posts.menuCached("footer", { lang: "en" })).value).toEqual([{ title: "Two", url: "/two" }]);
  });

  it("no menu assigned, an empty one, WordPress failing or not answering: the site's own links (null)", async () => {
    const none = { en: null, cs: null };
    // None assigned, or empty: the editor's choice, the page complete.
    expect(await footerMenus(service())).toEqual({ menus: none, complete: true });
    wp().setMenu("en", []);
    expect(await footerMenus(service())).toEqual({ menus: none, complete: true });
    // WordPress failing or not answering within MENU_WAIT_MS, nothing kept: the page is not complete.
    wp().setMenu("en", [{ title: "One", url: "/one" }]);
    await wp().setMode("500");
    expect(await footerMenus(service())).toEqual({ menus: none, complete: false });
    await wp().setMode("timeout");
    expect(await footerMenus(service(60_000))).toEqual({ menus: none, complete: false });
  });

  it("a kept menu is still shown while WordPress is down", async () => {
    const posts = service();
    wp().setMenu("en", [{ title: "One", url: "/one" }]);
    await footerMenus(posts);
    await wp().setMode("500");
    clock += 10 * 60 * 1000; // past fresh
    expect(await footerMenus(posts)).toEqual({
      menus: { en: [{ title: "One", url: "/one" }], cs: null },
      complete: true,
    });
  });

  it("the embedded blog has no menus: its footer keeps the site's links", async () => {
    const posts = createPostsService({ source: createEmbeddedSource(), sanitize: async (post) => post });
    expect(await footerMenus(posts)).toEqual({ menus: { en: null, cs: null }, complete: true });
  });
});
