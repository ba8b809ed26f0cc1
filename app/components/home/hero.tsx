import { ButtonLink } from "~/components/ui/button";
import { responsiveImage } from "~/lib/images";

/**
 * A photograph (public/images/), answered by the image endpoint at the width the screen needs. Changing the
 * picture: a new file under a new name (addresses are kept a year), its size here, its credit below.
 */
const PHOTO = { src: "/images/hero-milky-way.jpg", width: 5954, height: 3975 };

/**
 * Full-screen opening of the home page; the transparent header sits on top of it. The image is the page's
 * largest paint: it loads eagerly with high priority (React also emits a preload for it), at the screen's width.
 */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-svh items-center overflow-hidden bg-navy"
    >
      <img
        {...responsiveImage(PHOTO.src, PHOTO.width, "100vw")}
        alt=""
        width={PHOTO.width}
        height={PHOTO.height}
        loading="eager"
        fetchPriority="high"
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      {/* Darkens the side the text sits on so white text keeps its contrast over the bright fibres. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-navy/90 via-navy/70 to-navy/25"
      />
      <div className="mx-auto w-full max-w-7xl px-4 pt-28 pb-20 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-brand-100 uppercase">
          Nanofibers · Biomaterials · Drug delivery
        </p>
        <h1
          id="hero-title"
          className="mt-4 max-w-3xl text-4xl font-semibold tracking-tight text-balance text-white sm:text-6xl lg:text-7xl"
        >
          Innovation in Biomaterials
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-white/90 sm:text-xl">
          Expertise in material research and development for biomedical, cosmetic, healthcare and safety
          applications.
        </p>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row">
          <ButtonLink to="/products" variant="light" size="lg">
            Explore our Products
          </ButtonLink>
          <ButtonLink to="/contact" variant="ghostLight" size="lg">
            Contact us
          </ButtonLink>
        </div>
      </div>
      {/* The licence (CC BY-SA 4.0) asks for the author's name with the picture. */}
      <p className="absolute bottom-3 left-4 text-xs text-white/80 sm:left-6 lg:left-8">
        Photo: Jean Schmitt, Wikimedia Commons, CC BY-SA 4.0
      </p>
    </section>
  );
}
