import { cn } from "~/lib/cn";

/** The company mark: a nanofiber mesh in a circle. Decorative; the link around it carries the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("h-8 w-8 shrink-0", className)}>
      <circle cx="16" cy="16" r="15" fill="#0d7377" />
      <path
        d="M5 12c6 3 16-3 22 1M5 19c7-3 15 4 22 0M11 4c-2 7 3 17 0 24M20 4c3 8-3 16 1 24"
        fill="none"
        stroke="#fff"
        strokeWidth="1.6"
        strokeLinecap="round"
        opacity="0.9"
      />
    </svg>
  );
}
