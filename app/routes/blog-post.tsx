import { useQuery } from "@tanstack/react-query";
import { useContext, useEffect, useMemo } from "react";
import { data, redirect } from "react-router";
import { loadBlockStyles } from "~/components/blog/block-style-sheet";
import type { Route } from "./+types/blog-post";
import { EnglishOnlyNotice } from "~/components/blog/english-only";
import { PostArticle } from "~/components/blog/post-article";
import { PostNeighboursSection } from "~/components/blog/post-neighbours";
import { type FormattedReference, PostCite } from "~/components/blog/post-cite";
import { authorName, featuredImage, postAlternates, postByline } from "~/lib/post-fields";
import { PostNotFound, PostSkeleton } from "~/components/blog/post-states";
import { ClientMiss, movedTarget, useFollowMove } from "~/components/blog/client-miss";
import { fetchPost, POSTS_STALE_TIME, postKey } from "~/components/blog/queries";
import { SetAlternatesContext } from "~/components/layout/language-switch";
import { company } from "~/content/company";
import { messagesFor } from "~/content/messages";
import { pageFacts } from "~/content/pages";
import { postPath } from "~/lib/blog-urls";
import { type Locale, localeOf } from "~/content/locales";
import { type Alternates } from "~/lib/i18n";
import { logoJsonLd } from "~/lib/organization";
import { authorJsonLd, doiIdentifier, highwireTags } from "~/lib/scholarly";
import type { Post, PostNeighbours } from "~/lib/posts";
import { bodyInMarkupOnly, withBodyFromMarkup } from "~/lib/post-body";
import { htmlToText } from "~/lib/html-text";
import { isPipelineSource, largestImageUrl, socialImageUrl } from "~/lib/images";
import { absoluteImageUrl } from "~/lib/same-origin";
import { postBreadcrumbs, postDescription, seo, siteUrlFrom, withBrand } from "~/lib/seo";
import { postSocialCard, SOCIAL_CARD_SIZE } from "~/lib/social-cards";
import { ageHeader, pageHeaders, SHARED_FIVE_MINUTES, unavailableInit } from "~/server/http/http.server";
import { type Ask, askOf, type PostsService } from "~/server/posts/posts.server";
import { type PostTimes, postTimes, referenceOf } from "~/server/seo/seo.server";
import { keyOfPost, surrogateKeys } from "~/server/changes/changes.server";
import { log, messageOf } from "~/server/log/log.server";

/**
 * "ok": the server found the post; "not-found" / "failed": it answered 404 / 503; "client": the browser fetches;
 * "english-only": a Czech address of a post that exists in English only (`englishTitle`).
 */
type PostData = {
  slug: string;
  lang: Locale;
  post: Post | null;
  state: "ok" | "not-found" | "failed" | "client" | "english-only" | "moved";
  movedTo?: string; // "moved": a renamed post's new address, from the server's redirect
  times?: PostTimes;
  /** The post's page in each language (the language switch and hreflang read it). */
  alternates?: Alternates;
  /** Where the language switch leads when it is not an alternate (an English-only post's Czech notice). */
  switchTo?: Alternates;
  /** Where the end of the post leads; null when that could not be read (the post is shown without it). */
  around?: PostNeighbours | null | Promise<PostNeighbours | null>;
  englishTitle?: string;
  /** The post's reference, formatted on the server in the page's language (its Cite section). */
  reference?: FormattedReference;
  /** After a navigation in the browser: the server's answer, read for what the proxy cannot say. */
  server?: Promise<PostData | null>;
};

/** An English post with no Czech twin: its Czech address explains that, rather than Post Not Found. */
const englishOnly = (post: Post) => post.lang === "en" && !post.translations?.cs;

const neighbourSlugs = (around: PostNeighbours | null): string[] =>
  around
    ? [around.previous, around.next, ...around.related].flatMap((link) => (link ? [link.slug] : []))
    : [];

