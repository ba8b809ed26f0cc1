import type { ResearchIcon as IconName } from "~/content/research";
import { cn } from "~/lib/cn";

const paths: Record<IconName, React.ReactNode> = {
  // a single smooth fibre
  fiber: <path d="M3 17c4 0 4-10 9-10s5 10 9 10" />,
  // core-shell fibre in cross-section and along its length
  layers: (
    <>
      <path d="M3 9h13M3 15h13" />
      <ellipse cx="17" cy="12" rx="3" ry="3" />
      <circle cx="17" cy="12" r="0.8" fill="currentColor" />
    </>
  ),
  // a droplet with pores
  droplet: (
    <>
      <path d="M12 3c3.5 4.5 6 7.6 6 11a6 6 0 0 1-12 0c0-3.4 2.5-6.5 6-11z" />
      <circle cx="10" cy="14" r="1" />
      <circle cx="14" cy="16" r="1" />
      <circle cx="13" cy="11.5" r="0.8" />
    </>
  ),
  // a lattice of struts
  scaffold: (
    <>
      <path d="M4 8h16M4 16h16M8 4v16M16 4v16" />
      <rect x="3" y="3" width="18" height="18" rx="3" />
    </>
  ),
  // a capsule releasing molecules
  release: (
    <>
      <rect x="3" y="9" width="11" height="6" rx="3" />
      <path d="M8.5 9v6" />
      <circle cx="18" cy="7" r="1.3" />
      <circle cx="20" cy="12" r="1.3" />
      <circle cx="18" cy="17" r="1.3" />
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
      className={cn("h-6 w-6", className)}
    >
      {paths[name]}
    </svg>
  );
}
