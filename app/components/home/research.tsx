import { Icon } from "~/components/ui/icon";
import { HomeCards } from "./home-cards";
import { HomeSection } from "./home-section";
import { useLocale } from "~/content/messages";
import { researchAreasFor } from "~/content/research";

export function Research() {
  const researchAreas = researchAreasFor(useLocale());
  return (
    <HomeSection part="research">
      <HomeCards grid="research" items={researchAreas} keyOf={(area) => area.title}>
        {(area) => (
          <>
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={area.icon} />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-ink">{area.title}</h3>
            <p className="mt-2 leading-7 text-muted">{area.description}</p>
          </>
        )}
      </HomeCards>
    </HomeSection>
  );
}
