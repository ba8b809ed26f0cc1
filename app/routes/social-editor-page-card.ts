// GET /social/page/{slug}.png and /social/cs/page/{slug}.png: an editor's page's social card
// (app/server/social-cards/social-cards.server.ts).
import type { Route } from "./+types/social-editor-page-card";
import { postCardLocale } from "~/lib/blog-urls";
import { SHARED_FIVE_MINUTES } from "~/server/http/http.server";
import { PostsUnavailableError, SLUG_PATTERN } from "~/server/posts/posts.server";
import { cardResponse, noCard } from "~/server/social-cards/social-cards.server";
import { keyOfPost, surrogateKeys } from "~/server/changes/changes.server";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  // The same language marker as a post card's: /social/cs/...
  const lang = postCardLocale(new URL(request.url).pathname);
  const slug = /^(.+)\.png$/.exec(params.file)?.[1];
  if (!slug || !SLUG_PATTERN.test(slug)) return noCard();
  try {
    const png = await context.services.cards.drawEditorPageSocialCard(slug, { client: context.client, lang });
    return png
      ? cardResponse(png, SHARED_FIVE_MINUTES, surrogateKeys({ lang, is: [keyOfPost(slug)] }))
      : noCard();
  } catch (error) {
    if (error instanceof PostsUnavailableError) return noCard(error);
    throw error;
  }
}
