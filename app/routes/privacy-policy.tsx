import type { Route } from "./+types/privacy-policy";
import { company } from "~/content/company";
import { LegalDocument } from "~/components/legal/legal-document";
import { privacyEffectiveDate, privacyIntro, privacySections } from "~/content/privacy";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Privacy Policy",
    description: `How ${company.legalName} processes personal data under the GDPR: your rights, how long we keep data, website logs and how to contact our data protection officer.`,
    path: "/privacy-policy",
  });

export default function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      dateLine={`Effective from ${privacyEffectiveDate}`}
      intro={privacyIntro}
      sections={privacySections}
    />
  );
}
