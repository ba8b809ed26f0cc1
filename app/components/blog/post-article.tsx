import { type ReactNode, useRef } from "react";
import { Link } from "react-router";
import { LazyPdfViewer } from "~/components/pdf/lazy-pdf-viewer";
import { POST_COLUMN_SIZES } from "~/lib/images";
import { PostCover } from "./post-cover";
import { useLocale, useMessages } from "~/content/messages";
import { en } from "~/content/messages/en";
import type { Post } from "~/lib/posts";
import { BlockStyleSheet } from "./block-style-sheet";
import { useCoverVideos } from "./cover-videos";
import { useEmbedPlayers } from "./embed-players";
import { authorPath, categoryPath } from "~/lib/blog-urls";
import { doiUrl } from "~/lib/doi";
import { orcidUrl } from "~/lib/orcid";
import { BackToBlog } from "./post-states";
import { PostDateline } from "./post-dateline";
import { readingMinutes } from "./post-neighbours";
import {
  authorName,
  authorOrcid,
  authorSlug,
  categories,
  featuredImage,
  foreignLanguage,
} from "~/lib/post-fields";

/** The research document shown under every post (its title in the page's language). */
const RESEARCH_DOCUMENT = { fileUrl: "/research-document.pdf", title: en.pdf.documentTitle } as const;

/** `notice`: shown above the title (the preview note); `after`: what the post leads to, at its end. */
export function PostArticle({ post, notice, after }: { post: Post; notice?: ReactNode; after?: ReactNode }) {
  const image = featuredImage(post);
  const author = authorName(post);
  const orcid = authorOrcid(post);
  const terms = categories(post);
  const body = useRef<HTMLDivElement>(null);
  useEmbedPlayers(body);
  useCoverVideos(body);
  const locale = useLocale();
  const t = useMessages();
  const lang = foreignLanguage(post, locale);
  return (
    <article className="overflow-x-clip">
      <BlockStyleSheet html={post.content.rendered} />
      <header className="border-b border-line bg-mist pt-28 pb-10 sm:pt-32">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          {notice}
          <BackToBlog />
          {lang && t.blog.otherLanguage ? (
            <p className="mt-4 text-sm text-muted" data-testid="post-language-note">
              {t.blog.otherLanguage}
            </p>
          ) : null}
          <h1
            lang={lang}
            className="ui-post-title"
            dangerouslySetInnerHTML={{ __html: post.title.rendered }}
          />
          <p className="mt-4 text-sm text-muted sm:text-base" data-testid="post-meta">
            <PostDateline
              date={post.date}
              author={author}
              authorHref={authorSlug(post) && authorPath(authorSlug(post)!, locale)}
              locale={locale}
            />
          </p>
          <p className="mt-1 text-sm text-muted" data-testid="reading-time">
            {t.blogLinks.readingTime(readingMinutes(post.content.rendered))}
          </p>
          {author && orcid ? (
            <p className="mt-1 text-sm text-muted" data-testid="post-orcid">
              <a
                href={orcidUrl(orcid)}
                aria-label={t.cite.orcidOf(author, orcid)}
                className="inline-flex items-center gap-1.5 text-brand-800 underline hover:text-brand-600"
              >
                <OrcidMark />
                {orcid}
              </a>
            </p>
          ) : null}
          {post.doi ? (
            <p className="mt-1 text-sm text-muted" data-testid="post-doi">
              {t.cite.doi}:{" "}
              <a href={doiUrl(post.doi)} className="break-all text-brand-800 underline hover:text-brand-600">
                {doiUrl(post.doi)}
              </a>
            </p>
          ) : null}
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {image ? (
          <PostCover
            image={image}
            sizes={POST_COLUMN_SIZES}
            // The cover is the page's largest paint: asked for first.
            loading="eager"
            fetchPriority="high"
            className="ui-post-cover"
          />
        ) : null}
        <div
          ref={body}
          data-testid="post-content"
          data-post-body=""
          lang={lang}
          className={image ? "prose-post mt-10" : "prose-post"}
          dangerouslySetInnerHTML={{ __html: post.content.rendered }}
        />
        <div className="mt-14">
          <LazyPdfViewer fileUrl={RESEARCH_DOCUMENT.fileUrl} title={t.pdf.documentTitle} />
        </div>
        {terms.length > 0 ? (
          <section aria-labelledby="post-categories" className="mt-12 border-t border-line pt-8">
            <h2 id="post-categories" className="text-lg font-semibold text-ink">
              {t.blog.categories}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {terms.map((term) => (
                <li key={term.id}>
                  {term.slug ? (
                    <Link to={categoryPath(term.slug, locale)} className="ui-pill ui-pill-link">
                      {term.name}
                    </Link>
                  ) : (
                    <span className="ui-pill">{term.name}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {after}
      </div>
    </article>
  );
}

/** The ORCID iD mark, drawn here (a green disc with "iD"), so the page asks no one else for it. */
function OrcidMark() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="8" fill="#a6ce39" />
      <text
        x="8"
        y="11.2"
        textAnchor="middle"
        fontSize="8.5"
        fontWeight="700"
        fill="#fff"
        fontFamily="sans-serif"
      >
        iD
      </text>
    </svg>
  );
}
