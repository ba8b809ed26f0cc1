import { useMessages } from "~/content/messages";

/** The blog list's hero: the page's one h1 on a navy band with a few drawn fibres. */
export function BlogHero({ title, subtitle }: { title?: string; subtitle?: string } = {}) {
  const t = useMessages().blog;
  title ??= t.title;
  subtitle ??= t.subtitle;
  return (
    <div className="relative isolate overflow-hidden bg-navy pt-32 pb-14 text-white sm:pt-36 sm:pb-20">
      <svg
        aria-hidden="true"
        viewBox="0 0 1200 320"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 -z-10 h-full w-full"
      >
        <defs>
          <linearGradient id="blog-hero-fade" x1="0" x2="1">
            <stop offset="0" stopColor="#0b2236" />
            <stop offset="1" stopColor="#0a5c60" />
          </linearGradient>
        </defs>
        <rect width="1200" height="320" fill="url(#blog-hero-fade)" />
        <g fill="none" stroke="#cfeceb" strokeWidth="1" opacity="0.22">
          <path d="M-20 260 C 200 120, 380 330, 620 170 S 980 40, 1220 150" />
          <path d="M-20 200 C 160 60, 420 260, 660 110 S 1000 230, 1220 80" />
          <path d="M-20 120 C 240 220, 420 30, 700 210 S 1040 300, 1220 240" />
          <path d="M-20 300 C 260 250, 520 320, 760 240 S 1060 60, 1220 30" />
          <path d="M-20 40 C 300 120, 560 0, 820 90 S 1100 180, 1220 120" />
        </g>
      </svg>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h1 className="text-4xl font-semibold tracking-tight text-balance break-words sm:text-5xl">
          {title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-8 text-white/85">{subtitle}</p>
      </div>
    </div>
  );
}
