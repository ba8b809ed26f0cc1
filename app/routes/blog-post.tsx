import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import "~/components/blog/prose-post.css";
import { PostArticle } from "~/components/blog/post-article";
import { authorName, featuredImage, truncate } from "~/components/blog/post-fields";
import { NOT_FOUND_HEADING, NOT_FOUND_TEXT, PostNotFound, PostSkeleton } from "~/components/blog/post-states";
import { fetchPost, POSTS_STALE_TIME, postKey } from "~/components/blog/queries";
import { company } from "~/content/company";
import type { Post } from "~/lib/posts";
import { htmlToText } from "~/lib/html-text";
import { absoluteImageUrl } from "~/lib/same-origin";
import { seo, siteUrlFrom } from "~/lib/seo";
import { ageHeader, pageHeaders } from "~/server/cache-control.server";
import { getPostBySlugCached, unavailableInit } from "~/server/posts.server";

/** "ok": the server found the post; "not-found" / "failed": it answered 404 / 503; "client": the browser fetches. */
type PostData = { slug: string; post: Post | null; state: "ok" | "not-found" | "failed" | "client" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { slug } = params;
  try {
    const cached = await getPostBySlugCached(slug, context.client);
    const post = cached.value.data[0];
    if (!post) return data<PostData>({ slug, post: null, state: "not-found" }, { status: 404 });
    return data<PostData>({ slug, post, state: "ok" }, { headers: ageHeader(cached) });
  } catch (error) {
    console.error(`Blog post "${slug}" unavailable:`, error instanceof Error ? error.message : error);
    return data<PostData>({ slug, post: null, state: "failed" }, unavailableInit(error));
  }
}

/** Navigations in the browser show the skeleton at once; TanStack Query fetches the post through the proxy. */
export function clientLoader({ params }: Route.ClientLoaderArgs): PostData {
  return { slug: params.slug, post: null, state: "client" };
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const path = `/blog/${params.slug}`;
  const post = loaderData?.post;
  if (!post) {
    if (loaderData?.state === "client")
      return seo(matches, { title: "Research Blog", description: "Research Blog", path });
    return [
      ...seo(matches, { title: NOT_FOUND_HEADING, description: NOT_FOUND_TEXT, path }),
      { name: "robots", content: "noindex" },
    ];
  }
  const title = htmlToText(post.title.rendered);
  // An SEO plugin's values (Yoast SEO's yoast_head_json) win; the canonical address stays ours.
  const yoast = post.yoast_head_json;
  const description = yoast?.description ?? truncate(htmlToText(post.excerpt.rendered), 160);
  const image = yoast?.og_image?.[0]?.url ?? featuredImage(post)?.src;
  const base = siteUrlFrom(matches);
  const imageUrl = absoluteImageUrl(image, base);
  const author = authorName(post);
  const posting = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: title,
    description,
    ...(post.date && { datePublished: post.date }),
    url: base + path,
    mainEntityOfPage: { "@type": "WebPage", "@id": base + path },
    ...(imageUrl && { image: imageUrl }),
    ...(author && { author: { "@type": "Person", name: author } }),
    publisher: { "@type": "Organization", name: company.legalName, url: base || undefined },
  };
  return seo(matches, {
    title,
    description,
    path,
    image,
    documentTitle: yoast?.title,
    socialTitle: yoast?.og_title ?? yoast?.title,
    socialDescription: yoast?.og_description,
    type: "article",
    extra: [{ "script:ld+json": posting }, { "script:ld+json": breadcrumbs(base, title, path) }],
  });
};

/** Home > Research Blog > the post, for search results that show where a page sits. */
function breadcrumbs(base: string, title: string, path: string) {
  const crumbs = [
    { name: "Home", url: `${base}/` },
    { name: "Research Blog", url: `${base}/blog` },
    { name: title, url: base + path },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { slug, post: loaded, state } = loaderData;
  const query = useQuery({
    queryKey: postKey(slug),
    queryFn: ({ signal }) => fetchPost(slug, signal),
    initialData: loaded ?? undefined,
    // The server already answered "no such post" or "unavailable": nothing to fetch again.
    enabled: !!slug && (state === "ok" || state === "client"),
    staleTime: POSTS_STALE_TIME,
  });
  const post = query.data;

  // A post fetched in the browser has no loader data for <Meta>: name the tab after it here.
  useEffect(() => {
    if (state === "client" && post) document.title = `${htmlToText(post.title.rendered)} | ${company.brand}`;
  }, [state, post]);

  if (state === "not-found" || state === "failed" || query.isError) return <PostNotFound />;
  if (!post) return <PostSkeleton />;
  return <PostArticle post={post} />;
}
