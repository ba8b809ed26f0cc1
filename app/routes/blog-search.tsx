import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/blog-search";
import { pageFromSearch } from "~/lib/page-param";
import { SearchForm } from "~/components/blog/search-form";
import { SearchResults } from "~/components/blog/search-results";
import { BrowseBlog, EnglishResults } from "~/components/blog/search-leads";
import { type Locale, localeOf } from "~/content/locales";
import { messagesFor, useMessages } from "~/content/messages";
import { blogListPath, searchPath } from "~/lib/blog-urls";
import { type Category, type Post, type PostList, type PostSummary, withSummaries } from "~/lib/posts";
import { htmlToLines, htmlToText } from "~/lib/html-text";
import { cleanQuery, MAX_SEARCH_LENGTH, searchWords, snippetAround } from "~/lib/search-text";
import { seo } from "~/lib/seo";
import { pageSocialCard } from "~/lib/social-cards";
import { ageHeader, pageHeaders, unavailableInit } from "~/server/http/http.server";
import { log, messageOf } from "~/server/log/log.server";
import { type Ask, askOf, loadLatestPosts, type PostsService } from "~/server/posts/posts.server";
import { LISTS_KEY, surrogateKeys } from "~/server/changes/changes.server";

/**
 * prompt: nothing to search for yet. no-words: only characters that are no words (`*`, `<>`). too-long: more
 * than MAX_SEARCH_LENGTH characters (400). results: a page of what was found (maybe none). failed: the posts
 * could not be read (5xx, 429).
 */
type SearchData = {
  lang: Locale;
  query: string;
  page: number;
  state: "prompt" | "no-words" | "too-long" | "results" | "failed";
  list?: PostList<SearchResult>;
  /** Nothing to show yet, or nothing found: the blog's categories and newest posts. */
  browse?: { categories: Category[]; recent: PostSummary[] };
  /** A Czech search that found no Czech post: the English posts the same words find. */
  english?: PostList<SearchResult>;
};

/** The blog's categories and newest posts; none of either when they cannot be read now. */
async function browseOf(posts: PostsService, ask: Ask) {
  const [categories, latest] = await Promise.all([
    posts.categoriesCached(ask).then(
      (cached) => cached.value,
      () => [],
    ),
    loadLatestPosts(posts, ask),
  ]);
  return { categories, recent: latest.posts };
}

