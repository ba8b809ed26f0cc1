import { createElement } from "react";
import { cn } from "~/lib/cn";

// Every icon of the site: line drawings in the current text colour, decorative (the button, link or heading
// beside one carries the words). Each is drawn on its own grid with its own line width and default size.
type Style = { grid: 20 | 24; stroke: number; size: string };

/** One element of a drawing: its SVG tag and attributes, drawn in order. */
type Shape =
  | ["path", { d: string; strokeWidth?: string }]
  | ["circle", { cx: string; cy: string; r: string }]
  | ["ellipse", { cx: string; cy: string; rx: string; ry: string }]
  | ["rect", { x: string; y: string; width: string; height: string; rx: string }];

type Drawing = Style & { shapes: Shape[] };

// The styles the icons come in: the controls', the document's, the contact details' and the research areas'.
const CONTROL = { grid: 20, stroke: 2, size: "size-4" } as const;
const DOCUMENT = { grid: 24, stroke: 1.8, size: "size-5" } as const;
const CONTACT = { grid: 24, stroke: 1.6, size: "h-6 w-6" } as const;
const RESEARCH = { grid: 24, stroke: 1.6, size: "h-7 w-7" } as const;

const path = (d: string): Shape => ["path", { d }];
const circle = (cx: string, cy: string, r: string): Shape => ["circle", { cx, cy, r }];
const rect = (x: string, y: string, width: string, height: string, rx: string): Shape => [
  "rect",
  { x, y, width, height, rx },
];

const ICONS = {
  chevronLeft: { ...CONTROL, shapes: [path("M12.5 15 7.5 10l5-5")] },
  chevronRight: { ...CONTROL, shapes: [path("M7.5 5l5 5-5 5")] },
  arrowLeft: { ...CONTROL, shapes: [path("M16 10H4m5-5-5 5 5 5")] },
  download: { ...CONTROL, shapes: [path("M10 3v10m-4-4 4 4 4-4M4 16h12")] },
  close: { ...CONTROL, shapes: [path("M5 5l10 10M15 5 5 15")] },
  search: { ...CONTROL, shapes: [path("M8.5 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11Zm4-1.5L17 17")] },
  document: {
    ...DOCUMENT,
    shapes: [
      path("M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z"),
      path("M14 3v5h5M9 13h6M9 17h6"),
    ],
  },
  mail: { ...CONTACT, shapes: [rect("3", "5", "18", "14", "2"), path("m3.5 6.5 8.5 7 8.5-7")] },
  pin: {
    ...CONTACT,
    shapes: [path("M12 21s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z"), circle("12", "9", "2.5")],
  },
  // The research areas' icons (app/content/research.ts names one per area).
  // Parallel single-material fibres.
  fiber: {
    ...RESEARCH,
    shapes: [
      path(
        "M2 7c3.3-2.4 6.7 2.4 10 0s6.7-2.4 10 0M2 12c3.3-2.4 6.7 2.4 10 0s6.7-2.4 10 0M2 17c3.3-2.4 6.7 2.4 10 0s6.7-2.4 10 0",
      ),
    ],
  },
  // A core-shell fibre: shell, core, and its open end.
  layers: {
    ...RESEARCH,
    shapes: [
      path("M2 6.5h14M2 17.5h14"),
      ["path", { d: "M2 12h14", strokeWidth: "3" }],
      ["ellipse", { cx: "17", cy: "12", rx: "3.5", ry: "5.5" }],
    ],
  },
  // A droplet with pores.
  droplet: {
    ...RESEARCH,
    shapes: [
      path("M12 2.5c4 5 7 8.6 7 12.3a7 7 0 0 1-14 0c0-3.7 3-7.3 7-12.3z"),
      circle("9.5", "15", "1.4"),
      circle("14.5", "17", "1.1"),
      circle("13.5", "12", "1"),
    ],
  },
  // A lattice of struts.
  scaffold: {
    ...RESEARCH,
    shapes: [rect("2.5", "2.5", "19", "19", "3"), path("M2.5 9h19M2.5 15h19M9 2.5v19M15 2.5v19")],
  },
  // A capsule releasing molecules.
  release: {
    ...RESEARCH,
    shapes: [
      rect("1.5", "8", "13", "8", "4"),
      path("M8 8v8"),
      circle("19", "5.5", "1.8"),
      circle("21", "12", "1.8"),
      circle("19", "18.5", "1.8"),
    ],
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
      {icon.shapes.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
