// Draws a social card (1200x630 PNG) from JSX: satori lays the card out as SVG with our own fonts (Inter, from
// node_modules, never fetched), resvg turns it into pixels. What a card says is decided in social-cards.server.ts.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Font } from "satori";
import { company } from "~/content/company";
import { SOCIAL_CARD_SIZE } from "~/lib/social-cards";
import { bandSvg } from "~/lib/fibres";

export type CardDrawing = {
  /** A short line above the title: the section ("Research Blog", "Products"). */
  eyebrow: string;
  title: string;
  /** A sentence under the title (pages), if any. */
  subtitle?: string;
  /** Date and author (posts), if any. */
  byline?: string;
  /** The cover as a data: URI (PNG, JPEG, GIF or SVG), drawn on the right. */
  cover?: string;
};

const require = createRequire(import.meta.url);
const fontFile = (name: string) => readFileSync(require.resolve(`@fontsource/inter/files/${name}.woff2`));

let fonts: Font[] | undefined;
/** Inter in the weights the card uses, Latin and Latin Extended (Czech names), read once. */
function loadFonts(): Font[] {
  fonts ??= [400, 600, 700].flatMap((weight) =>
    ["latin", "latin-ext"].map((subset) => ({
      // Satori takes the first font of a family for every glyph; the other families are its fallbacks.
      name: subset === "latin" ? "Inter" : "Inter Latin Extended",
      data: fontFile(`inter-${subset}-${weight}-normal`),
      weight: weight as Font["weight"],
      style: "normal" as const,
    })),
  );
  return fonts;
}

let mark: string | undefined;
/** The company's mark (public/favicon.svg) as a data: URI. */
function loadMark(): string {
  mark ??= `data:image/svg+xml;base64,${readFileSync(path.resolve("public/favicon.svg")).toString("base64")}`;
  return mark;
}

/** A few drawn fibres, as on the blog's hero (stretched to the card's height), behind cards that have no cover. */
const FIBRES = `data:image/svg+xml;base64,${Buffer.from(
  bandSvg(630, 2, { colour: "#cfeceb", width: 2, opacity: 0.18 }),
).toString("base64")}`;

const NAVY = company.themeColor;
const TEAL = "#2fb3ad";
const COVER_WIDTH = 440;

/** Long titles get a smaller size so that three lines always hold them. */
function titleSize(title: string, width: number): number {
  const perLine = width / 30; // characters per line at 60 px, roughly
  if (title.length <= perLine * 2) return 64;
  if (title.length <= perLine * 2.6) return 54;
  return 46;
}

function SocialCard({ eyebrow, title, subtitle, byline, cover }: CardDrawing) {
  const { width, height } = SOCIAL_CARD_SIZE;
  const textWidth = width - 160 - (cover ? COVER_WIDTH : 0);
  return (
    <div
      style={{
        width,
        height,
        display: "flex",
        fontFamily: "Inter",
        position: "relative",
        color: "#ffffff",
        backgroundColor: NAVY,
        backgroundImage: `linear-gradient(135deg, ${NAVY} 0%, #0d3347 60%, #0a5c60 100%)`,
      }}
    >
      {cover ? null : (
        <img
          src={FIBRES}
          width={width}
          height={height}
          alt=""
          style={{ position: "absolute", left: 0, top: 0 }}
        />
      )}
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          flexGrow: 1,
          padding: "64px 80px",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
          <img src={loadMark()} width={60} height={60} alt="" />
          <span style={{ fontSize: 32, fontWeight: 600 }}>{company.brand}</span>
        </div>
        <div style={{ display: "flex", flexDirection: "column", marginTop: "auto" }}>
          <span
            style={{
              fontSize: 24,
              fontWeight: 600,
              color: "#7fd8d3",
              textTransform: "uppercase",
              letterSpacing: 2,
            }}
          >
            {eyebrow}
          </span>
          <div
            style={{
              display: "block",
              marginTop: 18,
              width: textWidth,
              fontSize: titleSize(title, textWidth),
              fontWeight: 700,
              lineHeight: 1.12,
              letterSpacing: -1,
              lineClamp: 3,
            }}
          >
            {title}
          </div>
          {subtitle ? (
            <div
              style={{
                display: "block",
                marginTop: 24,
                width: textWidth,
                fontSize: 28,
                lineHeight: 1.4,
                color: "rgba(255,255,255,0.86)",
                lineClamp: 2,
              }}
            >
              {subtitle}
            </div>
          ) : null}
          {byline ? (
            <div style={{ display: "flex", marginTop: 28, fontSize: 28, color: "rgba(255,255,255,0.86)" }}>
              {byline}
            </div>
          ) : null}
          <div
            style={{
              display: "flex",
              marginTop: 36,
              width: 120,
              height: 6,
              borderRadius: 3,
              background: TEAL,
            }}
          />
        </div>
      </div>
      {cover ? (
        <div style={{ display: "flex", flexShrink: 0, width: COVER_WIDTH, height, position: "relative" }}>
          <img src={cover} width={COVER_WIDTH} height={height} style={{ objectFit: "cover" }} alt="" />
          <div
            style={{
              position: "absolute",
              left: 0,
              top: 0,
              width: 80,
              height,
              backgroundImage: `linear-gradient(90deg, #0d3347 0%, rgba(13,51,71,0) 100%)`,
            }}
          />
        </div>
      ) : null}
    </div>
  );
}

/** Links to a card are shared as previews: above this size some platforms drop the image. */
export const MAX_CARD_BYTES = 300 * 1024;

type Upng = typeof import("@pdf-lib/upng");
/** UPNG (CommonJS, its encoder on `default`), loaded the same way in the build and in tests. */
const upng = () => (require("@pdf-lib/upng") as { default: Upng }).default;

/**
 * The card as PNG bytes. A card with a photograph can come out far above MAX_CARD_BYTES as a true-colour PNG;
 * it is then written with a palette of 256 colours (UPNG's quantizer), which keeps text sharp and the photo
 * recognizable at about a third of the size. Drawn off the main thread (resvg's renderAsync), so other requests
 * are answered meanwhile; `signal` gives the drawing up.
 */
export async function drawSocialCard(drawing: CardDrawing, signal?: AbortSignal): Promise<Buffer> {
  // Loaded with the first card: satori (with its layout engine) and resvg are 40 MB a server may never need.
  const [{ default: satori }, { renderAsync }] = await Promise.all([
    import("satori"),
    import("@resvg/resvg-js"),
  ]);
  const svg = await satori(<SocialCard {...drawing} />, {
    ...SOCIAL_CARD_SIZE,
    fonts: loadFonts(),
  });
  signal?.throwIfAborted();
  const rendered = await renderAsync(
    svg,
    { fitTo: { mode: "width", value: SOCIAL_CARD_SIZE.width }, font: { loadSystemFonts: false } },
    signal,
  );
  const png = rendered.asPng();
  if (png.length <= MAX_CARD_BYTES) return png;
  const { pixels, width, height } = rendered;
  const rgba = pixels.buffer.slice(pixels.byteOffset, pixels.byteOffset + pixels.byteLength) as ArrayBuffer;
  return Buffer.from(upng().encode([rgba], width, height, 256));
}
