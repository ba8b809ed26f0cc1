import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sanitizePost } from "#tests/support/sanitize-fields";
import { withFakeWordPress } from "#tests/support/fake-wordpress-vitest";
import {
  CZECH_PAGE,
  DRAFT_PAGE,
  LONE_PAGE,
  PAGE,
  PRIVATE_PAGE,
  PROTECTED_PAGE,
} from "#tests/support/fake-wordpress-pages";
import { sitemapXml } from "~/server/seo/seo.server";
import { createEditorPagesService, PAGES_DIR, PostsUnavailableError } from "./posts.server";
import { createEmbeddedSource } from "./sources/embedded.server";
import { createWordPressSource } from "./sources/wordpress.server";

const wp = withFakeWordPress();
const pagesRequests = () => wp().requests.filter((request) => request.startsWith("/wp-json/wp/v2/pages"));
/** The requests for a list of pages (the others ask for the slugs of their translations). */
const listRequests = () => pagesRequests().filter((request) => request.includes("_embed&per_page"));

function fromWordPress() {
  return createEditorPagesService({
    sanitize: sanitizePost,
    source: createWordPressSource({ apiUrl: wp().apiUrl, timeoutMs: 1000, type: "pages", log: () => {} }),
  });
}

describe("editors' pages from WordPress", () => {
  it("shows a published page, sanitized, with its Czech translation", async () => {
    const page = (await fromWordPress().pageCached(PAGE.slug, { lang: "en" })).value;
    expect(page?.title.rendered).toBe(PAGE.title);
    expect(page?.content.rendered).toContain("has-text-align-center");
    expect(page?.content.rendered).toContain("wp-block-columns");
    expect(page?.content.rendered).not.toMatch(/<script|onerror/);
    expect(page?.translations).toEqual({ cs: CZECH_PAGE.slug });
    const czech = (await fromWordPress().pageCached(CZECH_PAGE.slug, { lang: "cs" })).value;
    expect(czech?.title.rendered).toBe(CZECH_PAGE.title);
    expect(czech?.translations).toEqual({ en: PAGE.slug });
  });

  it("never shows a password-protected, draft or private page, nor a page in the other language", async () => {
    const pages = fromWordPress();
    for (const slug of [PROTECTED_PAGE, DRAFT_PAGE, PRIVATE_PAGE, "no-such-page"])
      expect((await pages.pageCached(slug, { lang: "en" })).value, slug).toBeUndefined();
    expect((await pages.pageCached(PAGE.slug, { lang: "cs" })).value).toBeUndefined();
    expect((await pages.pageCached(CZECH_PAGE.slug, { lang: "en" })).value).toBeUndefined();
    expect((await pages.allPages({ lang: "en" })).map((page) => page.slug)).not.toContain(PROTECTED_PAGE);
  });

  it("answers every slug of a language from one list, and a slug no page may have from none", async () => {
    const pages = fromWordPress();
    for (const slug of [PAGE.slug, LONE_PAGE.slug, "wp-login", "admin", "no-such-page"])
      await pages.pageCached(slug, { lang: "en" });
    await pages.pageCached("Not A Slug", { lang: "en" });
    expect(listRequests()).toEqual(["/wp-json/wp/v2/pages?_embed&per_page=100&page=1&lang=en"]);
    // The list's one other request: the slugs of its pages' translations.
    expect(pagesRequests()).toHaveLength(2);
  });

  it("follows a renamed page to its new slug, and forgets what a change notice names", async () => {
    const pages = fromWordPress();
    expect(await pages.findMoved("eu-funding", { lang: "en" })).toBe(PAGE.slug);
    expect(await pages.findMoved("never-was", { lang: "en" })).toBeUndefined();
    expect(wp().requests.some((request) => request.includes("type=page"))).toBe(true);
    wp().clearRequests();
    await pages.pageCached(PAGE.slug, { lang: "en" });
    expect(listRequests()).toHaveLength(0);
    expect(pages.forgetPages([PAGE.slug])).toBeGreaterThan(0);
    await pages.pageCached(PAGE.slug, { lang: "en" });
    expect(listRequests()).toHaveLength(1);
  });

  it("says the pages are unavailable when WordPress fails", async () => {
    await wp().setMode("500");
    const error = await fromWordPress()
      .pageCached(PAGE.slug, { lang: "en" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PostsUnavailableError);
  });
});

describe("editors' pages embedded in content/pages/", () => {
  const embedded = (dir = PAGES_DIR) =>
    createEditorPagesService({ sanitize: sanitizePost, source: createEmbeddedSource({ dir }) });

  it("shows the EU project's page in both languages, each naming the other", async () => {
    const english = (await embedded().pageCached("eu-project", { lang: "en" })).value;
    expect(english?.title.rendered).toBe("Project co-funded by the European Union");
    expect(english?.translations).toEqual({ cs: "projekt-eu" });
    const czech = (await embedded().pageCached("projekt-eu", { lang: "cs" })).value;
    expect(czech?.title.rendered).toBe("Projekt spolufinancovaný Evropskou unií");
    expect(czech?.content.rendered).toContain("<h2");
    expect((await embedded().pageCached("projekt-eu", { lang: "en" })).value).toBeUndefined();
  });

  describe("an editor's new file", () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), "pages-"));
      await writeFile(
        path.join(dir, "about-us.md"),
        "---\ntitle: About us\ndate: 2026-03-01\nredirect_from: [who-we-are]\n---\n\nWe spin <b>fibers</b>.<script>alert(1)</script>\n",
      );
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it("is a page at its file's name, sanitized, and its old slug leads to it", async () => {
      const pages = embedded(dir);
      const page = (await pages.pageCached("about-us", { lang: "en" })).value;
      expect(page?.content.rendered).toContain("<b>fibers</b>");
      expect(page?.content.rendered).not.toContain("<script");
      expect(await pages.findMoved("who-we-are", { lang: "en" })).toBe("about-us");
    });
  });

  it("are listed in the sitemap, each with its translation as alternate", async () => {
    const pages = embedded();
    const [en, cs] = await Promise.all([pages.allPages({ lang: "en" }), pages.allPages({ lang: "cs" })]);
    const xml = sitemapXml("https://example.com", [], "Europe/Prague", [], { en, cs });
    expect(xml).toContain("<loc>https://example.com/eu-project</loc>");
    expect(xml).toContain("<loc>https://example.com/cs/projekt-eu</loc>");
    expect(xml).toContain('hreflang="cs" href="https://example.com/cs/projekt-eu"');
    expect(xml).toContain('hreflang="x-default" href="https://example.com/eu-project"');
  });
});