async function aroundOf(posts: PostsService, post: Post, ask: Ask) {
  try {
    return await posts.aroundCached(post, ask);
  } catch (error) {
    log.error(`Posts around "${post.slug}" unavailable: ${messageOf(error)}`);
    return null;
  }
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  await loadBlockStyles(); // read by the render (block-style-sheet.tsx)
  const { slug } = params;
  const ask = askOf(request, context);
  const { lang } = ask;
  const { posts, config, references } = context.services;
  try {
    const cached = await posts.getPostBySlugCached(slug, ask);
    const post = cached.value.data[0];
    if (!post) {
      const english =
        lang === "cs" ? (await posts.getPostBySlug(slug, { ...ask, lang: "en" })).data[0] : undefined;
      if (english && englishOnly(english)) {
        const alternates = { en: postPath(slug, "en") };
        const englishTitle = htmlToText(english.title.rendered);
        return data<PostData>(
          { slug, lang, post: null, state: "english-only", alternates, englishTitle },
          { headers: surrogateKeys({ lang, is: [keyOfPost(slug)] }) },
        );
      }
      // A renamed post keeps its old address: one permanent redirect, kept by every cache like a page.
      const moved = await posts.findMoved(slug, ask);
      if (moved)
        return redirect(postPath(moved, lang), {
          status: 301,
          // Purged when either post changes: trashing the target drops the redirect to it.
          headers: {
            "Cache-Control": SHARED_FIVE_MINUTES,
            ...surrogateKeys({ lang, is: [keyOfPost(slug), keyOfPost(moved)] }),
          },
        });
      return data<PostData>({ slug, lang, post: null, state: "not-found" }, { status: 404 });
    }
    const alternates = postAlternates(post);
    const [aroundCached, reference] = await Promise.all([
      aroundOf(posts, post, ask),
      referenceOf(references, post, config.siteUrl, lang, config.siteTimeZone),
    ]);
    const around = aroundCached?.value ?? null;
    // The page is as old as the oldest data it shows: its end may come from an index read before the post.
    const age = Math.max(cached.age, aroundCached?.age ?? 0);
    // The post, its translations and the posts it links to at its end.
    const shown = [...Object.values(post.translations ?? {}), ...neighbourSlugs(around)];
    return data<PostData>(
      {
        slug,
        lang,
        // Its body goes to the page once, in the markup (decision 069).
        post: bodyInMarkupOnly(post),
        state: "ok",
        times: postTimes(post, config.siteTimeZone),
        reference,
        alternates,
        ...(englishOnly(post) && { switchTo: { ...alternates, cs: postPath(slug, "cs") } }),
        around,
      },
      { headers: { ...ageHeader({ age }), ...surrogateKeys({ lang, is: [keyOfPost(slug)], posts: shown }) } },
    );
  } catch (error) {
    log.error(`Blog post "${slug}" unavailable: ${messageOf(error)}`);
    return data<PostData>({ slug, lang, post: null, state: "failed" }, unavailableInit(error));
  }
}

/**
 * Navigations in the browser show the skeleton at once; TanStack Query fetches the post through the proxy, and
 * the server's answer says whether a missing Czech post exists in English only.
 */
