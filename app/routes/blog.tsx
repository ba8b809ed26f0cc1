import { useQuery } from "@tanstack/react-query";
import { type ReactNode, Suspense, useEffect } from "react";
import { Await, data, Link, redirect } from "react-router";
import type { Route } from "./+types/blog";
import { BlogHero } from "~/components/blog/blog-hero";
import { BlogCategories, BlogFeed } from "~/components/blog/blog-nav";
import { SearchForm } from "~/components/blog/search-form";
import { useFocusOnNewPage } from "~/components/blog/page-focus";
import { pageFromSearch } from "~/lib/page-param";
import { blogListPath } from "~/lib/blog-urls";
import { Pagination } from "~/components/blog/pagination";
import { PostGrid, PostGridSkeleton } from "~/components/blog/post-grid";
import { fetchPosts, POSTS_STALE_TIME, postsKey } from "~/components/blog/queries";
import { type Category, type PostList, type PostSummary, withSummaries } from "~/lib/posts";
import { useMessages, messagesFor } from "~/content/messages";
import { en } from "~/content/messages/en";
import { blogPageDescription, pageFacts } from "~/content/pages";
import { type Locale, localeOf } from "~/content/locales";
import { seo } from "~/lib/seo";
import { pageSocialCard } from "~/lib/social-cards";
import { ageHeader, pageHeaders, unavailableInit } from "~/server/http/http.server";
import { type Ask, askOf, type PostsService } from "~/server/posts/posts.server";
import { LISTS_KEY, surrogateKeys } from "~/server/changes/changes.server";
import { log, messageOf } from "~/server/log/log.server";

export const LIST_ERROR = en.blog.listError;

/** The categories (above the grid) and, on the Czech blog, how many posts are in English (after it). */
type NavData = { categories: Category[]; englishPosts?: number };

type ListData = {
  page: number;
  list: PostList<PostSummary> | null;
  failed: boolean;
  lang: Locale;
  nav?: NavData | Promise<NavData | undefined>;
};

/** The blog's categories and, on a Czech blog that lists Czech posts only, the English blog's count. */
async function navOf(posts: PostsService, list: PostList, ask: Ask & { lang: Locale }): Promise<NavData> {
  const [categories, english] = await Promise.all([
    posts.categoriesCached(ask).then(
      (cached) => cached.value,
      () => [],
    ),
    ask.lang === "cs" && list.data.every((post) => post.lang === "cs")
      ? posts.listPostsCached(1, { ...ask, lang: "en" }).then(
          (cached) => cached.value.totalPosts,
          () => undefined,
        )
      : undefined,
  ]);
  return { categories, ...(english && { englishPosts: english }) };
}

/** First request: the posts are read on the server, so the first byte carries the whole list. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ask = askOf(request, context);
  const { lang } = ask;
  const page = pageFromSearch(new URL(request.url).searchParams);
  if (page === null) throw redirect(blogListPath(lang, 1));
  let list: PostList;
  let age: Record<string, string>;
  try {
    const cached = await context.services.posts.listPostsCached(page, ask);
    list = cached.value;
    age = ageHeader(cached);
  } catch (error) {
    log.error(`Blog list unavailable: ${messageOf(error)}`);
    return data<ListData>({ page, list: null, failed: true, lang }, unavailableInit(error));
  }
  // Past the last page (an old link, a hand-typed number): the last page that exists.
  if (page > 1 && page > list.totalPages) throw redirect(blogListPath(lang, list.totalPages));
  const nav = await navOf(context.services.posts, list, ask);
  const keys = surrogateKeys({
    lang,
    is: [LISTS_KEY, `list-${lang}`, `list-${lang}-${page}`],
    posts: list.data.map((post) => post.slug),
  });
  return data<ListData>(
    { page, list: withSummaries(list), failed: false, lang, nav },
    { headers: { ...age, ...keys } },
  );
}

/** What each language's blog showed above its grid: the same on every page, so a page turn reuses it. */
const navShown = new Map<Locale, NavData>();

