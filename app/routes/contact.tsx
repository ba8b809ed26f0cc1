import type { Route } from "./+types/contact";
import { CompanyAddress } from "~/components/company-address";
import { CardsPage } from "~/components/page-header";
import { Icon } from "~/components/ui/icon";
import { company, companyWords, telHref } from "~/content/company";
import { keepTogether } from "~/content/typography";
import { useLocale, useMessages } from "~/content/messages";
import { staticPageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = staticPageMeta("contact");

const linkClass = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800";

// On paper the three cards stand side by side, smaller: the page fits one A4 sheet.
const cardClass = "rounded-2xl border border-line bg-white p-8 shadow-sm print:break-inside-avoid print:p-4";

const iconClass =
  "inline-flex print:hidden h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700";

export default function Contact() {
  const words = companyWords[useLocale()];
  const t = useMessages().contact;
  return (
    <CardsPage
      eyebrow={t.eyebrow}
      title={t.title}
      intro={t.intro}
      lead={
        // The quickest ways to reach the company, on the first screen at every width.
        <p data-testid="contact-direct" className="mt-6 text-lg leading-8 text-ink">
          {t.call}{" "}
          <a href={telHref} className={`${linkClass} whitespace-nowrap`}>
            {company.phone}
          </a>{" "}
          {t.orWrite}{" "}
          <a href={`mailto:${company.email}`} className={`${linkClass} break-all`}>
            {company.email}
          </a>
          .
        </p>
      }
    >
      <div className="mt-14 grid gap-6 lg:grid-cols-3 print:mt-8 print:grid-cols-3 print:gap-4">
        {words.contacts.map((contact, index) => (
          <section
            key={contact.name}
            aria-labelledby={`contact-${index}-title`}
            data-testid="contact-card"
            className={cardClass}
          >
            <span className={iconClass}>
              <Icon name="mail" />
            </span>
            <h2 id={`contact-${index}-title`} className="mt-6 text-xl font-semibold text-ink print:mt-0">
              {contact.name}
            </h2>
            <p className="mt-1 text-muted">{contact.role}</p>
            <a href={`mailto:${contact.email}`} className={`mt-6 inline-block break-all ${linkClass}`}>
              {contact.email}
            </a>
          </section>
        ))}

        <section aria-labelledby="location-title" data-testid="location-card" className={cardClass}>
          <span className={iconClass}>
            <Icon name="pin" />
          </span>
          <h2 id="location-title" className="mt-6 text-xl font-semibold text-ink print:mt-0">
            {t.location}
          </h2>
          <CompanyAddress
            lines={[company.address.street, keepTogether(company.address.postalCity), words.country]}
            labels={t}
            className="mt-3 space-y-1 leading-7 text-muted not-italic"
            nameClassName="font-semibold text-ink"
            numbersClassName="pt-3"
          />
        </section>
      </div>
    </CardsPage>
  );
}
