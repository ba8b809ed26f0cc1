import { ButtonLink } from "~/components/ui/button";
import { useLocale, useMessages } from "~/content/messages";
import { pathOf } from "~/content/locales";
import { responsiveImage } from "~/lib/images";

/**
 * The picture behind the headline, in public/images/. A photograph (JPEG, PNG, WebP) put here is answered by the
 * image endpoint at the width each screen needs; a drawing (SVG) is sent as it is. A changed picture gets a new
 * file name (its sizes are kept a year).
 */
const PICTURE = { src: "/images/hero-nanofibers.svg", width: 1600, height: 900 };

/**
 * Full-screen opening of the home page; the transparent header sits on top of it. The image is the page's
 * largest paint: it loads eagerly with high priority (React also emits a preload for it), at the screen's width.
 */
export function Hero() {
  const locale = useLocale();
  const t = useMessages().home;
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-svh items-center overflow-hidden bg-navy"
    >
      <img
        {...responsiveImage(PICTURE.src, PICTURE.width, "100vw")}
        alt=""
        width={PICTURE.width}
        height={PICTURE.height}
        loading="eager"
        fetchPriority="high"
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      {/* Darkens the side the text sits on so white text keeps its contrast over the bright fibres. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-navy/90 via-navy/70 to-navy/25"
      />
      {/* The headline may break inside a word: Czech "v biomateriálech" is wider than a 320 px screen. */}
      <div className="mx-auto w-full max-w-7xl px-4 pt-28 pb-20 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-brand-100 uppercase">{t.heroEyebrow}</p>
        <h1
          id="hero-title"
          className="mt-4 max-w-3xl text-4xl font-semibold tracking-tight text-balance break-words text-white sm:text-6xl lg:text-7xl"
        >
          {t.heroTitle}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-white/90 sm:text-xl">{t.heroSubtitle}</p>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row">
          <ButtonLink to={pathOf("products", locale)} variant="light" size="lg">
            {t.heroProducts}
          </ButtonLink>
          <ButtonLink to={pathOf("contact", locale)} variant="ghostLight" size="lg">
            {t.heroContact}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
