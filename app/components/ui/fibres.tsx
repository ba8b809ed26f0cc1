import type { ReactNode } from "react";
import { FIBRES } from "~/lib/fibres";

/**
 * The site's fibres (app/lib/fibres.ts), decorative, filling their box (cut rather than squeezed). `background`
 * goes under the lines; the last fibre of a drawing may be fainter (`fadeLast`).
 */
export function Fibres({
  drawing,
  line,
  background,
  fadeLast,
  className,
}: {
  drawing: keyof typeof FIBRES;
  line: { colour: string; width: number; opacity: number };
  background?: ReactNode;
  fadeLast?: number;
  className?: string;
}) {
  const { width, height, paths } = FIBRES[drawing];
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMid slice"
      className={className}
    >
      {background}
      <g fill="none" stroke={line.colour} strokeWidth={line.width} opacity={line.opacity}>
        {paths.map((d, i) => (
          <path
            key={d}
            d={d}
            opacity={fadeLast !== undefined && i === paths.length - 1 ? fadeLast : undefined}
          />
        ))}
      </g>
    </svg>
  );
}
