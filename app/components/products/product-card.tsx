import { useMessages } from "~/content/messages";
import { type Product, productAnchor } from "~/content/products";

/** A static product card: information only, nothing to click. */
export function ProductCard({ product, lazy }: { product: Product; lazy: boolean }) {
  const titleId = `product-${product.id}-title`;
  const t = useMessages().products;
  return (
    <article
      id={productAnchor(product)}
      aria-labelledby={titleId}
      data-testid="product-card"
      // On paper a card stays whole on one page: split, Chromium clipped the end of its list.
      className="flex scroll-mt-24 flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm print:break-inside-avoid print:overflow-visible"
    >
      <img
        src={product.image}
        alt={product.imageAlt}
        width={640}
        height={400}
        loading={lazy ? "lazy" : undefined}
        className="aspect-[8/5] h-auto w-full border-b border-line object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <h2 id={titleId} className="text-xl font-semibold text-ink">
          {product.name}
        </h2>
        <p className="mt-3 leading-7 text-muted">{product.description}</p>
        <h3 className="sr-only">{t.featuresOf(product.name)}</h3>
        {/* Real list markers: drawn backgrounds vanish on paper. */}
        <ul className="mt-5 list-disc space-y-2 border-t border-line pt-5 pl-5 text-sm leading-6 text-ink marker:text-brand-600">
          {product.features.map((feature) => (
            <li key={feature} className="pl-1">
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