/** The first page of what the words find on the English blog; undefined when nothing or unavailable. */
async function englishOf(posts: PostsService, query: string, ask: Ask) {
  try {
    const { value } = await posts.searchCached(query, 1, { ...ask, lang: "en" });
    return value.totalPosts > 0 ? withSnippets(value, query) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A result: the post's summary and, when the words are in its body only, the words there in context (one line
 * per block of the body, so a heading is not run into the paragraph after it).
 */
export type SearchResult = PostSummary & { snippet?: string };

/** The results, each with a snippet of its body when its title and excerpt do not show the words. */
function withSnippets(list: PostList, query: string): PostList<SearchResult> {
  const words = searchWords(query);
  const shown = (post: Post) => `${htmlToText(post.title.rendered)} ${htmlToText(post.excerpt.rendered)}`;
  const summaries = withSummaries(list).data;
  return {
    ...list,
    data: list.data.map((post, i) => {
      const snippet = snippetAround(shown(post), words)
        ? undefined
        : snippetAround(htmlToLines(post.content.rendered), words);
      return { ...summaries[i]!, ...(snippet && { snippet }) };
    }),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const ask = askOf(request, context);
  const { lang } = ask;
  const query = cleanQuery(url.searchParams.get("q") ?? "");
  const page = pageFromSearch(url.searchParams);
  // Results can show any post, a new one too: a list, named with every post it shows.
  type Answer = { init?: ResponseInit; more?: Partial<SearchData> };
  const answer = (state: SearchData["state"], { init = {}, more = {} }: Answer = {}) => {
    const shown = [...(more.list?.data ?? []), ...(more.browse?.recent ?? []), ...(more.english?.data ?? [])];
    const keys = surrogateKeys({
      lang,
      is: [LISTS_KEY, `search-${lang}`],
      posts: shown.map((post) => post.slug),
    });
    const headers = { ...keys, ...(init.headers as Record<string, string> | undefined) };
    return data<SearchData>({ lang, query, page: page ?? 1, state, ...more }, { ...init, headers });
  };
  const { posts } = context.services;
  if (query === "") return answer("prompt", { more: { browse: await browseOf(posts, ask) } });
  if (query.length > MAX_SEARCH_LENGTH)
    return data<SearchData>({ lang, query: "", page: 1, state: "too-long" }, { status: 400 });
  if (page === null) throw redirect(searchPath(lang, query));
  if (searchWords(query).length === 0) return answer("no-words");
  let list: PostList;
  let headers: Record<string, string>;
  try {
    const cached = await posts.searchCached(query, page, ask);
    list = cached.value;
    headers = ageHeader(cached);
  } catch (error) {
    log.error(`Search unavailable: ${messageOf(error)}`);
    return answer("failed", { init: unavailableInit(error) });
  }
  // Past the last page of results (an old link): the last page there is.
  if (page > 1 && page > list.totalPages && list.totalPages > 0)
    throw redirect(searchPath(lang, query, list.totalPages));
  if (list.totalPosts > 0)
    return answer("results", { init: { headers }, more: { list: withSnippets(list, query) } });
  const [browse, english] = await Promise.all([
    browseOf(posts, ask),
    lang === "cs" ? englishOf(posts, query, ask) : undefined,
  ]);
  return answer("results", { init: { headers }, more: { list, browse, ...(english && { english }) } });
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const lang = localeOf(location.pathname);
  const t = messagesFor(lang).search;
  const query = loaderData?.query ?? "";
  return [
    ...seo(matches, {
      title: query ? t.titleFor(query) : t.title,
      description: t.description,
      path: searchPath(lang, query, loaderData?.page),
      card: pageSocialCard(blogListPath(lang, 1)),
      alternates: { en: searchPath("en", query), cs: searchPath("cs", query) },
    }),
    // Search pages are for visitors, not for search engines' indexes.
    { name: "robots", content: "noindex" },
  ];
};

export default function BlogSearch({ loaderData }: Route.ComponentProps) {
  const { lang, query, page, state, list, browse, english } = loaderData;
  const t = useMessages().search;
  return (
    <div className="mx-auto max-w-4xl px-4 pt-28 pb-16 sm:px-6 lg:px-8">
      <h1 className="mb-8 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t.title}</h1>
      <SearchForm query={query} className="mb-10" />
      <section aria-label={t.results} data-testid="search-answer">
        {state === "results" && list && list.totalPosts > 0 ? (
          <SearchResults query={query} page={page} list={list} />
        ) : (
          <Message role={state === "too-long" || state === "failed" ? "alert" : undefined}>
            {state === "prompt" ? (
              t.prompt
            ) : state === "too-long" ? (
              t.tooLong(MAX_SEARCH_LENGTH)
            ) : state === "no-words" ? (
              t.noWords
            ) : state === "failed" ? (
              t.failed
            ) : (
              <>
                {t.none(query)} {t.noneHint}
              </>
            )}
            {state === "results" ? (
              <Link to={blogListPath(lang, 1)} className="mt-4 block font-semibold text-brand-700 underline">
                {t.allPosts}
              </Link>
            ) : null}
          </Message>
        )}
        {english ? <EnglishResults query={query} english={english} /> : null}
        {browse ? <BrowseBlog categories={browse.categories} recent={browse.recent} /> : null}
      </section>
    </div>
  );
}

function Message({ role, children }: { role?: "alert"; children: React.ReactNode }) {
  return (
    <div
      role={role}
      data-testid="search-message"
      className="max-w-xl rounded-2xl border border-line bg-mist px-6 py-8 text-ink"
    >
      {children}
    </div>
  );
}
