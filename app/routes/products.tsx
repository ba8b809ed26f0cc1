import type { Route } from "./+types/products";
import { CardsPage } from "~/components/page-header";
import { ProductCard } from "~/components/products/product-card";
import { ButtonLink } from "~/components/ui/button";
import { useLocale, useMessages } from "~/content/messages";
import { productsFor } from "~/content/products";
import { pathOf } from "~/content/locales";
import { staticPageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = staticPageMeta("products");

/** Cards in the first row load at once; the rest when they come near the viewport. */
const EAGER_CARDS = 3;

export default function Products() {
  const locale = useLocale();
  const t = useMessages().products;
  const products = productsFor(locale);
  return (
    <CardsPage eyebrow={t.eyebrow} title={t.title} intro={t.intro}>
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
    </CardsPage>
  );
}
