import { Link } from "react-router";
import { HomeCards } from "./home-cards";
import { HomeSection } from "./home-section";
import { useLocale, useMessages } from "~/content/messages";
import { productAnchor, productsFor } from "~/content/products";
import { pathOf } from "~/content/locales";

export function KeyProducts() {
  const locale = useLocale();
  const t = useMessages().home;
  const keyProducts = productsFor(locale).slice(0, 3);
  return (
    <HomeSection part="products">
      <HomeCards grid="products" items={keyProducts} keyOf={(product) => product.id}>
        {(product) => (
          <>
            <img
              src={product.image}
              alt=""
              width={640}
              height={400}
              loading="lazy"
              className="aspect-[8/5] h-auto w-full border-b border-line object-cover"
            />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-xl font-semibold text-ink">
                {/* The link covers the whole card; its name stays just the product's name. */}
                <Link
                  to={`${pathOf("products", locale)}#${productAnchor(product)}`}
                  className="outline-none after:absolute after:inset-0 group-hover:text-brand-700"
                >
                  {product.name}
                </Link>
              </h3>
              <p className="mt-2 leading-7 text-muted">{product.summary}</p>
              <p aria-hidden="true" className="mt-auto pt-4 text-sm font-semibold text-brand-700">
                {t.learnMore}
              </p>
            </div>
          </>
        )}
      </HomeCards>
    </HomeSection>
  );
}
