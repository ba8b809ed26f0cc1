import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundPage } from "~/components/not-found-page";
import { messagesFor } from "~/content/messages";
import { localeOf } from "~/content/locales";
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
  return <NotFoundPage />;
}
