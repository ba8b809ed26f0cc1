import { Fibres } from "~/components/ui/fibres";
import { useMessages } from "~/content/messages";

/** The blog list's hero: the page's one h1 on a navy band with a few drawn fibres, low enough that a post shows below it. */
export function BlogHero({ title, subtitle }: { title?: string; subtitle?: string } = {}) {
  const t = useMessages().blog;
  title ??= t.title;
  subtitle ??= t.subtitle;
  return (
    <div className="relative isolate overflow-hidden bg-navy pt-24 pb-8 text-white sm:pt-28 sm:pb-12">
      <Fibres
        drawing="band"
        background={
          <>
            <defs>
              <linearGradient id="blog-hero-fade" x1="0" x2="1">
                <stop offset="0" stopColor="#0b2236" />
                <stop offset="1" stopColor="#0a5c60" />
              </linearGradient>
            </defs>
            <rect width="1200" height="320" fill="url(#blog-hero-fade)" />
          </>
        }
        line={{ colour: "#cfeceb", width: 1, opacity: 0.22 }}
        className="absolute inset-0 -z-10 h-full w-full"
      />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h1 className="text-4xl font-semibold tracking-tight text-balance break-words sm:text-5xl">
          {title}
        </h1>
        <p className="mt-4 max-w-2xl text-base leading-7 text-white/85 sm:text-lg sm:leading-8">{subtitle}</p>
      </div>
    </div>
  );
}
