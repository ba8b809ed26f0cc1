import type { Route } from "./+types/accessibility";
import { LegalDocument } from "~/components/legal/legal-document";
import {
  accessibilityIntro,
  accessibilitySections,
  accessibilityStatementDate,
} from "~/content/accessibility";
import {
  accessibilityIntroCs,
  accessibilitySectionsCs,
  accessibilityStatementDateCs,
} from "~/content/accessibility.cs";
import { company, companyWords, telHref } from "~/content/company";
import { keepTogether } from "~/content/typography";
import { useLocale, useMessages } from "~/content/messages";
import { pageFacts } from "~/content/pages";
import { staticPageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = staticPageMeta("accessibility");

const statement = {
  en: { date: accessibilityStatementDate, intro: accessibilityIntro, sections: accessibilitySections },
  cs: { date: accessibilityStatementDateCs, intro: accessibilityIntroCs, sections: accessibilitySectionsCs },
};

const linkClass = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800";

/** Where to write, call or send a letter: the company's own details. */
function Contact() {
  const t = useMessages().legal;
  const country = companyWords[useLocale()].country;
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-line bg-mist p-6 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-ink">{t.email}</dt>
      <dd>
        <a href={`mailto:${company.email}`} className={linkClass}>
          {company.email}
        </a>
      </dd>
      <dt className="font-semibold text-ink">{t.phone}</dt>
      <dd>
        <a href={telHref} className={linkClass}>
          {company.phone}
        </a>
      </dd>
      <dt className="font-semibold text-ink">{t.post}</dt>
      <dd>
        <address className="not-italic">
          {keepTogether(
            `${company.legalName}, ${company.address.street}, ${company.address.postalCity}, ${country}`,
          )}
        </address>
      </dd>
    </dl>
  );
}

export default function Accessibility() {
  const t = useMessages();
  return (
    <LegalDocument
      title={pageFacts("accessibility", useLocale()).title}
      dateLine={t.legal.preparedOn}
      texts={statement}
      extra={{ feedback: <Contact /> }}
    />
  );
}
