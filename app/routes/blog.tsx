import { useQuery } from "@tanstack/react-query";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/blog";
import { BlogHero } from "~/components/blog/blog-hero";
import { useFocusOnNewPage } from "~/components/blog/page-focus";
import { blogPageHref, pageFromSearch } from "~/components/blog/page-param";
import { Pagination } from "~/components/blog/pagination";
import { PostGrid, PostGridSkeleton } from "~/components/blog/post-grid";
import { fetchPosts, POSTS_STALE_TIME, postsKey } from "~/components/blog/queries";
import { POSTS_PER_PAGE, type PostList, type PostSummary, withSummaries } from "~/lib/posts";
import { blogPageDescription, pages } from "~/content/pages";
import { seo } from "~/lib/seo";
import { pageCard } from "~/lib/social-cards";
import { ageHeader, pageHeaders } from "~/server/cache-control.server";
import { listPostsCached, unavailableInit } from "~/server/posts.server";

export const LIST_ERROR = "Failed to load blog posts. Please try again later.";

type ListData = { page: number; list: PostList<PostSummary> | null; failed: boolean };

/** First request: the posts are read on the server, so the first byte carries the whole list. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageFromSearch(new URL(request.url).searchParams);
  if (page === null) throw redirect("/blog");
  let list: PostList;
  let age: Record<string, string>;
  try {
    const cached = await listPostsCached(page, POSTS_PER_PAGE, context.client);
    list = cached.value;
    age = ageHeader(cached);
  } catch (error) {
    console.error("Blog list unavailable:", error instanceof Error ? error.message : error);
    return data<ListData>({ page, list: null, failed: true }, unavailableInit(error));
  }
  // Past the last page (an old link, a hand-typed number): the last page that exists.
  if (page > 1 && page > list.totalPages) throw redirect(blogPageHref(list.totalPages));
  return data<ListData>({ page, list: withSummaries(list), failed: false }, { headers: age });
}

/**
 * Navigations in the browser only read the page number; the posts come from TanStack Query (cached for
 * five minutes), so the new page shows its skeleton cards at once instead of waiting on the old page.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs): ListData {
  const page = pageFromSearch(new URL(request.url).searchParams);
  if (page === null) throw redirect("/blog");
  return { page, list: null, failed: false };
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const page = loaderData?.page ?? 1;
  return [
    ...seo(matches, {
      title: page > 1 ? `Research Blog, page ${page}` : pages["/blog"].title,
      description: blogPageDescription(page, loaderData?.list?.totalPages),
      path: blogPageHref(page),
      card: pageCard("/blog", page),
    }),
    ...(loaderData?.failed ? [{ name: "robots", content: "noindex" }] : []),
  ];
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { page, list, failed } = loaderData;
  const postsRef = useFocusOnNewPage(page);
  const query = useQuery<PostList<PostSummary>>({
    queryKey: postsKey(page),
    queryFn: ({ signal }) => fetchPosts(page, signal),
    initialData: list ?? undefined,
    // The server already tried and failed: show its answer rather than trying again behind the visitor's back.
    enabled: !failed,
    staleTime: POSTS_STALE_TIME,
  });

  return (
    <>
      <BlogHero />
      <section
        ref={postsRef}
        tabIndex={-1}
        aria-label="Posts"
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8"
      >
        {failed || query.isError ? (
          <p
            role="alert"
            className="mx-auto max-w-xl rounded-2xl border border-line bg-mist px-6 py-10 text-center text-ink"
          >
            {LIST_ERROR}
          </p>
        ) : query.data ? (
          <ListPage page={page} list={query.data} />
        ) : (
          <PostGridSkeleton />
        )}
      </section>
    </>
  );
}

function ListPage({ page, list }: { page: number; list: PostList<PostSummary> }) {
  if (list.data.length === 0) {
    const past = page > 1 && list.totalPages > 0;
    return (
      <div className="mx-auto max-w-xl rounded-2xl border border-line bg-mist px-6 py-10 text-center">
        <p className="text-ink">
          {past ? "There are no posts on this page." : "No posts have been published yet."}
        </p>
        {past ? (
          <Link
            to={blogPageHref(list.totalPages)}
            className="mt-4 inline-block font-semibold text-brand-700 underline"
          >
            Go to the last page
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
