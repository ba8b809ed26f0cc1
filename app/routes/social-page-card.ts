// GET /social/{page}.png: the social card of a page without parameters ("home", "products", ...) and of each
// page of the blog list ("blog", "blog-page-2", ...) (app/server/social-cards/social-cards.server.ts).
import type { Route } from "./+types/social-page-card";
import { SHARED_FIVE_MINUTES, SHARED_ONE_DAY } from "~/server/http/http.server";
import { PostsUnavailableError } from "~/server/posts/posts.server";
import { cardResponse, noCard } from "~/server/social-cards/social-cards.server";
import { LISTS_KEY, surrogateKeys } from "~/server/changes/changes.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  const name = /^([a-z0-9-]{1,40})\.png$/.exec(params.file)?.[1];
  if (!name) return noCard();
  const [, blogPage] = /^(?:cs-)?blog-page-([1-9]\d{0,5})$/.exec(name) ?? [];
  const lang = name.startsWith("cs-") ? "cs" : "en";
  if (!blogPage) {
    const png = await context.services.cards.drawPageSocialCard(name);
    // Static pages change only with a release.
    return png ? cardResponse(png, SHARED_ONE_DAY, surrogateKeys({ lang })) : noCard();
  }
  try {
    const png = await context.services.cards.drawBlogPageSocialCard(Number(blogPage), {
      client: context.client,
      lang,
    });
    // Whether a list page exists depends on the posts: kept as long as the list itself.
    return png ? cardResponse(png, SHARED_FIVE_MINUTES, surrogateKeys({ lang, is: [LISTS_KEY] })) : noCard();
  } catch (error) {
    if (error instanceof PostsUnavailableError) return noCard(error);
    throw error;
  }
}
