import { useEffect } from "react";
import { data, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { MessagePanel } from "~/components/message-panel";
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
    <MessagePanel look="code" heading={t.code} text={t.text} to={pathOf("home", locale)} action={t.home} />
  );
}
