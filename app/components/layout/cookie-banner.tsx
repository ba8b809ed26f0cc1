import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useLocale, useMessages } from "~/content/messages";
import { type Consent, readConsent, storeConsent } from "~/lib/consent";
import { pathOf } from "~/content/locales";
import { useReservedSpace } from "./reserved-space";

export function CookieBanner() {
  // The server cannot read the choice; it renders the banner and the boot script in the
  // document head hides it before paint for a visitor who already chose.
  const [choice, setChoice] = useState<Consent | null>(null);
  const [checked, setChecked] = useState(false);
  const locale = useLocale();
  const t = useMessages().cookies;

  useEffect(() => {
    setChoice(readConsent());
    setChecked(true);
  }, []);

  const shown = !(checked && choice);
  const ref = useReservedSpace<HTMLElement>(shown, "--cookie-banner-height");

  if (!shown) return null;

  const choose = (value: Consent) => {
    storeConsent(value);
    // The buttons are about to go: a keyboard user carries on from the page's content, where they were.
    if (ref.current?.contains(document.activeElement))
      document.getElementById("main")?.focus({ preventScroll: true });
    setChoice(value);
  };

  // First in the document, so the keyboard reaches its buttons first; at the foot of the screen, kept low so
  // the page's own offer stays in view on a phone.
  return (
    <section ref={ref} data-cookie-banner aria-label={t.label} className="ui-cookie-banner fixed">
      <div className="ui-cookie-banner-row">
        <p className="text-sm leading-5 text-ink">{t.text}</p>
        <div className="flex shrink-0 items-center gap-2">
          <Button onClick={() => choose("declined")} data-consent-choice="declined" variant="quiet" size="sm">
            {t.decline}
          </Button>
          <Button onClick={() => choose("accepted")} data-consent-choice="accepted" size="sm">
            {t.accept}
          </Button>
          <Link
            to={pathOf("privacy", locale)}
            data-cookie-banner-end
            className="ml-2 py-0.5 text-sm font-medium text-brand-700 underline underline-offset-4"
          >
            {t.learnMore}
            <span className="sr-only">{t.learnMoreHidden}</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
