// /blog/category/:slug: one category's posts, with the blog list's cards, skeletons and pagination.
import { useQuery } from "@tanstack/react-query";
import { useContext, useEffect } from "react";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/blog-category";
import { BlogHero } from "~/components/blog/blog-hero";
import { SetAlternatesContext } from "~/components/layout/language-switch";
import { useFocusOnNewPage } from "~/components/blog/page-focus";
import { pageFromSearch } from "~/lib/page-param";
import { categoryPath } from "~/lib/blog-urls";
import { Pagination } from "~/components/blog/pagination";
import { PostGrid, PostGridSkeleton } from "~/components/blog/post-grid";
import { categoryKey, fetchCategoryPosts, POSTS_STALE_TIME } from "~/components/blog/queries";
import { messagesFor, useMessages } from "~/content/messages";
import { en } from "~/content/messages/en";
import { type Locale, localeOf, pathOf } from "~/content/locales";
import { categoryAlternates } from "~/lib/post-fields";
import type { Alternates } from "~/lib/i18n";
import { htmlToText } from "~/lib/html-text";
import { type CategoryList, type PostSummary } from "~/lib/posts";
import { seo, withBrand } from "~/lib/seo";
import { pageHeaders } from "~/server/http/http.server";
import { loadArchivePage } from "~/server/posts/posts.server";
import { LISTS_KEY, surrogateKeys } from "~/server/changes/changes.server";

export const CATEGORY_NOT_FOUND = en.blog.categoryNotFound;

type CategoryData = {
  slug: string;
  lang: Locale;
  page: number;
  list: CategoryList<PostSummary> | null;
  state: "ok" | "not-found" | "failed" | "client";
  /** The category's first page in each language it has posts in (hreflang; the language switch). */
  alternates?: Alternates;
  /** On a later page: where the language switch leads (the twin's first page). */
  switchTo?: Alternates;
};

const heading = (list: CategoryList<PostSummary>) => htmlToText(list.category?.name ?? "");
const pageTitle = (name: string, page: number, lang: Locale) =>
  messagesFor(lang).blog.categoryTitle(name, page);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { slug } = params;
  return loadArchivePage(
    { request, context },
    {
      slug,
      name: `Category "${slug}"`,
      path: (lang, page) => categoryPath(slug, lang, page),
      read: (page, ask) => context.services.posts.listCategoryCached(slug, page, ask),
      found: (list) => list.category !== null,
      keys: (list, lang) =>
        surrogateKeys({
          lang,
          is: [LISTS_KEY, `category-${lang}-${slug}`],
          posts: list.data.map((post) => post.slug),
        }),
      more: (list, lang, page) => {
        const twins = categoryAlternates(list.category!, lang);
        // hreflang pairs equal pages: the first pages; a later page has no twin, and the switch goes to the first.
        const alternates: Alternates = page === 1 ? twins : { [lang]: categoryPath(slug, lang, page) };
        return { alternates, switchTo: twins };
      },
    },
  );
}

/** As on /blog: a navigation shows the skeleton cards at once and the posts come through the proxy. */
export function clientLoader({ params, request }: Route.ClientLoaderArgs): CategoryData {
  const url = new URL(request.url);
  const lang = localeOf(url.pathname);
  const page = pageFromSearch(url.searchParams);
  if (page === null) throw redirect(categoryPath(params.slug, lang, 1));
  return { slug: params.slug, lang, page, list: null, state: "client" };
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData, params, location }) => {
  const page = loaderData?.page ?? 1;
  const lang = localeOf(location.pathname);
  const t = messagesFor(lang).blog;
  const path = categoryPath(params.slug, lang, page);
  const list = loaderData?.list;
  if (!list) {
    return [
      ...seo(matches, {
        title: loaderData?.state === "client" ? t.title : t.categoryNotFound,
        description: t.title,
        path,
      }),
      ...(loaderData?.state === "client" ? [] : [{ name: "robots", content: "noindex" }]),
    ];
  }
  const name = heading(list);
  return seo(matches, {
    title: pageTitle(name, page, lang),
    description: t.categoryDescription(name, page),
    path,
    // Categories have their own slugs in each language: the twin when the source pairs them.
    alternates: loaderData?.alternates ?? { [lang]: path },
  });
};

export default function BlogCategory({ loaderData }: Route.ComponentProps) {
  const { slug, lang, page, list, state } = loaderData;
  const t = useMessages().blog;
  const postsRef = useFocusOnNewPage(page);
  const query = useQuery<CategoryList<PostSummary>>({
    queryKey: categoryKey(slug, page, lang),
    queryFn: ({ signal }) => fetchCategoryPosts(slug, page, signal, lang),
    initialData: list ?? undefined,
    enabled: state === "ok" || state === "client",
    staleTime: POSTS_STALE_TIME,
  });
  const found = query.data && query.data.category ? query.data : null;
  const missing = state === "not-found" || (query.data && !query.data.category);

  // Fetched in the browser, the category has no loader data for <Meta>: name the tab after it here.
  const name = found ? heading(found) : null;
  useEffect(() => {
    if (state === "client" && name) document.title = withBrand(pageTitle(name, page, lang));
  }, [state, name, page, lang]);
  // ...and tell the language switch where its twin is.
  const setAlternates = useContext(SetAlternatesContext);
  const category = state === "client" ? found?.category : undefined;
  useEffect(() => {
    if (!category) return;
    setAlternates(categoryAlternates(category, lang));
    return () => setAlternates(undefined);
  }, [category, lang, setAlternates]);

  return (
    <>
      <BlogHero
        title={found ? heading(found) : missing ? t.categoryNotFound : t.title}
        subtitle={missing ? t.categoryNotFoundText : t.categorySubtitle}
      />
      <section
        ref={postsRef}
        tabIndex={-1}
        aria-label={t.posts}
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8"
      >
        {state === "failed" || query.isError ? (
          <p
            role="alert"
            className="mx-auto max-w-xl rounded-2xl border border-line bg-mist px-6 py-10 text-center text-ink"
          >
            {t.listError}
          </p>
        ) : missing ? (
          <p className="mx-auto max-w-xl rounded-2xl border border-line bg-mist px-6 py-10 text-center text-ink">
            <Link to={pathOf("blog", lang)} className="font-semibold text-brand-700 underline">
              {t.categoryAll}
            </Link>
          </p>
        ) : found ? (
          found.data.length > 0 ? (
            <>
              <PostGrid posts={found.data} />
              <Pagination
                page={page}
                totalPages={found.totalPages}
                href={(n) => categoryPath(slug, lang, n)}
              />
            </>
          ) : (
            <p className="mx-auto max-w-xl rounded-2xl border border-line bg-mist px-6 py-10 text-center text-ink">
              {t.categoryEmpty}
            </p>
          )
        ) : (
          <PostGridSkeleton />
        )}
      </section>
    </>
  );
}
