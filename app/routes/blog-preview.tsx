// /blog/preview/:id?expires=...&token=...: WordPress's Preview button (wordpress/site-connector.php) opens a
// draft here. The token is checked before WordPress is asked; the draft is read with the application password,
// shown exactly as a post with a note, and never kept by any cache or indexed.
import { data } from "react-router";
import { en } from "~/content/messages/en";
import { loadBlockStyles } from "~/components/blog/block-style-sheet";
import type { Route } from "./+types/blog-preview";
import { PostArticle } from "~/components/blog/post-article";
import { NOT_FOUND_HEADING, NOT_FOUND_TEXT, PostNotFound } from "~/components/blog/post-states";
import { previewPath } from "~/lib/blog-urls";
import type { Post } from "~/lib/posts";
import { htmlToText } from "~/lib/html-text";
import { seo } from "~/lib/seo";
import { pageHeaders, unavailableInit } from "~/server/http/http.server";
import { verifyPreview } from "~/server/changes/changes.server";
import { log, messageOf } from "~/server/log/log.server";

export const PREVIEW_NOTE = en.blog.previewNote;

/** For one editor, now: no cache may keep it, no search engine may index it. */
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

type PreviewData = { post: Post | null; failed: boolean };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await loadBlockStyles(); // read by the render (block-style-sheet.tsx)
  const query = new URL(request.url).searchParams;
  const valid = verifyPreview(
    context.services.config.revalidateSecret,
    params.id,
    query.get("expires"),
    query.get("token"),
  );
  // A wrong or expired link never reaches WordPress.
  if (!valid) return data<PreviewData>({ post: null, failed: false }, { status: 404, headers: PRIVATE });
  try {
    // Each preview reaches WordPress: it counts against this client's budget (429 past it).
    const post = await context.services.posts.draft(Number(params.id), { client: context.client });
    return data<PreviewData>(
      { post: post ?? null, failed: false },
      { status: post ? 200 : 404, headers: PRIVATE },
    );
  } catch (error) {
    log.error(`Preview of post ${params.id} unavailable: ${messageOf(error)}`);
    const init = unavailableInit(error);
    return data<PreviewData>(
      { post: null, failed: true },
      { ...init, headers: { ...init.headers, ...PRIVATE } },
    );
  }
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const post = loaderData?.post;
  const path = previewPath(params.id);
  return [
    ...(post
      ? seo(matches, {
          title: en.blog.previewTitle(htmlToText(post.title.rendered)),
          description: PREVIEW_NOTE,
          path,
        })
      : seo(matches, { title: NOT_FOUND_HEADING, description: NOT_FOUND_TEXT, path })),
    { name: "robots", content: "noindex, nofollow" },
  ];
};

export default function BlogPreview({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  if (!post) return <PostNotFound />;
  return (
    <PostArticle
      post={post}
      notice={
        <p
          role="note"
          data-testid="preview-note"
          className="mb-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900"
        >
          {PREVIEW_NOTE}
        </p>
      }
    />
  );
}
