import type { Route } from "./+types/privacy-policy";
import { LegalDocument } from "~/components/legal/legal-document";
import { pages } from "~/content/pages";
import { privacyEffectiveDate, privacyIntro, privacySections } from "~/content/privacy";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: pages["/privacy-policy"].title,
    description: pages["/privacy-policy"].description,
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
