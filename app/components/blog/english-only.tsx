import { Link } from "react-router";
import { useMessages } from "~/content/messages";
import { postPath } from "~/lib/blog-urls";
import { BackToBlog } from "./post-states";

/** The Czech address of a post that exists in English only: says so, in Czech, and links to the English page. */
export function EnglishOnlyNotice({ slug, title }: { slug: string; title: string }) {
  const t = useMessages().blogLinks;
  return (
    <section
      aria-labelledby="english-only-title"
      data-testid="english-only"
      className="mx-auto max-w-3xl px-4 pt-28 pb-20 sm:px-6 sm:pt-32"
    >
      <BackToBlog />
      <h1 id="english-only-title" className="mt-6 text-3xl font-semibold tracking-tight text-ink">
        {t.englishOnlyTitle}
      </h1>
      <p className="mt-4 text-lg leading-8 text-muted">{t.englishOnlyText}</p>
      <p className="mt-6 rounded-2xl border border-line bg-mist px-6 py-5">
        <span lang="en" className="block text-lg font-semibold text-ink">
          {title}
        </span>
        <Link
          to={postPath(slug, "en")}
          hrefLang="en"
          className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-4"
        >
          {t.readInEnglish}
        </Link>
      </p>
    </section>
  );
}
