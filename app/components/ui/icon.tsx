import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

// Every icon of the site: line drawings in the current text colour, decorative (the button, link or heading
// beside one carries the words). Each is drawn on its own grid with its own line width and default size.
type Drawing = { grid: 20 | 24; stroke: number; size: string; body: ReactNode };

const ICONS = {
  chevronLeft: { grid: 20, stroke: 2, size: "size-4", body: <path d="M12.5 15 7.5 10l5-5" /> },
  chevronRight: { grid: 20, stroke: 2, size: "size-4", body: <path d="M7.5 5l5 5-5 5" /> },
  arrowLeft: { grid: 20, stroke: 2, size: "size-4", body: <path d="M16 10H4m5-5-5 5 5 5" /> },
  download: { grid: 20, stroke: 2, size: "size-4", body: <path d="M10 3v10m-4-4 4 4 4-4M4 16h12" /> },
  close: { grid: 20, stroke: 2, size: "size-4", body: <path d="M5 5l10 10M15 5 5 15" /> },
  search: {
    grid: 20,
    stroke: 2,
    size: "size-4",
    body: <path d="M8.5 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11Zm4-1.5L17 17" />,
  },
  document: {
    grid: 24,
    stroke: 1.8,
    size: "size-5",
    body: (
      <>
        <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
        <path d="M14 3v5h5M9 13h6M9 17h6" />
      </>
    ),
  },
  mail: {
    grid: 24,
    stroke: 1.6,
    size: "h-6 w-6",
    body: (
      <>
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m3.5 6.5 8.5 7 8.5-7" />
      </>
    ),
  },
  pin: {
    grid: 24,
    stroke: 1.6,
    size: "h-6 w-6",
    body: (
      <>
        <path d="M12 21s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" />
        <circle cx="12" cy="9" r="2.5" />
      </>
    ),
  },
  // The research areas' icons (app/content/research.ts names one per area).
  // Parallel single-material fibres.
  fiber: {
    grid: 24,
    stroke: 1.6,
    size: "h-7 w-7",
    body: (
      <path d="M2 7c3.3-2.4 6.7 2.4 10 0s6.7-2.4 10 0M2 12c3.3-2.4 6.7 2.4 10 0s6.7-2.4 10 0M2 17c3.3-2.4 6.7 2.4 10 0s6.7-2.4 10 0" />
    ),
  },
  // A core-shell fibre: shell, core, and its open end.
  layers: {
    grid: 24,
    stroke: 1.6,
    size: "h-7 w-7",
    body: (
      <>
        <path d="M2 6.5h14M2 17.5h14" />
        <path d="M2 12h14" strokeWidth="3" />
        <ellipse cx="17" cy="12" rx="3.5" ry="5.5" />
      </>
    ),
  },
  // A droplet with pores.
  droplet: {
    grid: 24,
    stroke: 1.6,
    size: "h-7 w-7",
    body: (
      <>
        <path d="M12 2.5c4 5 7 8.6 7 12.3a7 7 0 0 1-14 0c0-3.7 3-7.3 7-12.3z" />
        <circle cx="9.5" cy="15" r="1.4" />
        <circle cx="14.5" cy="17" r="1.1" />
        <circle cx="13.5" cy="12" r="1" />
      </>
    ),
  },
  // A lattice of struts.
  scaffold: {
    grid: 24,
    stroke: 1.6,
    size: "h-7 w-7",
    body: (
      <>
        <rect x="2.5" y="2.5" width="19" height="19" rx="3" />
        <path d="M2.5 9h19M2.5 15h19M9 2.5v19M15 2.5v19" />
      </>
    ),
  },
  // A capsule releasing molecules.
  release: {
    grid: 24,
    stroke: 1.6,
    size: "h-7 w-7",
    body: (
      <>
        <rect x="1.5" y="8" width="13" height="8" rx="4" />
        <path d="M8 8v8" />
        <circle cx="19" cy="5.5" r="1.8" />
        <circle cx="21" cy="12" r="1.8" />
        <circle cx="19" cy="18.5" r="1.8" />
      </>
    ),
  },
} as const satisfies Record<string, Drawing>;

export type IconName = keyof typeof ICONS;

/** An icon by name; `size` replaces the icon's default size class, `className` adds to it. */
export function Icon({ name, size, className }: { name: IconName; size?: string; className?: string }) {
  const icon: Drawing = ICONS[name];
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${icon.grid} ${icon.grid}`}
      className={cn(size ?? icon.size, className)}
      fill="none"
      stroke="currentColor"
      strokeWidth={icon.stroke}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {icon.body}
    </svg>
  );
}