export function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs): Promise<PostData> {
  const lang = localeOf(new URL(request.url).pathname);
  const server = serverLoader().then(
    (answer) => answer as PostData,
    // A renamed post's old address: the server's redirect arrives thrown, read for its target.
    (thrown: unknown): PostData | null => {
      const movedTo = movedTarget(thrown);
      return movedTo ? { slug: params.slug, lang, post: null, state: "moved", movedTo } : null;
    },
  );
  const shown: PostData = { slug: params.slug, lang, post: null, state: "client", server };
  // The post shown next needs the block styles' rules (block-style-sheet.tsx): the first navigation to a post
  // loads them (a few KB, beside the post's own request) before it is drawn, so its blocks never show unstyled.
  return loadBlockStyles().then(
    () => shown,
    () => shown,
  );
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData, params, location }) => {
  const lang = localeOf(location.pathname);
  const t = messagesFor(lang).blog;
  const path = postPath(params.slug, lang);
  const post = loaderData?.post;
  if (!post) {
    if (loaderData?.state === "english-only")
      return [
        ...seo(matches, {
          title: loaderData.englishTitle ?? t.title,
          description: messagesFor(lang).blogLinks.englishOnlyDescription,
          path,
          alternates: loaderData.alternates,
        }),
        { name: "robots", content: "noindex" },
      ];
    if (loaderData?.state === "client")
      return seo(matches, { title: t.title, description: pageFacts("blog", lang).description, path });
    return [
      ...seo(matches, { title: t.notFoundTitle, description: t.notFoundDescription, path }),
      { name: "robots", content: "noindex" },
    ];
  }
  const title = htmlToText(post.title.rendered);
  // An SEO plugin's texts (Yoast SEO's yoast_head_json) win; the canonical address stays ours. Its social image
  // (a photograph of any size and type) is shown as the image endpoint's 1200x630 JPEG; without one, the
  // post's drawn card (docs/wordpress.md).
  const yoast = post.yoast_head_json;
  const description = yoast?.description ?? postDescription(title, htmlToText(post.excerpt.rendered), lang);
  const base = siteUrlFrom(matches);
  const author = authorName(post);
  const card = postSocialCard(post.slug, title, postByline(post, lang), lang);
  const social = yoast?.og_image?.url;
  const chosen = social && isPipelineSource(social) ? socialImageUrl(social) : undefined;
  const cardImage = {
    "@type": "ImageObject",
    url: base + (chosen ?? card.path),
    width: SOCIAL_CARD_SIZE.width,
    height: SOCIAL_CARD_SIZE.height,
  };
  // The cover as WordPress or the post names it, beside the card; the card alone when there is no cover.
  const featured = featuredImage(post);
  const cover = featured && absoluteImageUrl(largestImageUrl(featured.src, featured.intrinsicWidth), base);
  const { published, modified } = loaderData?.times ?? {};
  const posting = {
    "@context": "https://schema.org",
    // A post with a DOI is a paper: a ScholarlyArticle, identified by its DOI.
    "@type": post.doi ? "ScholarlyArticle" : "BlogPosting",
    ...(post.doi && { identifier: doiIdentifier(post.doi) }),
    headline: title,
    description,
    inLanguage: post.lang ?? "en",
    ...(published && { datePublished: published }),
    ...(modified && { dateModified: modified }),
    url: base + path,
    mainEntityOfPage: { "@type": "WebPage", "@id": base + path, inLanguage: lang },
    image: cover ? [cover, cardImage] : [cardImage],
    ...(author && { author: authorJsonLd(post) }),
    publisher: {
      "@type": "Organization",
      name: company.legalName,
      url: `${base}/`,
      logo: logoJsonLd(base),
    },
  };
  return seo(matches, {
    title,
    description,
    path,
    card,
    ...(chosen && { cardImage: { path: chosen, type: "image/jpeg" } }),
    documentTitle: yoast?.title,
    socialTitle: yoast?.og_title ?? yoast?.title,
    socialDescription: yoast?.og_description,
    type: "article",
    alternates: loaderData?.alternates,
    extra: [
      ...(published ? [{ property: "article:published_time", content: published }] : []),
      ...(modified ? [{ property: "article:modified_time", content: modified }] : []),
      ...(author ? [{ property: "article:author", content: author }] : []),
      ...highwireTags(post, title, lang),
      { "script:ld+json": posting },
      { "script:ld+json": postBreadcrumbs(base, title, path, lang) },
    ],
  });
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { slug, lang, state, around, server } = loaderData;
  // The page the browser hydrates has the body in its markup, not in its data.
  const loaded = useMemo(() => loaderData.post && withBodyFromMarkup(loaderData.post), [loaderData.post]);
  const query = useQuery({
    queryKey: postKey(slug, lang),
    queryFn: ({ signal }) => fetchPost(slug, signal, lang),
    initialData: loaded ?? undefined,
    // The server already answered "no such post" or "unavailable": nothing to fetch again.
    enabled: !!slug && (state === "ok" || state === "client"),
    staleTime: POSTS_STALE_TIME,
  });
  const post = query.data;

  // A post fetched in the browser has no loader data for <Meta>: name the tab after it here, and tell the
  // language switch where its translation is.
  const setAlternates = useContext(SetAlternatesContext);
  useEffect(() => {
    if (state !== "client" || !post) return;
    document.title = withBrand(htmlToText(post.title.rendered));
    const alternates = postAlternates(post);
    setAlternates(englishOnly(post) ? { ...alternates, cs: postPath(post.slug, "cs") } : alternates);
    return () => setAlternates(undefined);
  }, [state, post, setAlternates]);

  // A link inside the site to a renamed post's old address: go on to its new one, as a typed address does.
  useFollowMove(state === "client" ? server : undefined);

  if (state === "english-only")
    return <EnglishOnlyNotice slug={slug} title={loaderData.englishTitle ?? ""} />;
  if (state === "client" && query.isError && server) return <ClientMiss slug={slug} server={server} />;
  if (state === "not-found" || state === "failed" || query.isError) return <PostNotFound />;
  if (!post) return <PostSkeleton />;
  // After a navigation in the browser, the reference comes with the server's answer.
  const reference = state === "client" ? server?.then((answer) => answer?.reference) : loaderData.reference;
  const after = (
    <>
      <PostCite slug={post.slug} reference={reference} />
      <PostNeighboursSection around={around} />
    </>
  );
  return <PostArticle post={post} after={after} />;
}
