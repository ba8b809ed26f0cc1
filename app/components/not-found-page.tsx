// The site's 404 page (routes/not-found.tsx, and routes/editor-page.tsx for a one-word address no page has):
// the spec's message and way home, then the blog's search and the main sections. The bad path is logged.
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { SearchForm } from "~/components/blog/search-form";
import { MessagePanel } from "~/components/message-panel";
import { useLocale, useMessages } from "~/content/messages";
import { pathOf } from "~/content/locales";
import { blogListPath } from "~/lib/blog-urls";

export function NotFoundPage() {
  const { pathname } = useLocation();
  const locale = useLocale();
  const messages = useMessages();
  const t = messages.notFound;
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  const sections = [
    { to: pathOf("products", locale), label: messages.header.products },
    { to: blogListPath(locale, 1), label: messages.header.blog },
    { to: pathOf("contact", locale), label: messages.header.contact },
  ];
  return (
    <MessagePanel look="code" heading={t.code} text={t.text} to={pathOf("home", locale)} action={t.home}>
      <div className="mt-12 text-left" data-testid="not-found-ways">
        <p className="mb-4 text-ink">{t.elsewhere}</p>
        <SearchForm />
        <nav aria-label={t.sections} className="mt-6">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {sections.map((section) => (
              <li key={section.to}>
                <Link
                  to={section.to}
                  className="inline-block py-0.5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600"
                >
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </MessagePanel>
  );
}
