import { SectionHeading } from "~/components/section-heading";
import { partners } from "~/content/company";
import { useMessages } from "~/content/messages";
import { products } from "~/content/products";
import { researchAreas } from "~/content/research";

export function About() {
  const t = useMessages().home;
  const figures = [
    { value: researchAreas.length, label: t.figureResearch },
    { value: products.length, label: t.figureProducts },
    { value: partners.length, label: t.figurePartners },
  ];
  return (
    <section aria-labelledby="about-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading id="about-title" eyebrow={t.aboutEyebrow} title={t.aboutTitle}>
            <p>{t.aboutMission}</p>
          </SectionHeading>
          <p className="mt-4 max-w-2xl leading-7 text-muted">{t.aboutTeam}</p>
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
            alt={t.teamAlt}
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
