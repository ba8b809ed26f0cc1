// Vector figures and shared drawing helpers for the research document (see make-research-pdf.ts).
import { rgb, type PDFFont, type PDFPage } from "pdf-lib";

export const NAVY = rgb(0.043, 0.133, 0.212);
export const TEAL = rgb(0.051, 0.451, 0.467);
export const INK = rgb(0.059, 0.118, 0.18);
export const MUTED = rgb(0.29, 0.353, 0.416);
export const LINE = rgb(0.859, 0.89, 0.918);
export const MIST = rgb(0.953, 0.965, 0.973);
export const TINT = rgb(0.925, 0.969, 0.969);

export type Fonts = { regular: PDFFont; bold: PDFFont };

/** Splits text into lines no wider than `width` at `size`. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A tiny deterministic random number generator, so the fibre mesh is the same on every run. */
function random(seed: number) {
  return () => (seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296;
}

export type Figure = (page: PDFPage, x: number, y: number, w: number, h: number, fonts: Fonts) => void;

export const FIGURES: Record<"mesh" | "electrospinning" | "coaxial" | "release", Figure> = {
  // A nanofiber mesh as a scanning electron micrograph might show it: overlapping curved fibres.
  mesh(page, x, y, w, h) {
    page.drawRectangle({ x, y, width: w, height: h, color: NAVY });
    const rand = random(7);
    for (let i = 0; i < 46; i++) {
      const [a, b, c, d] = [rand() * h, rand() * h, rand() * h, rand() * h];
      // SVG coordinates: origin at the figure's top-left corner, y growing downwards.
      page.drawSvgPath(`M 0 ${a} C ${w / 3} ${b} ${(2 * w) / 3} ${c} ${w} ${d}`, {
        x,
        y: y + h,
        borderColor: i % 5 === 0 ? rgb(0.81, 0.925, 0.922) : rgb(0.35, 0.62, 0.64),
        borderWidth: 0.4 + rand() * 1.4,
        borderOpacity: 0.55 + rand() * 0.4,
      });
    }
  },
  // Needle electrospinning: syringe pump, needle, Taylor cone, jet, grounded collector, high-voltage supply.
  electrospinning(page, x, y, w, h, fonts) {
    page.drawRectangle({ x, y, width: w, height: h, color: MIST, borderColor: LINE, borderWidth: 0.8 });
    const label = (text: string, lx: number, ly: number) =>
      page.drawText(text, { x: x + lx, y: y + ly, size: 8.5, font: fonts.regular, color: MUTED });
    page.drawRectangle({
      x: x + 40,
      y: y + h / 2 - 12,
      width: 90,
      height: 24,
      borderColor: NAVY,
      borderWidth: 1.2,
      color: rgb(1, 1, 1),
    });
    page.drawRectangle({ x: x + 44, y: y + h / 2 - 8, width: 60, height: 16, color: TINT });
    page.drawLine({
      start: { x: x + 130, y: y + h / 2 },
      end: { x: x + 160, y: y + h / 2 },
      thickness: 2,
      color: NAVY,
    });
    page.drawSvgPath("M 0 -6 L 0 6 L 30 0 Z", { x: x + 160, y: y + h / 2, color: TEAL });
    page.drawSvgPath(`M 0 0 C 60 -18 120 22 180 -8 S 230 10 ${w - 260} 0`, {
      x: x + 190,
      y: y + h / 2,
      borderColor: TEAL,
      borderWidth: 0.9,
    });
    page.drawRectangle({ x: x + w - 70, y: y + 18, width: 14, height: h - 36, color: NAVY });
    page.drawRectangle({
      x: x + w / 2 - 30,
      y: y + 12,
      width: 60,
      height: 22,
      borderColor: NAVY,
      borderWidth: 1,
      color: rgb(1, 1, 1),
    });
    page.drawText("HV", { x: x + w / 2 - 8, y: y + 19, size: 9, font: fonts.bold, color: NAVY });
    page.drawSvgPath(`M 0 0 L 0 ${-(h / 2 - 40)} L ${-(w / 2 - 145)} ${-(h / 2 - 40)}`, {
      x: x + w / 2,
      y: y + 34,
      borderColor: MUTED,
      borderWidth: 0.7,
      borderDashArray: [3, 2],
    });
    page.drawSvgPath(`M 0 0 L ${w / 2 - 100} 0`, {
      x: x + w / 2 + 30,
      y: y + 23,
      borderColor: MUTED,
      borderWidth: 0.7,
      borderDashArray: [3, 2],
    });
    label("Syringe pump", 48, h / 2 + 18);
    label("Taylor cone", 150, h / 2 - 26);
    label("Whipping jet", 250, h / 2 + 26);
    label("Collector", w - 105, h - 14);
    label("10-30 kV", w / 2 - 18, 2);
  },
  // Cross-sections of three fibre designs: blend, coaxial core-shell, surface-bound.
  coaxial(page, x, y, w, h, fonts) {
    page.drawRectangle({ x, y, width: w, height: h, color: MIST, borderColor: LINE, borderWidth: 0.8 });
    const r = 34;
    const cy = y + h / 2 + 8;
    const names = ["Blend", "Coaxial (core-shell)", "Surface-bound"];
    const rand = random(11);
    names.forEach((name, i) => {
      const cx = x + (w * (2 * i + 1)) / 6;
      page.drawCircle({
        x: cx,
        y: cy,
        size: r,
        color: rgb(0.812, 0.925, 0.922),
        borderColor: TEAL,
        borderWidth: 1,
      });
      if (i === 0) {
        for (let k = 0; k < 26; k++) {
          const a = rand() * 2 * Math.PI;
          const d = Math.sqrt(rand()) * (r - 5);
          page.drawCircle({
            x: cx + d * Math.cos(a),
            y: cy + d * Math.sin(a),
            size: 1.8,
            color: rgb(0.75, 0.45, 0.1),
          });
        }
      } else if (i === 1) {
        page.drawCircle({
          x: cx,
          y: cy,
          size: r * 0.55,
          color: rgb(0.96, 0.86, 0.72),
          borderColor: rgb(0.75, 0.45, 0.1),
          borderWidth: 0.8,
        });
        for (let k = 0; k < 12; k++) {
          const a = rand() * 2 * Math.PI;
          const d = Math.sqrt(rand()) * (r * 0.55 - 4);
          page.drawCircle({
            x: cx + d * Math.cos(a),
            y: cy + d * Math.sin(a),
            size: 1.8,
            color: rgb(0.75, 0.45, 0.1),
          });
        }
      } else {
        for (let k = 0; k < 22; k++) {
          const a = (k / 22) * 2 * Math.PI;
          page.drawCircle({
            x: cx + (r + 2.5) * Math.cos(a),
            y: cy + (r + 2.5) * Math.sin(a),
            size: 1.8,
            color: rgb(0.75, 0.45, 0.1),
          });
        }
      }
      const tw = fonts.regular.widthOfTextAtSize(name, 8.5);
      page.drawText(name, { x: cx - tw / 2, y: y + 8, size: 8.5, font: fonts.regular, color: MUTED });
    });
  },
  // Cumulative iodine release from three nanofiber formulations over 72 hours (illustrative curves).
  release(page, x, y, w, h, fonts) {
    const left = 38;
    const bottom = 26;
    const pw = w - left - 120;
    const ph = h - bottom - 10;
    const ox = x + left;
    const oy = y + bottom;
    for (let i = 0; i <= 4; i++) {
      const gy = oy + (ph * i) / 4;
      page.drawLine({ start: { x: ox, y: gy }, end: { x: ox + pw, y: gy }, thickness: 0.4, color: LINE });
      page.drawText(`${i * 25}%`, { x: x + 4, y: gy - 3, size: 8, font: fonts.regular, color: MUTED });
    }
    for (let t = 0; t <= 72; t += 12)
      page.drawText(`${t} h`, {
        x: ox + (pw * t) / 72 - 6,
        y: y + 10,
        size: 8,
        font: fonts.regular,
        color: MUTED,
      });
    page.drawLine({ start: { x: ox, y: oy }, end: { x: ox + pw, y: oy }, thickness: 1, color: INK });
    page.drawLine({ start: { x: ox, y: oy }, end: { x: ox, y: oy + ph }, thickness: 1, color: INK });
    const series: [string, number, number, ReturnType<typeof rgb>][] = [
      ["Uncoated PVA", 0.92, 0.35, rgb(0.75, 0.45, 0.1)],
      ["PCL sheath", 0.78, 0.09, TEAL],
      ["Coaxial PCL/PVP", 0.6, 0.04, NAVY],
    ];
    series.forEach(([name, max, k, color], i) => {
      const points = Array.from({ length: 37 }, (_, j) => {
        const t = j * 2;
        return `${(pw * t) / 72} ${-ph * max * (1 - Math.exp(-k * t))}`;
      });
      page.drawSvgPath(`M ${points.join(" L ")}`, { x: ox, y: oy, borderColor: color, borderWidth: 1.6 });
      page.drawLine({
        start: { x: ox + pw + 14, y: oy + ph - 8 - i * 16 },
        end: { x: ox + pw + 30, y: oy + ph - 8 - i * 16 },
        thickness: 2,
        color,
      });
      page.drawText(name, {
        x: ox + pw + 34,
        y: oy + ph - 11 - i * 16,
        size: 8,
        font: fonts.regular,
        color: INK,
      });
    });
  },
};
