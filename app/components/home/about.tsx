import { SectionHeading } from "~/components/section-heading";
import { partners } from "~/content/company";
import { products } from "~/content/products";
import { researchAreas } from "~/content/research";

const figures = [
  { value: researchAreas.length, label: "research areas" },
  { value: products.length, label: "products and platforms" },
  { value: partners.length, label: "academic partners" },
];

export function About() {
  return (
    <section aria-labelledby="about-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading id="about-title" eyebrow="About us" title="Materials that help the body heal">
            <p>
              Our mission is to develop advanced drug delivery systems combined with bioresorbable scaffolds
              for tissue engineering: materials that support regeneration, release what the tissue needs, and
              then disappear.
            </p>
          </SectionHeading>
          <p className="mt-4 max-w-2xl leading-7 text-muted">
            Our team of material scientists, chemists and biologists turns nanofiber technology into products,
            from laboratory equipment to wound care and cosmetics, and works closely with Czech universities
            and research institutes from the first experiment to the finished product.
          </p>
          <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4">
            {figures.map((figure) => (
              <div
                key={figure.label}
                className="flex flex-col rounded-2xl border border-line bg-mist px-4 py-5"
              >
                <dt className="text-sm leading-5 text-muted">{figure.label}</dt>
                <dd className="order-first text-3xl font-semibold text-brand-700">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <figure className="overflow-hidden rounded-2xl border border-line bg-brand-50 shadow-sm">
          <img
            src="/images/team.svg"
            alt="Illustration of our research team in the laboratory: one researcher at a microscope, one reviewing results on a tablet, one at an electrospinning unit"
            width={800}
            height={560}
            loading="lazy"
            className="h-auto w-full"
          />
        </figure>
      </div>
    </section>
  );
}
