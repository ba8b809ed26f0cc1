import { cn } from "~/lib/cn";

/** A decorative 20x20 line icon in the current text colour (buttons and links carry the words). */
export function StrokeIcon({
  d,
  size = "size-4",
  className,
}: {
  d: string;
  size?: "size-4" | "size-5";
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={cn(size, className)}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const ICON_PATHS = {
  chevronLeft: "M12.5 15 7.5 10l5-5",
  chevronRight: "M7.5 5l5 5-5 5",
  arrowLeft: "M16 10H4m5-5-5 5 5 5",
  download: "M10 3v10m-4-4 4 4 4-4M4 16h12",
  close: "M5 5l10 10M15 5 5 15",
} as const;
