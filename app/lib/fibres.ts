// The site's decorative drawing: a few thin fibres, as an electrospinner lays them. Drawn by the Fibres
// component (app/components/ui/fibres.tsx) and, as an SVG document, behind the social cards that have no cover
// (app/server/social-cards/drawing.server.tsx).

export type FibreDrawing = { width: number; height: number; paths: readonly string[] };

export const FIBRES = {
  /** Across a wide band: the blog's hero and, stretched to twice the height, the social cards. */
  band: {
    width: 1200,
    height: 320,
    paths: [
      "M-20 260 C 200 120, 380 330, 620 170 S 980 40, 1220 150",
      "M-20 200 C 160 60, 420 260, 660 110 S 1000 230, 1220 80",
      "M-20 120 C 240 220, 420 30, 700 210 S 1040 300, 1220 240",
      "M-20 300 C 260 250, 520 320, 760 240 S 1060 60, 1220 30",
      "M-20 40 C 300 120, 560 0, 820 90 S 1100 180, 1220 120",
    ],
  },
  /** In a post card's picture box, when the post has no featured image (the last fibre fainter). */
  card: {
    width: 400,
    height: 210,
    paths: [
      "M-10 170 C 80 60, 160 220, 260 90 S 380 40, 420 120",
      "M-10 120 C 60 20, 190 160, 280 50 S 390 150, 420 60",
      "M-10 60 C 110 140, 170 10, 250 150 S 360 200, 420 170",
      "M-10 200 C 90 150, 210 200, 300 140 S 380 20, 420 20",
    ],
  },
} as const satisfies Record<string, FibreDrawing>;

/** A path with every y coordinate multiplied (the numbers come in x y pairs). */
function stretchPath(d: string, scaleY: number): string {
  let index = 0;
  return d.replace(/-?\d+(\.\d+)?/g, (n) => String(index++ % 2 === 1 ? Number(n) * scaleY : Number(n)));
}

/** The band as a standalone SVG document, `scaleY` times as tall, for an image renderer. */
export function bandSvg(
  height: number,
  scaleY: number,
  line: { colour: string; width: number; opacity: number },
): string {
  const { width, paths } = FIBRES.band;
  const drawn = paths.map((d) => `<path d="${stretchPath(d, scaleY)}"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><g fill="none" stroke="${line.colour}" stroke-width="${line.width}" opacity="${line.opacity}">${drawn}</g></svg>`;
}
