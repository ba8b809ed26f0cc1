// /blog/category/:slug: one category's posts, with the blog list's cards, skeletons and pagination.
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/blog-category";
import { BlogHero } from "~/components/blog/blog-hero";
import { useFocusOnNewPage } from "~/components/blog/page-focus";
import { categoryPageHref, pageFromSearch } from "~/components/blog/page-param";
import { Pagination } from "~/components/blog/pagination";
import { PostGrid, PostGridSkeleton } from "~/components/blog/post-grid";
import { categoryKey, fetchCategoryPosts, POSTS_STALE_TIME } from "~/components/blog/queries";
import { company } from "~/content/company";
import { htmlToText } from "~/lib/html-text";
import { type CategoryList, POSTS_PER_PAGE, type PostSummary, withSummaries } from "~/lib/posts";
import { seo } from "~/lib/seo";
import { ageHeader, pageHeaders } from "~/server/cache-control.server";
import { listCategoryCached, unavailableInit } from "~/server/posts.server";
import { LIST_ERROR } from "./blog";

export const CATEGORY_NOT_FOUND = "Category Not Found";

type CategoryData = {
  slug: string;
  page: number;
  list: CategoryList<PostSummary> | null;
  state: "ok" | "not-found" | "failed" | "client";
};

const heading = (list: CategoryList<PostSummary>) => htmlToText(list.category?.name ?? "");
const pageTitle = (name: string, page: number) =>
  page > 1 ? `${name}: Research Blog, page ${page}` : `${name}: Research Blog`;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { slug } = params;
  const page = pageFromSearch(new URL(request.url).searchParams);
  if (page === null) throw redirect(categoryPageHref(slug, 1));
  try {
    const cached = await listCategoryCached(slug, page, POSTS_PER_PAGE, context.client);
    const list = cached.value;
    if (!list.category)
      return data<CategoryData>({ slug, page, list: null, state: "not-found" }, { status: 404 });
    if (page > 1 && page > list.totalPages) throw redirect(categoryPageHref(slug, list.totalPages));
    return data<CategoryData>(
      { slug, page, list: withSummaries(list), state: "ok" },
      { headers: ageHeader(cached) },
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(`Category "${slug}" unavailable:`, error instanceof Error ? error.message : error);
    return data<CategoryData>({ slug, page, list: null, state: "failed" }, unavailableInit(error));
  }
}

/** As on /blog: a navigation shows the skeleton cards at once and the posts come through the proxy. */
export function clientLoader({ params, request }: Route.ClientLoaderArgs): CategoryData {
  const page = pageFromSearch(new URL(request.url).searchParams);
  if (page === null) throw redirect(categoryPageHref(params.slug, 1));
  return { slug: params.slug, page, list: null, state: "client" };
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const page = loaderData?.page ?? 1;
  const path = categoryPageHref(params.slug, page);
  const list = loaderData?.list;
  if (!list) {
    return [
      ...seo(matches, {
        title: loaderData?.state === "client" ? "Research Blog" : CATEGORY_NOT_FOUND,
        description: "Research Blog",
        path,
      }),
      ...(loaderData?.state === "client" ? [] : [{ name: "robots", content: "noindex" }]),
    ];
  }
  const name = heading(list);
  return seo(matches, {
    title: pageTitle(name, page),
    description: `Posts about ${name} from the research blog: nanofiber technology and biomaterials science.${page > 1 ? ` Page ${page}.` : ""}`,
    path,
  });
};

export default function BlogCategory({ loaderData }: Route.ComponentProps) {
  const { slug, page, list, state } = loaderData;
  const postsRef = useFocusOnNewPage(page);
  const query = useQuery<CategoryList<PostSummary>>({
    queryKey: categoryKey(slug, page),
    queryFn: ({ signal }) => fetchCategoryPosts(slug, page, signal),
    initialData: list ?? undefined,
    enabled: state === "ok" || state === "client",
    staleTime: POSTS_STALE_TIME,
  });
  const found = query.data && query.data.category ? query.data : null;
  const missing = state === "not-found" || (query.data && !query.data.category);

  // Fetched in the browser, the category has no loader data for <Meta>: name the tab after it here.
  const name = found ? heading(found) : null;
  useEffect(() => {
    if (state === "client" && name) document.title = `${pageTitle(name, page)} | ${company.brand}`;
  }, [state, name, page]);

  return (
    <>
      <BlogHero
        title={found ? heading(found) : missing ? CATEGORY_NOT_FOUND : "Research Blog"}
        subtitle={
          missing
            ? "There is no such category on the research blog."
            : "Posts in this category of the Research Blog"
        }
      />
      <section
        ref={postsRef}
        tabIndex={-1}
        aria-label="Posts"
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8"
      >
        {state === "failed" || query.isError ? (
          <p
            role="alert"
            className="mx-auto max-w-xl rounded-2xl border border-line bg-mist px-6 py-10 text-center text-ink"
          >
            {LIST_ERROR}
          </p>
        ) : missing ? (
          <p className="mx-auto max-w-xl rounded-2xl border border-line bg-mist px-6 py-10 text-center text-ink">
            <Link to="/blog" className="font-semibold text-brand-700 underline">
              See all posts
            </Link>
          </p>
        ) : found ? (
          found.data.length > 0 ? (
            <>
              <PostGrid posts={found.data} />
              <Pagination page={page} totalPages={found.totalPages} href={(n) => categoryPageHref(slug, n)} />
            </>
          ) : (
            <p className="mx-auto max-w-xl rounded-2xl border border-line bg-mist px-6 py-10 text-center text-ink">
              No posts have been published in this category yet.
            </p>
          )
        ) : (
          <PostGridSkeleton />
        )}
      </section>
    </>
  );
}
