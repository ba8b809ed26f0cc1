// Draws the embedded blog's cover images: one abstract SVG (1200x675, a few KB) per post that names
// `cover: /images/blog/<slug>.svg` in its front matter. Deterministic: the same slug always gives the same picture.
//   npx tsx scripts/assets/make-blog-covers.ts          (writes public/images/blog/*.svg)
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import matter from "gray-matter";

export const WIDTH = 1200;
export const HEIGHT = 675;

type Palette = { from: string; to: string; ink: string[] };
const ALL_STYLES = [
  "fibres",
  "coaxial",
  "lattice",
  "cells",
  "foam",
  "release",
  "waves",
  "layers",
  "grid",
  "mesh",
  "zones",
  "curves",
  "fragments",
] as const;
export type Style = (typeof ALL_STYLES)[number];

// Each palette: the background gradient's two ends, then three inks.
const PALETTES: Palette[] = [
  "#0b2236 #12476b #5ec4e8 #a7e3f5 #ffffff",
  "#16213e #3a1c71 #d76d77 #ffaf7b #f5e6ff",
  "#0f3d3e #1c6758 #a0e4cb #f1f7b5 #ffffff",
  "#2d132c #801336 #ee4540 #f7b267 #fde2e4",
  "#1b262c #0f4c75 #3282b8 #bbe1fa #ffd369",
  "#2c061f #374045 #d89216 #e1d89f #ffffff",
  "#0a1931 #185adb #ffc947 #efefef #8fd6e1",
  "#1e3d32 #557a46 #f2ee9d #7a9d54 #ffffff",
  "#222831 #393e46 #00adb5 #eeeeee #ff7a5c",
  "#3d0e39 #6a2c70 #f08a5d #f9ed69 #b83b5e",
  "#04293a #064663 #ecb365 #c9e4e7 #ffffff",
  "#261c2c #5c527f #6e85b2 #e5b8f4 #fff5e4",
].map((colours) => {
  const [from, to, ...ink] = colours.split(" ") as [string, string, ...string[]];
  return { from, to, ink };
});

/** Which picture each post gets; a post not listed here gets one chosen from its slug. */
const STYLES: Record<string, Style> = {
  "needle-vs-needleless-electrospinning": "fibres",
  "coaxial-electrospinning-core-shell-fibers": "coaxial",
  "introducing-multispin": "mesh",
  "nanoiodine-controlled-iodine-release": "release",
  "pcl-pla-gelatin-scaffolds": "lattice",
  "hydrogels-and-foams": "foam",
  "sterilizing-nanofiber-scaffolds": "grid",
  "fibroblasts-on-gelatin-pcl-scaffolds": "cells",
  "vitanail-nail-regeneration": "layers",
  "scaling-up-electrospinning": "fibres",
  "reading-a-release-curve": "curves",
  "humidity-and-fiber-morphology": "waves",
  "testing-antimicrobial-dressings": "zones",
  "how-fast-should-a-scaffold-disappear": "fragments",
  "new-spinning-room-in-prague": "grid",
};

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

