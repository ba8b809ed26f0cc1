// The link to the same page in the other language: the same post, list page or category where it exists,
// else the other blog or home page. Never automatic: the reader chooses (docs/decisions/031-czech-under-cs.md).
import { createContext, useContext } from "react";
import { Link, useLocation, useMatches } from "react-router";
import { useLocale, useMessages } from "~/content/messages";
import { pathOf } from "~/content/locales";
import { type Alternates, alternatesOf, otherLocale } from "~/lib/i18n";

/**
 * Alternates a page learns only in the browser (a post fetched after a navigation); a page's loader data
 * `alternates` and the address itself are read otherwise.
 */
export const AlternatesContext = createContext<Alternates | undefined>(undefined);
export const SetAlternatesContext = createContext<(alternates: Alternates | undefined) => void>(() => {});

/** The page on screen in each language it exists in, as far as is known. */
export function useAlternates(): Alternates | undefined {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const fromBrowser = useContext(AlternatesContext);
  // `switchTo`: where the switch leads beyond the page's alternates (an English-only post's Czech notice).
  const fromLoader = matches
    .map((match) => {
      const data = match.data as { alternates?: Alternates; switchTo?: Alternates } | undefined;
      return data?.switchTo ?? data?.alternates;
    })
    .findLast(Boolean);
  return fromBrowser ?? fromLoader ?? alternatesOf(pathname, search);
}

export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const locale = useLocale();
  const t = useMessages();
  const other = otherLocale(locale);
  const alternates = useAlternates();
  const inBlog = pathname.startsWith(pathOf("blog", locale));
  const to = alternates?.[other] ?? pathOf(inBlog ? "blog" : "home", other);
  return (
    <Link
      to={to}
      lang={other}
      hrefLang={other}
      title={t.switchToLabel}
      data-testid="language-switch"
      className={className}
    >
      {/* Narrow screens show the code; its name is still read out (and contains the code: WCAG 2.5.3). */}
      <span className="sm:hidden">{t.switchToShort}</span>
      <span className="max-sm:sr-only"> {t.switchTo}</span>
    </Link>
  );
}
