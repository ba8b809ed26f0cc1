// The one-time offer of the other language (lib/language-suggestion.ts): a notice at the foot of the screen,
// made only once the cookie banner is answered (one bar at a time), in the language it offers, with a link to this page in that language. Like the
// banner it reserves its room below the page's end, so it never hides what has focus; it goes when closed or
// when the reader moves to another page.
import { useEffect, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { messagesFor, useLocale } from "~/content/messages";
import { type Locale, pathOf } from "~/content/locales";
import { readConsent, subscribeConsent } from "~/lib/consent";
import { suggestedLocale, takeSuggestionTurn } from "~/lib/language-suggestion";
import { useAlternates } from "./language-switch";
import { useReservedSpace } from "./reserved-space";

export function LanguageSuggestion() {
  const locale = useLocale();
  const { pathname } = useLocation();
  const alternates = useAlternates();
  const answered = useSyncExternalStore(subscribeConsent, hasConsent, () => false);
  const [candidate, setCandidate] = useState<{ other: Locale; on: string } | null>(null);
  const [offer, setOffer] = useState<{ other: Locale; on: string } | null>(null);

  useEffect(() => {
    const other = suggestedLocale(locale, navigator.languages ?? [navigator.language]);
    if (other) setCandidate({ other, on: pathname });
    // Only the first page of a visit: later pages are the reader's own choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The cookie banner comes first; the offer follows on the same page once it is answered.
  useEffect(() => {
    if (answered && candidate && candidate.on === pathname && !offer && takeSuggestionTurn())
      setOffer(candidate);
  }, [answered, candidate, pathname, offer]);

  const shown = offer !== null && offer.on === pathname;
  const ref = useReservedSpace<HTMLDivElement>(shown, "--language-suggestion-height");

  if (!shown) return null;
  const { other } = offer;
  const t = messagesFor(locale).suggestion;
  return (
    // The outer bar spans the screen only to measure the room it takes; the card alone catches the pointer.
    <div
      ref={ref}
      className="pointer-events-none fixed inset-x-0 bottom-(--cookie-banner-height,0px) z-40 px-4 pb-4"
    >
      <aside
        lang={other}
        aria-label={t.label}
        data-testid="language-suggestion"
        className="pointer-events-auto mx-auto flex max-w-md flex-wrap items-center justify-end gap-x-3 gap-y-2 rounded-2xl border border-line bg-white py-3 pr-3 pl-4 text-sm text-ink shadow-lg"
      >
        {/* On a phone the sentence has the first row to itself, the link and the close button the second. */}
        <p className="grow basis-full sm:basis-0">{t.text}</p>
        <ButtonLink
          to={alternates?.[other] ?? pathOf("home", other)}
          hrefLang={other}
          size="sm"
          className="shrink-0"
        >
          {t.link}
        </ButtonLink>
        <Button
          onClick={() => setOffer(null)}
          aria-label={t.close}
          variant="quiet"
          size="icon"
          className="shrink-0 border-transparent text-muted"
        >
          <Icon name="close" />
        </Button>
      </aside>
    </div>
  );
}

/** Whether the visitor has answered the cookie banner (stored, or kept for this page view where storage is blocked). */
function hasConsent() {
  return readConsent() !== null || document.documentElement.dataset.consent !== undefined;
}
