// The one-time offer of the other language (lib/language-suggestion.ts), as a notice at the top of the
// screen in the language it offers, with a link to this page in it. Loaded with the toaster, after first paint.
import { useEffect } from "react";
import { Link } from "react-router";
import { messagesFor, useLocale } from "~/content/messages";
import { pathOf } from "~/lib/i18n";
import { suggestedLocale, takeSuggestionTurn } from "~/lib/language-suggestion";
import { useAlternates } from "./language-switch";

/** Offers the other language once the toaster is on screen (`ready`), if the browser prefers it. */
export function useLanguageSuggestion(ready: boolean) {
  const locale = useLocale();
  const alternates = useAlternates();
  useEffect(() => {
    if (!ready) return;
    const other = suggestedLocale(locale, navigator.languages ?? [navigator.language]);
    if (!other || !takeSuggestionTurn()) return;
    const t = messagesFor(locale).suggestion;
    const to = alternates?.[other] ?? pathOf("home", other);
    void import("sonner").then(({ toast }) =>
      toast(<span lang={other}>{t.text}</span>, {
        position: "top-center",
        closeButton: true,
        duration: 20_000,
        action: (
          <Link
            to={to}
            lang={other}
            hrefLang={other}
            onClick={() => toast.dismiss()}
            data-testid="language-suggestion"
            className="ml-auto shrink-0 rounded-full bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800"
          >
            {t.link}
          </Link>
        ),
      }),
    );
    // Once per page load: a later navigation is the reader's own choice of page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
}
