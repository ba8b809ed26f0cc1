import { ButtonLink } from "~/components/ui/button";

/**
 * Full-screen opening of the home page; the transparent header sits on top of it. The image is the page's
 * largest paint: it loads eagerly with high priority (React also emits a preload for it).
 */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-svh items-center overflow-hidden bg-navy"
    >
      <img
        src="/images/hero-nanofibers.svg"
        alt=""
        width={1600}
        height={900}
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
    </section>
  );
}
