import { useEffect, useState } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
// The posts' rich text, in the one stylesheet every page shares (decision 069).
import "./components/blog/prose-post.css";
import inter from "./fonts/inter-wght.woff2?url";
import { CookieBanner } from "~/components/layout/cookie-banner";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { LanguageSuggestion } from "~/components/layout/language-suggestion";
import { AlternatesContext, SetAlternatesContext } from "~/components/layout/language-switch";
import { Toaster } from "~/components/layout/toaster";
import { ButtonLink } from "~/components/ui/button";
import { SkipLink } from "~/components/layout/skip-link";
import { company } from "~/content/company";
import { useLocale, useMessages } from "~/content/messages";
import { CONSENT_KEY } from "~/lib/consent";
import { useOwnScriptMark } from "~/lib/own-scripts";
import { localeOf, pathOf } from "~/content/locales";
import { type Alternates } from "~/lib/i18n";
import { DEGRADED, SHARED_FIVE_MINUTES } from "~/server/http/http.server";
import { footerMenus } from "~/server/posts/posts.server";
import { keyOfPage, surrogateKeys } from "~/server/changes/changes.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { config, posts } = context.services;
  // Both languages' footer menus: a navigation to the other language finds its own without a server trip.
  const { menus, complete } = await footerMenus(posts);
  // Every page shows the footer (the `site` key); one whose route names nothing else is a page of the site's own.
  const lang = localeOf(new URL(request.url).pathname);
  const keys = surrogateKeys({ lang, is: [keyOfPage(lang)] });
  // Without the editor's menu (WordPress slow or failing, none kept), the page is kept by no shared cache.
  return data(
    { siteUrl: config.siteUrl, menus },
    { headers: complete ? keys : { ...keys, "Cache-Control": DEGRADED } },
  );
}

/**
 * The root's data (the site's address, the footer's menus) is read once per visit: no server trip to read it
 * again on each navigation (a changed menu shows from the next page load).
 */
export function shouldRevalidate() {
  return false;
}

/**
 * Every page may be kept for five minutes by browsers and shared caches (pages without posts too: simpler),
 * unless the root's data was degraded, and is named as a page of the site's own; a page's own loader may say
 * otherwise (pageHeaders).
 */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers({ "Cache-Control": loaderHeaders.get("Cache-Control") ?? SHARED_FIVE_MINUTES });
  const keys = loaderHeaders.get("Surrogate-Key");
  if (keys !== null) headers.set("Surrogate-Key", keys);
  return headers;
}

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

// Runs before first paint: marks whether the visitor already chose about cookies, so a server-rendered page
// never flashes the banner. Until the page is interactive it also keeps a click on the banner's buttons (data-consent-choice): the choice is stored and the
// banner hidden, as the banner itself does afterwards.
const bootScript = `(function(d){var k=${JSON.stringify(CONSENT_KEY)};try{var v=localStorage.getItem(k);if(v==="accepted"||v==="declined")d.dataset.consent=v}catch(e){}
d.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[data-consent-choice]");if(!b||d.dataset.hydrated)return;var c=b.getAttribute("data-consent-choice");try{localStorage.setItem(k,c)}catch(e){}d.dataset.consent=c})})(document.documentElement)`;

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = useLocale();
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={company.themeColor} />
        <script nonce={useOwnScriptMark()} dangerouslySetInnerHTML={{ __html: bootScript }} />
        {/* The brand's type is asked for at once (font-display: optional uses it only if it is there in time). */}
        <link rel="preload" href={inter} as="font" type="font/woff2" crossOrigin="" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the moment the page becomes interactive (tests and monitoring wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // Set by a page that learns its translations in the browser (a post fetched after a navigation).
  const [alternates, setAlternates] = useState<Alternates | undefined>(undefined);
  return (
    <SetAlternatesContext value={setAlternates}>
      <AlternatesContext value={alternates}>
        {/* The cookie choice comes first to the keyboard; the language offer waits for it. */}
        <CookieBanner />
        <SkipLink />
        <Header />
        <main id="main" tabIndex={-1} className="outline-none">
          <Outlet />
        </main>
        <Footer />
        <LanguageSuggestion />
        <Toaster />
      </AlternatesContext>
    </SetAlternatesContext>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) console.error(`${error.status} ${error.statusText}`);
  else console.error(error);
  return <ErrorPage />;
}

function ErrorPage() {
  const locale = useLocale();
  const t = useMessages().errorPage;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <title>{t.title}</title>
      <h1 className="text-3xl font-semibold">{t.title}</h1>
      <p className="text-muted">{t.text}</p>
      <ButtonLink href={pathOf("home", locale)}>{t.home}</ButtonLink>
    </main>
  );
}
