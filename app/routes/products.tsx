import type { Route } from "./+types/products";
import { PageHeader } from "~/components/page-header";
import { ProductCard } from "~/components/products/product-card";
import { ButtonLink } from "~/components/ui/button";
import { useLocale, useMessages } from "~/content/messages";
import { pageFacts } from "~/content/pages";
import { productsFor } from "~/content/products";
import { localeOf, pathOf } from "~/content/locales";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const path = pathOf("products", localeOf(location.pathname));
  const { title, description } = pageFacts("products", localeOf(location.pathname));
  return seo(matches, { title, description, path });
};

/** Cards in the first row load at once; the rest when they come near the viewport. */
const EAGER_CARDS = 3;

export default function Products() {
  const locale = useLocale();
  const t = useMessages().products;
  const products = productsFor(locale);
  return (
    <div className="bg-mist">
      <div className="mx-auto max-w-7xl px-4 pt-32 pb-20 sm:px-6 sm:pb-28 lg:px-8">
        <PageHeader eyebrow={t.eyebrow} title={t.title} className="max-w-3xl">
          <p className="mt-6 text-lg leading-8 text-muted">{t.intro}</p>
        </PageHeader>
        <div className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-3" data-testid="product-grid">
          {products.map((product, index) => (
            <ProductCard key={product.id} product={product} lazy={index >= EAGER_CARDS} />
          ))}
        </div>
        <section
          aria-labelledby="products-contact-title"
          className="mt-20 rounded-2xl bg-navy px-6 py-12 text-center sm:px-12"
        >
          <h2 id="products-contact-title" className="text-2xl font-semibold text-white sm:text-3xl">
            {t.ctaTitle}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl leading-7 text-white/85">{t.ctaText}</p>
          <ButtonLink to={pathOf("contact", locale)} variant="light" size="lg" className="mt-8">
            {t.ctaButton}
          </ButtonLink>
        </section>
      </div>
    </div>
  );
}