/** Small seeded PRNG (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shapes(style: Style, rnd: () => number, ink: string[]): string {
  const r = (min: number, max: number) => Math.round(min + rnd() * (max - min));
  const pick = () => ink[r(0, ink.length - 1)];
  const out: string[] = [];
  // `n` shapes, each drawn by `draw` in turn (the order of the random draws is what makes a cover).
  const times = (n: number, draw: (i: number) => string) => {
    for (let i = 0; i < n; i++) out.push(draw(i));
  };
  // A tile repeated over the whole cover.
  const tiled = (width: number, height: number, tile: string) =>
    out.push(
      `<pattern id="p" width="${width}" height="${height}" patternUnits="userSpaceOnUse">${tile}</pattern><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#p)"/>`,
    );
  switch (style) {
    case "fibres":
    case "mesh":
      times(style === "mesh" ? 34 : 26, () => {
        const y1 = r(-100, HEIGHT + 100);
        const y2 = r(-100, HEIGHT + 100);
        return `<path d="M-20 ${y1}C${r(200, 500)} ${r(-200, 900)} ${r(700, 1000)} ${r(-200, 900)} 1220 ${y2}" stroke="${pick()}" stroke-width="${r(1, style === "mesh" ? 3 : 6)}" opacity=".${r(3, 9)}"/>`;
      });
      break;
    case "coaxial":
      times(9, () => {
        const [x, y, s] = [r(80, 1120), r(60, 615), r(30, 110)];
        return (
          `<circle cx="${x}" cy="${y}" r="${s}" stroke="${ink[0]}" stroke-width="${r(8, 16)}" opacity=".8"/>` +
          `<circle cx="${x}" cy="${y}" r="${Math.round(s * 0.45)}" fill="${ink[1]}" opacity=".9"/>`
        );
      });
      break;
    case "lattice":
      tiled(
        84,
        48,
        `<path d="M0 24l14-24h28l14 24-14 24H14zM56 24h28" stroke="${ink[0]}" stroke-width="3" opacity=".7"/>`,
      );
      times(
        6,
        () =>
          `<circle cx="${r(0, WIDTH)}" cy="${r(0, HEIGHT)}" r="${r(40, 140)}" fill="${ink[1]}" opacity=".25"/>`,
      );
      break;
    case "cells":
      times(16, () => {
        const [x, y, w, h, a] = [r(40, 1160), r(40, 635), r(40, 95), r(20, 40), r(0, 179)];
        return `<g transform="translate(${x} ${y}) rotate(${a})"><ellipse rx="${w}" ry="${h}" fill="${ink[0]}" opacity=".55"/><ellipse rx="${Math.round(w / 3)}" ry="${Math.round(h / 2)}" fill="${ink[2]}" opacity=".9"/></g>`;
      });
      break;
    case "foam":
      times(
        30,
        () =>
          `<circle cx="${r(0, WIDTH)}" cy="${r(0, HEIGHT)}" r="${r(12, 120)}" stroke="${pick()}" stroke-width="${r(2, 5)}" opacity=".${r(4, 9)}"/>`,
      );
      break;
    case "release":
      out.push(
        `<rect x="0" y="${HEIGHT - 160}" width="${WIDTH}" height="160" fill="${ink[0]}" opacity=".7"/>`,
      );
      times(70, () => {
        const y = r(40, HEIGHT - 160);
        return `<circle cx="${r(0, WIDTH)}" cy="${y}" r="${Math.max(2, Math.round((y / HEIGHT) * 14))}" fill="${pick()}" opacity=".8"/>`;
      });
      break;
    case "waves":
      times(12, (i) => {
        const y = 60 + i * 50;
        const a = r(20, 70);
        return `<path d="M0 ${y}q150 ${-a} 300 0t300 0 300 0 300 0" stroke="${pick()}" stroke-width="${r(2, 6)}" opacity=".8"/>`;
      });
      break;
    case "layers":
      times(8, (i) => {
        const y = 80 + i * 70;
        return `<path d="M0 ${y}C300 ${y - r(20, 80)} 900 ${y + r(20, 80)} 1200 ${y}V${HEIGHT}H0z" fill="${pick()}" opacity=".${r(1, 3)}"/>`;
      });
      break;
    case "grid":
      tiled(60, 60, `<path d="M60 0H0v60" stroke="${ink[1]}" stroke-width="2" opacity=".35"/>`);
      times(
        14,
        () =>
          `<rect x="${r(0, 19) * 60}" y="${r(0, 10) * 60}" width="${r(1, 3) * 60}" height="${r(1, 2) * 60}" fill="${pick()}" opacity=".6"/>`,
      );
      break;
    case "zones":
      times(5, () => {
        const [x, y] = [r(120, 1080), r(100, 575)];
        times(
          4,
          (i) =>
            `<circle cx="${x}" cy="${y}" r="${40 + i * 28}" stroke="${ink[1]}" stroke-width="2" opacity=".${7 - i}"/>`,
        );
        return `<circle cx="${x}" cy="${y}" r="34" fill="${ink[0]}"/>`;
      });
      times(
        36,
        () => `<circle cx="${r(0, WIDTH)}" cy="${r(0, HEIGHT)}" r="3" fill="${ink[2]}" opacity=".5"/>`,
      );
      break;
    case "curves":
      out.push(`<path d="M100 60V600H1140" stroke="${ink[1]}" stroke-width="3" opacity=".6"/>`);
      times(6, () => {
        const [k, top] = [r(60, 400), r(120, 420)];
        return `<path d="M100 600C${100 + k / 3} ${top} ${200 + k} ${top} 1140 ${top - r(0, 40)}" stroke="${pick()}" stroke-width="${r(3, 7)}"/>`;
      });
      break;
    case "fragments":
      times(42, () => {
        const [x, y, len, a] = [r(0, WIDTH), r(0, HEIGHT), r(20, 160), r(0, 179)];
        return `<path d="M${x} ${y}l${Math.round(len * Math.cos((a * Math.PI) / 180))} ${Math.round(len * Math.sin((a * Math.PI) / 180))}" stroke="${pick()}" stroke-width="${r(2, 8)}" stroke-linecap="round" opacity=".${r(3, 9)}"/>`;
      });
      break;
  }
  return out.join("");
}

/** The SVG text for one slug. */
export function coverSvg(slug: string, style?: Style): string {
  const h = hash(slug);
  const palette = PALETTES[h % PALETTES.length]!;
  const chosen = style ?? STYLES[slug] ?? ALL_STYLES[h % ALL_STYLES.length]!;
  const body = shapes(chosen, random(h), palette.ink);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" fill="none">` +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>${body}</svg>\n`
  );
}

/** Writes a cover for every post in `postsDir` whose front matter names one under /images/blog/. */
export async function makeCovers(postsDir = "content/posts", publicDir = "public"): Promise<string[]> {
  const written: string[] = [];
  for (const file of (await readdir(postsDir)).filter((f) => f.endsWith(".md")).sort()) {
    const { data } = matter(await readFile(path.join(postsDir, file), "utf8"));
    const cover = typeof data.cover === "string" ? data.cover : "";
    const match = /^\/images\/blog\/([a-z0-9-]+)\.svg$/.exec(cover);
    if (!match) continue;
    const target = path.join(publicDir, cover);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, coverSvg(match[1]!));
    written.push(target);
  }
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const written = await makeCovers();
  console.log(`Wrote ${written.length} covers:\n${written.join("\n")}`);
}
