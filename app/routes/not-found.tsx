import { useEffect } from "react";
import { data, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { ButtonLink } from "~/components/ui/button";
import { NOT_FOUND_DESCRIPTION } from "~/content/pages";
import { seo } from "~/lib/seo";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...seo(matches, {
    title: "Page not found",
    description: NOT_FOUND_DESCRIPTION,
    path: location.pathname,
  }),
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-mist px-4 pt-24 pb-16">
      <div className="text-center">
        <h1 className="text-6xl font-bold tracking-tight text-brand-700">404</h1>
        <p className="mt-4 text-xl text-muted">Oops! Page not found</p>
        <ButtonLink to="/" size="lg" className="mt-8">
          Return to Home
        </ButtonLink>
      </div>
    </div>
  );
}
