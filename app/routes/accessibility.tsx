import type { Route } from "./+types/accessibility";
import { LegalDocument } from "~/components/legal/legal-document";
import {
  accessibilityIntro,
  accessibilitySections,
  accessibilityStatementDate,
} from "~/content/accessibility";
import { company } from "~/content/company";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: pages["/accessibility"].title,
    description: pages["/accessibility"].description,
    path: "/accessibility",
  });

const telHref = `tel:${company.phone.replace(/\s+/g, "")}`;
const linkClass = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800";

/** Where to write, call or send a letter: the company's own details. */
function Contact() {
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-line bg-mist p-6 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-ink">E-mail</dt>
      <dd>
        <a href={`mailto:${company.email}`} className={linkClass}>
          {company.email}
        </a>
      </dd>
      <dt className="font-semibold text-ink">Phone</dt>
      <dd>
        <a href={telHref} className={linkClass}>
          {company.phone}
        </a>
      </dd>
      <dt className="font-semibold text-ink">Post</dt>
      <dd>
        <address className="not-italic">
          {company.legalName}, {company.address.street}, {company.address.postalCity},{" "}
          {company.address.country}
        </address>
      </dd>
    </dl>
  );
}

export default function Accessibility() {
  return (
    <LegalDocument
      title="Accessibility Statement"
      dateLine={`Prepared on ${accessibilityStatementDate}`}
      intro={accessibilityIntro}
      sections={accessibilitySections}
      extra={{ feedback: <Contact /> }}
    />
  );
}
