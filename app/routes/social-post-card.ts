// GET /social/blog/{slug}.png and /social/cs/blog/{slug}.png: a post's social card in its blog's language
// (app/server/social-cards/social-cards.server.ts).
import type { Route } from "./+types/social-post-card";
import { postCardLocale } from "~/lib/blog-urls";
import { SHARED_FIVE_MINUTES } from "~/server/http/http.server";
import { PostsUnavailableError, SLUG_PATTERN } from "~/server/posts/posts.server";
import { cardResponse, noCard } from "~/server/social-cards/social-cards.server";
import { keyOfPost, surrogateKeys } from "~/server/changes/changes.server";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const lang = postCardLocale(new URL(request.url).pathname);
  const slug = /^(.+)\.png$/.exec(params.file)?.[1];
  if (!slug || !SLUG_PATTERN.test(slug)) return noCard();
  try {
    const png = await context.services.cards.drawPostSocialCard(slug, { client: context.client, lang });
    // A card changes with its post: kept exactly as long as the post page.
    return png
      ? cardResponse(png, SHARED_FIVE_MINUTES, surrogateKeys({ lang, is: [keyOfPost(slug)] }))
      : noCard();
  } catch (error) {
    if (error instanceof PostsUnavailableError) return noCard(error);
    throw error;
  }
}