/**
 * Navigations in the browser only read the page number; the posts come from TanStack Query (cached for
 * five minutes), so the new page shows its skeleton cards at once instead of waiting on the old page.
 * The categories come from the server once per language.
 */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs): ListData {
  const url = new URL(request.url);
  const lang = localeOf(url.pathname);
  const page = pageFromSearch(url.searchParams);
  if (page === null) throw redirect(blogListPath(lang, 1));
  const nav =
    navShown.get(lang) ??
    serverLoader().then(
      (answer) => {
        if (answer.nav instanceof Promise || !answer.nav) return undefined;
        navShown.set(lang, answer.nav);
        return answer.nav;
      },
      () => undefined,
    );
  return { page, list: null, failed: false, lang, nav };
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const page = loaderData?.page ?? 1;
  const lang = localeOf(location.pathname);
  return [
    ...seo(matches, {
      title: page > 1 ? messagesFor(lang).blog.listTitle(page) : pageFacts("blog", lang).title,
      description: blogPageDescription(page, loaderData?.list?.totalPages, lang),
      path: blogListPath(lang, page),
      card: pageSocialCard(blogListPath(lang, 1), page),
    }),
    ...(loaderData?.failed ? [{ name: "robots", content: "noindex" }] : []),
  ];
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { page, list, failed, lang, nav } = loaderData;
  const t = useMessages().blog;
  const postsRef = useFocusOnNewPage(page);
  useEffect(() => {
    if (nav && !(nav instanceof Promise)) navShown.set(lang, nav);
  }, [nav, lang]);
  const query = useQuery<PostList<PostSummary>>({
    queryKey: postsKey(page, lang),
    queryFn: ({ signal }) => fetchPosts(page, signal, lang),
    initialData: list ?? undefined,
    // The server already tried and failed: show its answer rather than trying again behind the visitor's back.
    enabled: !failed,
    staleTime: POSTS_STALE_TIME,
  });

  return (
    <>
      <BlogHero />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        {/* Outside the posts' region, so a page turn's focus on the posts leads to a post with the next Tab. */}
        <WithNav nav={nav}>{({ categories }) => <BlogCategories categories={categories} />}</WithNav>
        <section ref={postsRef} tabIndex={-1} aria-label={t.posts}>
          {failed || query.isError ? (
            <p
              role="alert"
              className="mx-auto max-w-xl rounded-2xl border border-line bg-mist px-6 py-10 text-center text-ink"
            >
              {t.listError}
            </p>
          ) : query.data ? (
            <ListPage page={page} list={query.data} lang={lang} />
          ) : (
            <PostGridSkeleton />
          )}
        </section>
        {/* After the posts, so the first screen shows a post at every width (375 x 667 too). */}
        <div className="mt-16 flex flex-col gap-6 border-t border-line pt-10 sm:flex-row sm:items-start sm:justify-between">
          <SearchForm />
          <WithNav nav={nav}>{({ englishPosts }) => <BlogFeed englishPosts={englishPosts} />}</WithNav>
        </div>
      </div>
    </>
  );
}

/** Read on the server, or known from an earlier page: drawn at once. Read now: drawn when it comes. */
function WithNav({ nav, children }: { nav: ListData["nav"]; children: (nav: NavData) => ReactNode }) {
  if (!(nav instanceof Promise)) return nav ? children(nav) : null;
  return (
    <Suspense fallback={null}>
      <Await resolve={nav} errorElement={null}>
        {(resolved) => (resolved ? children(resolved) : null)}
      </Await>
    </Suspense>
  );
}

function ListPage({ page, list, lang }: { page: number; list: PostList<PostSummary>; lang: Locale }) {
  const t = useMessages().blog;
  if (list.data.length === 0) {
    const past = page > 1 && list.totalPages > 0;
    return (
      <div className="mx-auto max-w-xl rounded-2xl border border-line bg-mist px-6 py-10 text-center">
        <p className="text-ink">{past ? t.noPostsOnPage : t.noPosts}</p>
        {past ? (
          <Link
            to={blogListPath(lang, list.totalPages)}
            className="mt-4 inline-block font-semibold text-brand-700 underline"
          >
            {t.lastPage}
          </Link>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <PostGrid posts={list.data} />
      <Pagination page={page} totalPages={list.totalPages} />
    </>
  );
}
