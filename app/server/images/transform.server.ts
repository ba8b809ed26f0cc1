// Making one size of a picture with sharp (libvips): the size is read from the file's header first, and a
// picture with too many pixels is refused before anything is decoded (a 20000x20000 JPEG of a few kilobytes
// would need 1.2 GB). Output: AVIF or WebP when the browser takes them, else JPEG (PNG for transparent ones).
import type { Metadata, Sharp } from "sharp";
import { ImageError, SVG_REFUSED } from "./source.server";
import { looksLikeSvg, sniffRaster } from "./picture-bytes.server";

/** Most pixels a source may have: 40 MP, more than any camera photo an editor uploads (4000x3000 is 12 MP). */
const MAX_INPUT_PIXELS = 40_000_000;

let loading: Promise<typeof import("sharp").default> | undefined;

/** sharp, loaded with the first picture: libvips is about 25 MB that a server showing none never needs. */
export function loadSharp() {
  return (loading ??= import("sharp").then(({ default: sharp }) => {
    // libvips keeps recent operations for reuse; every size here is made once and kept by the endpoint instead.
    sharp.cache(false);
    // One libvips thread per picture: the endpoint makes a few at once (IMAGE_CONCURRENCY), and each thread
    // holds its own buffers, so more threads cost memory without making a busy server faster.
    sharp.concurrency(1);
    return sharp;
  }));
}

export type OutputFormat = "avif" | "webp" | "jpeg" | "png";

// Never SVG: librsvg draws a chain of filters for minutes and nothing can stop it once started.
const INPUT_FORMATS = new Set(["jpeg", "png", "webp", "heif", "gif"]);

const NOT_A_PICTURE = "The source is not a picture the site can read (JPEG, PNG, WebP, AVIF or GIF)";

/**
 * Widest size made as AVIF: its encoder needs about 190 MB for a 1920 px picture and 105 MB for 1280 px
 * (measured, docs/benchmarks.md); wider sizes are WebP, which needs a fifth of that.
 */
const MAX_AVIF_WIDTH = 1280;

/**
 * The format to answer for a request's Accept header and the width made; `transparent` sources fall back to
 * PNG, not JPEG.
 */
export function negotiateFormat(accept: string | undefined, transparent: boolean, width = 0): OutputFormat {
  const types = (accept ?? "").toLowerCase();
  if (types.includes("image/avif") && width <= MAX_AVIF_WIDTH) return "avif";
  if (types.includes("image/webp")) return "webp";
  return transparent ? "png" : "jpeg";
}

export type SourceInfo = { width: number; height: number; transparent: boolean };

/** Width, height and transparency from the header alone; refuses what is no picture or is too large. */
export async function inspect(input: Buffer): Promise<SourceInfo> {
  // Sniffed before sharp sees a byte: sharp picks its decoder by content, SVG included.
  if (!sniffRaster(input)) throw new ImageError(415, looksLikeSvg(input) ? SVG_REFUSED : NOT_A_PICTURE);
  let meta: Metadata;
  try {
    // Only the header is read here; the limit is checked below with a clear answer.
    const sharp = await loadSharp();
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageError(415, NOT_A_PICTURE);
  }
  if (!meta.format || !INPUT_FORMATS.has(meta.format) || !meta.width || !meta.height)
    throw new ImageError(415, NOT_A_PICTURE);
  // Animated pictures count every frame; only the first is used.
  if (meta.width * meta.height > MAX_INPUT_PIXELS)
    throw new ImageError(
      413,
      `The picture has ${meta.width}x${meta.height} pixels, more than ${MAX_INPUT_PIXELS / 1_000_000} million`,
    );
  return { width: meta.width, height: meta.height, transparent: !!meta.hasAlpha };
}

export type Made = { body: Buffer; type: string; width: number; height: number };

const TYPES: Record<OutputFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
};

/** `input` (already inspected) at most `width` pixels wide, encoded as `format`, without its metadata. */
export async function resize(input: Buffer, width: number, format: OutputFormat): Promise<Made> {
  const image = (await decoder(input)).resize({ width, withoutEnlargement: true });
  const encoded =
    format === "avif"
      ? image.avif({ quality: 50, effort: 2 })
      : format === "webp"
        ? image.webp({ quality: 72, effort: 4 })
        : format === "png"
          ? image.png({ compressionLevel: 9, palette: true })
          : image.jpeg({ quality: 75, mozjpeg: true });
  return finish(encoded, format);
}

/** A decoder held to the pixel limit (again: the header was read already), turned upright by its EXIF. */
export async function decoder(input: Buffer) {
  const sharp = await loadSharp();
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
}

export async function finish(image: Sharp, format: OutputFormat): Promise<Made> {
  try {
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    return { body: data, type: TYPES[format], width: info.width, height: info.height };
  } catch {
    throw new ImageError(422, "The picture is damaged and cannot be read");
  }
}
