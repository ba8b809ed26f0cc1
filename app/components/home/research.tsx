import { Icon } from "~/components/ui/icon";
import { HomeSection } from "./home-section";
import { useLocale } from "~/content/messages";
import { researchAreasFor } from "~/content/research";

export function Research() {
  const researchAreas = researchAreasFor(useLocale());
  return (
    <HomeSection part="research">
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {researchAreas.map((area) => (
          <li
            key={area.title}
            data-testid="research-area"
            className="rounded-2xl border border-line bg-white p-6"
          >
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={area.icon} />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-ink">{area.title}</h3>
            <p className="mt-2 leading-7 text-muted">{area.description}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
