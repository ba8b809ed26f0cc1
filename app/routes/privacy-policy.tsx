import type { Route } from "./+types/privacy-policy";
import { LegalDocument } from "~/components/legal/legal-document";
import { useMessages } from "~/content/messages";
import { privacyEffectiveDate, privacyIntro, privacySections } from "~/content/privacy";
import { privacyEffectiveDateCs, privacyIntroCs, privacySectionsCs } from "~/content/privacy.cs";
import { staticPageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = staticPageMeta("privacy");

const policy = {
  en: { date: privacyEffectiveDate, intro: privacyIntro, sections: privacySections },
  cs: { date: privacyEffectiveDateCs, intro: privacyIntroCs, sections: privacySectionsCs },
};

export default function PrivacyPolicy() {
  const t = useMessages();
  return <LegalDocument title={t.footer.privacy} dateLine={t.legal.effectiveFrom} texts={policy} />;
}
