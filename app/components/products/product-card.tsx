import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { company } from "~/content/company";
import { useLocale, useMessages } from "~/content/messages";
import { keyProducts, type Product, productAnchor } from "~/content/products";
import { searchPath } from "~/lib/blog-urls";

const linkClass =
  "inline-flex min-h-6 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800";

/**
 * A product card: information, not a link itself. Its foot offers the two things a buyer does next: an e-mail
 * to the company about this product, and for the key products the blog's posts about them (a search for the
 * name, which finds them in WordPress and in the embedded blog alike).
 */
export function ProductCard({ product, lazy }: { product: Product; lazy: boolean }) {
  const titleId = `product-${product.id}-title`;
  const t = useMessages().products;
  const locale = useLocale();
  const onTheBlog = keyProducts.some((key) => key.id === product.id);
  const inquiry = `mailto:${company.email}?subject=${encodeURIComponent(t.inquirySubject(product.name))}`;
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
        <div className="mt-auto flex flex-wrap gap-x-6 gap-y-2 pt-6 text-sm print:hidden">
          <a href={inquiry} className={linkClass} data-testid="product-inquiry">
            <Icon name="mail" />
            {t.askAbout(product.name)}
          </a>
          {onTheBlog ? (
            <Link to={searchPath(locale, product.name)} className={linkClass} data-testid="product-posts">
              {t.postsAbout(product.name)}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}
