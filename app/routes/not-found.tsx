import { useEffect } from "react";
import { data, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { ButtonLink } from "~/components/ui/button";
import { messagesFor, useLocale, useMessages } from "~/content/messages";
import { localeOf, pathOf } from "~/content/locales";
import { seo } from "~/lib/seo";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = messagesFor(localeOf(location.pathname)).notFound;
  return [
    ...seo(matches, { title: t.title, description: t.description, path: location.pathname }),
    { name: "robots", content: "noindex" },
  ];
};

export default function NotFound() {
  const { pathname } = useLocation();
  const locale = useLocale();
  const t = useMessages().notFound;
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-mist px-4 pt-24 pb-16">
      <div className="text-center">
        <h1 className="text-6xl font-bold tracking-tight text-brand-700">{t.code}</h1>
        <p className="mt-4 text-xl text-muted">{t.text}</p>
        <ButtonLink to={pathOf("home", locale)} size="lg" className="mt-8">
          {t.home}
        </ButtonLink>
      </div>
    </div>
  );
}
