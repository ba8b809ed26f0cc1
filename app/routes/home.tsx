import type { Route } from "./+types/home";
import { About } from "~/components/home/about";
import { Hero } from "~/components/home/hero";
import { KeyProducts } from "~/components/home/key-products";
import { Research } from "~/components/home/research";
import { SectionHeading } from "~/components/section-heading";
import { ButtonLink } from "~/components/ui/button";
import { Reveal } from "~/components/ui/reveal";
import { company } from "~/content/company";
import { organizationJsonLd } from "~/lib/organization";
import { seo, siteUrlFrom } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: `Innovation in Biomaterials | ${company.brand}`,
    description: company.description,
    path: "/",
    extra: [{ "script:ld+json": organizationJsonLd(siteUrlFrom(matches)) }],
  });

export default function Home() {
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
            {/* latest posts cards go here */}
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
