import type { ResearchIcon as IconName } from "~/content/research";
import { cn } from "~/lib/cn";

const paths: Record<IconName, React.ReactNode> = {
  // parallel single-material fibres
  fiber: (
    <path d="M2 7c3.3-2.4 6.7 2.4 10 0s6.7-2.4 10 0M2 12c3.3-2.4 6.7 2.4 10 0s6.7-2.4 10 0M2 17c3.3-2.4 6.7 2.4 10 0s6.7-2.4 10 0" />
  ),
  // a core-shell fibre: shell, core, and its open end
  layers: (
    <>
      <path d="M2 6.5h14M2 17.5h14" />
      <path d="M2 12h14" strokeWidth="3" />
      <ellipse cx="17" cy="12" rx="3.5" ry="5.5" />
    </>
  ),
  // a droplet with pores
  droplet: (
    <>
      <path d="M12 2.5c4 5 7 8.6 7 12.3a7 7 0 0 1-14 0c0-3.7 3-7.3 7-12.3z" />
      <circle cx="9.5" cy="15" r="1.4" />
      <circle cx="14.5" cy="17" r="1.1" />
      <circle cx="13.5" cy="12" r="1" />
    </>
  ),
  // a lattice of struts
  scaffold: (
    <>
      <rect x="2.5" y="2.5" width="19" height="19" rx="3" />
      <path d="M2.5 9h19M2.5 15h19M9 2.5v19M15 2.5v19" />
    </>
  ),
  // a capsule releasing molecules
  release: (
    <>
      <rect x="1.5" y="8" width="13" height="8" rx="4" />
      <path d="M8 8v8" />
      <circle cx="19" cy="5.5" r="1.8" />
      <circle cx="21" cy="12" r="1.8" />
      <circle cx="19" cy="18.5" r="1.8" />
    </>
  ),
};

/** Line icon for a research area; decorative, the area's title names it. */
export function ResearchIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn("h-7 w-7", className)}
    >
      {paths[name]}
    </svg>
  );
}
