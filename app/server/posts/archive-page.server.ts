// The loader of an archive's pages (a category's posts, an author's): the page number from `?page=` (one that is
// no page number goes to page 1), one page from the posts service, 404 when there is no such archive, a page past
// the last sent to the last, and the specification's unavailable answer when the source fails.
import { data, redirect } from "react-router";
import type { Locale } from "~/content/locales";
import { pageFromSearch } from "~/lib/page-param";
import { type PostList, type PostSummary, withSummaries } from "~/lib/posts";
import { ageHeader, unavailableInit } from "~/server/http/http.server";
import { type Ask, askOf } from "./ask.server";
import type { Cached } from "./cache.server";
import { log, messageOf } from "~/server/log/log.server";

/** One page of an archive as its view reads it: `list` is null unless the state is "ok". */
export type ArchivePage<List> = {
  slug: string;
  lang: Locale;
  page: number;
  list: List | null;
  state: "ok" | "not-found" | "failed";
};

export type Archive<Full extends PostList, Extra extends object> = {
  slug: string;
  /** What it is, for the log: `Category "research"`. */
  name: string;
  /** Its address at `page` in `lang`. */
  path: (lang: Locale, page: number) => string;
  read: (page: number, ask: Ask) => Promise<Cached<Full>>;
  /** False when there is no such archive (404). */
  found: (list: Full) => boolean;
  /** More for the view of a page that was found. */
  more?: (list: Full, lang: Locale, page: number) => Extra;
  /** The Surrogate-Key header of a page that was found: what the archive is and the posts on it. */
  keys: (list: Full, lang: Locale) => Record<string, string>;
};

export async function loadArchivePage<Full extends PostList, Extra extends object = object>(
  { request, context }: { request: Request; context: { client?: string } },
  archive: Archive<Full, Extra>,
) {
  type Page = ArchivePage<Omit<Full, "data"> & { data: PostSummary[] }> & Partial<Extra>;
  const ask = askOf(request, context);
  const { lang } = ask;
  const page = pageFromSearch(new URL(request.url).searchParams);
  const { slug } = archive;
  if (page === null) throw redirect(archive.path(lang, 1));
  try {
    const cached = await archive.read(page, ask);
    const list = cached.value;
    if (!archive.found(list))
      return data({ slug, lang, page, list: null, state: "not-found" } as Page, { status: 404 });
    if (page > 1 && page > list.totalPages) throw redirect(archive.path(lang, Math.max(1, list.totalPages)));
    const found = {
      slug,
      lang,
      page,
      list: withSummaries(list),
      state: "ok",
      ...archive.more?.(list, lang, page),
    };
    return data(found as Page, { headers: { ...ageHeader(cached), ...archive.keys(list, lang) } });
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error(`${archive.name} unavailable: ${messageOf(error)}`);
    return data({ slug, lang, page, list: null, state: "failed" } as Page, unavailableInit(error));
  }
}
