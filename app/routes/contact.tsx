import type { Route } from "./+types/contact";
import { PageHeader } from "~/components/page-header";
import { Icon } from "~/components/ui/icon";
import { company, companyWords } from "~/content/company";
import { keepTogether } from "~/content/typography";
import { useLocale, useMessages } from "~/content/messages";
import { pageFacts } from "~/content/pages";
import { localeOf, pathOf } from "~/content/locales";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const path = pathOf("contact", localeOf(location.pathname));
  const { title, description } = pageFacts("contact", localeOf(location.pathname));
  return seo(matches, { title, description, path });
};

const cardClass = "rounded-2xl border border-line bg-white p-8 shadow-sm";

const iconClass = "inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700";

export default function Contact() {
  const words = companyWords[useLocale()];
  const t = useMessages().contact;
  return (
    <div className="bg-mist">
      <div className="mx-auto max-w-7xl px-4 pt-32 pb-20 sm:px-6 sm:pb-28 lg:px-8">
        <PageHeader eyebrow={t.eyebrow} title={t.title} className="max-w-3xl">
          <p className="mt-6 text-lg leading-8 text-muted">{t.intro}</p>
        </PageHeader>

        <div className="mt-14 grid gap-6 lg:grid-cols-3">
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
              <h2 id={`contact-${index}-title`} className="mt-6 text-xl font-semibold text-ink">
                {contact.name}
              </h2>
              <p className="mt-1 text-muted">{contact.role}</p>
              <a
                href={`mailto:${contact.email}`}
                className="mt-6 inline-block font-semibold break-all text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                {contact.email}
              </a>
            </section>
          ))}

          <section aria-labelledby="location-title" data-testid="location-card" className={cardClass}>
            <span className={iconClass}>
              <Icon name="pin" />
            </span>
            <h2 id="location-title" className="mt-6 text-xl font-semibold text-ink">
              {t.location}
            </h2>
            <address className="mt-3 space-y-1 leading-7 text-muted not-italic">
              <p className="font-semibold text-ink">{company.legalName}</p>
              <p>{company.address.street}</p>
              <p>{keepTogether(company.address.postalCity)}</p>
              <p>{words.country}</p>
              <p className="pt-3">
                {t.companyId} {company.companyId}
              </p>
              <p>
                {t.vatId} {company.vatId}
              </p>
            </address>
          </section>
        </div>
      </div>
    </div>
  );
}
