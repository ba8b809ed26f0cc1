import { data } from "react-router";
import type { Route } from "./+types/home";
import { LatestPosts } from "~/components/blog/latest-posts";
import { loadLatestPosts } from "~/components/blog/latest-posts.server";
import { About } from "~/components/home/about";
import { Hero } from "~/components/home/hero";
import { KeyProducts } from "~/components/home/key-products";
import { Research } from "~/components/home/research";
import { SectionHeading } from "~/components/section-heading";
import { ButtonLink } from "~/components/ui/button";
import { Reveal } from "~/components/ui/reveal";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";
import { ageHeader, DEGRADED, pageHeaders } from "~/server/cache-control.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: pages["/"].title,
    description: pages["/"].description,
    path: "/",
  });

export async function loader({ context }: Route.LoaderArgs) {
  // Never fails: without posts the teaser shows just its heading and the way to the blog.
  const latest = await loadLatestPosts(context.client);
  const headers = latest.degraded ? { "Cache-Control": DEGRADED } : ageHeader(latest);
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
        <section aria-labelledby="blog-teaser-title" className="bg-mist">
          <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
            <SectionHeading id="blog-teaser-title" eyebrow="Research blog" title="Latest from Our Blog">
              <p>News and findings from our laboratory and our work with research partners.</p>
            </SectionHeading>
            <div className="mt-12">
              <LatestPosts posts={loaderData.latestPosts} />
            </div>
            <div className="mt-12 text-center">
              <ButtonLink to="/blog" variant="primary" size="lg">
                View All Posts
              </ButtonLink>
            </div>
          </div>
        </section>
      </Reveal>
    </>
  );
}
