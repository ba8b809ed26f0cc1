// /blog/author/:slug, /cs/blog/autor/:slug: an author's page: their name, biography and ORCID iD, and their
// posts in the page's language with the blog list's cards and pagination. Read on the server (a navigation
// fetches the page's data), as the posts service keeps it.
import { Link } from "react-router";
import type { Route } from "./+types/blog-author";
import { BlogHero } from "~/components/blog/blog-hero";
import { useFocusOnNewPage } from "~/components/blog/page-focus";
import { Pagination } from "~/components/blog/pagination";
import { PostGrid } from "~/components/blog/post-grid";
import { messagesFor, useMessages } from "~/content/messages";
import { typeset } from "~/content/typography";
import { LOCALES, localeOf, pathOf } from "~/content/locales";
import { authorPath } from "~/lib/blog-urls";
import { orcidUrl } from "~/lib/orcid";
import { seo, siteUrlFrom } from "~/lib/seo";
import { pageHeaders } from "~/server/http/http.server";
import { loadArchivePage } from "~/server/posts/posts.server";
import { LISTS_KEY, surrogateKeys } from "~/server/changes/changes.server";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { slug } = params;
  return loadArchivePage(
    { request, context },
    {
      slug,
      name: `Author "${slug}"`,
      path: (lang, page) => authorPath(slug, lang, page),
      read: (page, ask) => context.services.posts.listAuthorCached(slug, page, ask),
      found: (list) => list.author !== null,
      // Any change may add a post to an author's page or take one away.
      keys: (list, lang) =>
        surrogateKeys({ lang, is: [LISTS_KEY], posts: list.data.map((post) => post.slug) }),
    },
  );
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData, params, location }) => {
  const page = loaderData?.page ?? 1;
  const lang = localeOf(location.pathname);
  const t = messagesFor(lang).author;
  const path = authorPath(params.slug, lang, page);
  const author = loaderData?.list?.author;
  if (!author)
    return [
      ...seo(matches, { title: t.notFound, description: messagesFor(lang).blog.title, path }),
      { name: "robots", content: "noindex" },
    ];
  const base = siteUrlFrom(matches);
  // The same author answers in every language, at the same slug.
  const alternates = Object.fromEntries(
    LOCALES.map((other) => [other, authorPath(author.slug, other, page)]),
  );
  const profile = {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url: base + path,
    inLanguage: lang,
    mainEntity: {
      "@type": "Person",
      name: author.name,
      url: base + authorPath(author.slug, lang),
      ...(author.bio && { description: author.bio }),
      ...(author.orcid && { sameAs: [orcidUrl(author.orcid)] }),
    },
  };
  return seo(matches, {
    title: t.title(author.name, page),
    description: t.description(author.name, page),
    path,
    alternates,
    type: "profile",
    extra: [{ "script:ld+json": profile }],
  });
};

export default function BlogAuthor({ loaderData }: Route.ComponentProps) {
  const { slug, lang, page, list, state } = loaderData;
  const messages = useMessages();
  const t = messages.author;
  const postsRef = useFocusOnNewPage(page);
  const author = list?.author ?? null;
  const box = "mx-auto max-w-xl rounded-2xl border border-line bg-mist px-6 py-10 text-center text-ink";
  return (
    <>
      <BlogHero
        title={author ? author.name : state === "not-found" ? t.notFound : messages.blog.title}
        subtitle={state === "not-found" ? t.notFoundText : t.subtitle}
      />
      {author && (author.bio || author.orcid) ? (
        <section className="mx-auto max-w-3xl px-4 pt-12 sm:px-6" data-testid="author-profile">
          {author.bio ? (
            <p className="text-lg leading-relaxed text-ink">{typeset(author.bio, lang)}</p>
          ) : null}
          {author.orcid ? (
            <p className="mt-4 text-sm text-muted" data-testid="author-orcid">
              <a
                href={orcidUrl(author.orcid)}
                aria-label={messages.cite.orcidOf(author.name, author.orcid)}
                className="text-brand-800 underline hover:text-brand-600"
              >
                ORCID iD: {author.orcid}
              </a>
            </p>
          ) : null}
        </section>
      ) : null}
      <section
        ref={postsRef}
        tabIndex={-1}
        aria-label={author ? t.postsOf(author.name) : messages.blog.posts}
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8"
      >
        {state === "failed" ? (
          <p role="alert" className={box}>
            {messages.blog.listError}
          </p>
        ) : !list || !author ? (
          <p className={box}>
            <Link to={pathOf("blog", lang)} className="font-semibold text-brand-700 underline">
              {messages.blog.categoryAll}
            </Link>
          </p>
        ) : list.data.length > 0 ? (
          <>
            <PostGrid posts={list.data} />
            <Pagination page={page} totalPages={list.totalPages} href={(n) => authorPath(slug, lang, n)} />
          </>
        ) : (
          <p className={box}>{t.empty}</p>
        )}
      </section>
    </>
  );
}
