import { data } from "react-router";
import type { Route } from "./+types/home";
import { LatestPosts } from "~/components/blog/latest-posts";
import { askOf, loadLatestPosts } from "~/server/posts/posts.server";
import { LISTS_KEY, surrogateKeys } from "~/server/changes/changes.server";
import { About } from "~/components/home/about";
import { Hero } from "~/components/home/hero";
import { KeyProducts } from "~/components/home/key-products";
import { Research } from "~/components/home/research";
import { HomeSection } from "~/components/home/home-section";
import { Reveal } from "~/components/ui/reveal";
import { staticPageMeta } from "~/lib/seo";
import { ageHeader, DEGRADED, pageHeaders } from "~/server/http/http.server";

export const meta: Route.MetaFunction = staticPageMeta("home");

export async function loader({ context, request }: Route.LoaderArgs) {
  // Never fails: without posts the teaser shows just its heading and the way to the blog.
  const ask = askOf(request, context);
  const { lang } = ask;
  const latest = await loadLatestPosts(context.services.posts, ask);
  // It shows the latest posts: any change may add one or take one away.
  const keys = surrogateKeys({
    lang,
    is: [LISTS_KEY, `home-${lang}`],
    posts: latest.posts.map((post) => post.slug),
  });
  const headers = latest.degraded ? { "Cache-Control": DEGRADED } : { ...ageHeader(latest), ...keys };
  return data({ latestPosts: latest.posts }, { headers });
}

export const headers = pageHeaders;

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <Reveal>
        <About />
      </Reveal>
      <Reveal>
        <KeyProducts />
      </Reveal>
      <Reveal>
        <Research />
      </Reveal>
      <Reveal>
        <HomeSection part="blog">
          <div className="mt-12">
            <LatestPosts posts={loaderData.latestPosts} />
          </div>
        </HomeSection>
      </Reveal>
    </>
  );
}
