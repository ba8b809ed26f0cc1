// An editor's page at /{slug} or /cs/{slug}: WordPress's page (post type `page`) or content/pages/*.md, with
// the posts' sanitizer and block styles. Any address that is no published page is the site's 404 page.
import { useRef } from "react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/editor-page";
import { BlockStyleSheet, loadBlockStyles } from "~/components/blog/block-style-sheet";
import { useCoverVideos } from "~/components/blog/cover-videos";
import { useEmbedPlayers } from "~/components/blog/embed-players";
import { MessagePanel } from "~/components/message-panel";
import { NotFoundPage } from "~/components/not-found-page";
import { company } from "~/content/company";
import { messagesFor, useMessages } from "~/content/messages";
import { type Locale, localeOf, pathOf } from "~/content/locales";
import { editorPageCardPath, editorPagePath } from "~/lib/blog-urls";
import { htmlToText } from "~/lib/html-text";
import { type Alternates } from "~/lib/i18n";
import { editorPageAlternates } from "~/lib/post-fields";
import type { Post } from "~/lib/posts";
import { cutOnWord, DESCRIPTION_MIN, seo } from "~/lib/seo";
import { ageHeader, pageHeaders, SHARED_FIVE_MINUTES, unavailableInit } from "~/server/http/http.server";
import { keyOfPage, keyOfPost, surrogateKeys } from "~/server/changes/changes.server";
import { log, messageOf } from "~/server/log/log.server";
import { askOf } from "~/server/posts/posts.server";

type PageData = {
  lang: Locale;
  page: Post | null;
  /** "ok": shown; "not-found": the site's 404 page; "failed": the pages could not be read (503). */
  state: "ok" | "not-found" | "failed";
  alternates?: Alternates;
};

export async function loader({ params, context, request }: Route.LoaderArgs) {
  await loadBlockStyles(); // read by the render (block-style-sheet.tsx)
  const { slug } = params;
  const ask = askOf(request, context);
  const { lang } = ask;
  const { pages } = context.services;
  try {
    const cached = await pages.pageCached(slug, ask);
    const page = cached.value;
    if (!page) {
      // A renamed page keeps its old address, as a renamed post does.
      const moved = await pages.findMoved(slug, ask);
      if (moved)
        return redirect(editorPagePath(moved, lang), {
          status: 301,
          // Purged when either page changes: trashing the target drops the redirect to it.
          headers: {
            "Cache-Control": SHARED_FIVE_MINUTES,
            ...surrogateKeys({ lang, is: [keyOfPost(slug), keyOfPost(moved), keyOfPage(lang)] }),
          },
        });
      return data<PageData>({ lang, page: null, state: "not-found" }, { status: 404 });
    }
    const alternates = editorPageAlternates(page);
    const keys = surrogateKeys({ lang, is: [keyOfPost(slug), keyOfPage(lang)] });
    return data<PageData>(
      { lang, page, state: "ok", alternates },
      { headers: { ...ageHeader(cached), ...keys } },
    );
  } catch (error) {
    log.error(`Page "${slug}" unavailable: ${messageOf(error)}`);
    return data<PageData>({ lang, page: null, state: "failed" }, unavailableInit(error));
  }
}

/**
 * A navigation to a page: its data from the server as before, and the block styles' rules beside it
 * (block-style-sheet.tsx), so that the page is drawn with its blocks styled.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [answer] = await Promise.all([serverLoader(), loadBlockStyles().catch(() => undefined)]);
  return answer;
}

export const headers = pageHeaders;

/** The page's own description (an SEO plugin's, or its excerpt), or one made from its title. */
function descriptionOf(page: Post, title: string): string {
  const excerpt = htmlToText(page.excerpt.rendered)
    .replace(/\s*\[(…|\.\.\.)\]\s*$/, "")
    .trim();
  const own = page.yoast_head_json?.description ?? excerpt;
  return cutOnWord(own.length >= DESCRIPTION_MIN ? own : `${title}. ${company.legalName}.`);
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params, location }) => {
  const lang = localeOf(location.pathname);
  const page = loaderData?.page;
  if (!page) {
    const t = messagesFor(lang);
    const failed = loaderData?.state === "failed";
    return [
      ...seo(matches, {
        title: failed ? t.editorPage.unavailableTitle : t.notFound.title,
        description: failed ? t.editorPage.unavailableText : t.notFound.description,
        path: location.pathname,
      }),
      { name: "robots", content: "noindex" },
    ];
  }
  const title = htmlToText(page.title.rendered);
  const yoast = page.yoast_head_json;
  const description = descriptionOf(page, title);
  return seo(matches, {
    title,
    description,
    path: editorPagePath(params.slug, lang),
    card: { path: editorPageCardPath(page.slug, lang), alt: `${company.brand}: ${title}` },
    documentTitle: yoast?.title,
    socialTitle: yoast?.og_title ?? yoast?.title,
    socialDescription: yoast?.og_description,
    alternates: loaderData.alternates,
  });
};

export default function EditorPage({ loaderData }: Route.ComponentProps) {
  const { page, state, lang } = loaderData;
  if (state === "failed") return <Unavailable lang={lang} />;
  if (!page) return <NotFoundPage />;
  return <PageArticle page={page} />;
}

function PageArticle({ page }: { page: Post }) {
  const body = useRef<HTMLDivElement>(null);
  useEmbedPlayers(body);
  useCoverVideos(body);
  return (
    <article className="overflow-x-clip" data-testid="editor-page">
      <BlockStyleSheet html={page.content.rendered} />
      <header className="border-b border-line bg-mist pt-28 pb-10 sm:pt-32">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h1
            className="text-[1.75rem] leading-tight font-semibold tracking-tight text-balance text-ink sm:text-4xl"
            dangerouslySetInnerHTML={{ __html: page.title.rendered }}
          />
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <div
          ref={body}
          data-testid="editor-page-content"
          className="prose-post"
          dangerouslySetInnerHTML={{ __html: page.content.rendered }}
        />
      </div>
    </article>
  );
}

function Unavailable({ lang }: { lang: Locale }) {
  const t = useMessages();
  return (
    <MessagePanel
      look="title"
      heading={t.editorPage.unavailableTitle}
      text={t.editorPage.unavailableText}
      to={pathOf("home", lang)}
      action={t.notFound.home}
    />
  );
}
