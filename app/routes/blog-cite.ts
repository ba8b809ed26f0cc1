// GET /blog/{slug}/cite.bib, .ris, .json (Czech under /cs/blog/): a post's citation as a file for a reference
// manager (app/server/seo/citation-formats.server.ts). No such post or file: 404, as the post's page.
import type { Route } from "./+types/blog-cite";
import { CITATION_FILES, citationFile, cslItem, isCitationFile } from "~/server/seo/seo.server";
import { NO_STORE, SHARED_FIVE_MINUTES, unavailableInit } from "~/server/http/http.server";
import { askOf, PostsUnavailableError } from "~/server/posts/posts.server";
import { keyOfPost, surrogateKeys } from "~/server/changes/changes.server";

const plain = (status: number, body: string, init: ResponseInit = {}) =>
  new Response(body, {
    ...init,
    status,
    headers: { "Cache-Control": NO_STORE, ...init.headers, "Content-Type": "text/plain; charset=utf-8" },
  });

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const ask = askOf(request, context);
  const { lang } = ask;
  const ext = /\/cite\.([a-z]+)$/.exec(pathname)?.[1];
  if (!ext || !isCitationFile(ext)) return plain(404, "No such page.\n");
  const { posts, config } = context.services;
  try {
    const post = (await posts.getPostBySlugCached(params.slug, ask)).value.data[0];
    if (!post) return plain(404, "No such post.\n");
    const body = await citationFile(cslItem(post, config.siteUrl, lang), ext);
    return new Response(body, {
      headers: {
        "Content-Type": CITATION_FILES[ext].type,
        "Content-Disposition": `attachment; filename="${post.slug}.${ext}"`,
        // A citation changes with its post: kept exactly as long as the post page.
        "Cache-Control": SHARED_FIVE_MINUTES,
        ...surrogateKeys({ lang, is: [keyOfPost(params.slug)] }),
      },
    });
  } catch (error) {
    if (error instanceof PostsUnavailableError)
      return plain(503, "Blog posts are temporarily unavailable.\n", unavailableInit(error));
    throw error;
  }
}
