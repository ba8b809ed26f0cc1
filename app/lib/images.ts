// Addresses of the site's image endpoint (app/server/images/), shared by the server and the browser: every
// photograph a page shows is asked from our own origin, at one of a few fixed widths, never from WordPress or
// its CDN (docs/blog.md, "Images"; decision 029).

/** Where the image endpoint answers. */
export const IMAGE_PATH = "/image";
/** The query parameters the image endpoint reads; it refuses any other. */
export const IMAGE_PARAMETERS = ["v", "w", "src", "fit"];

/** The only widths the endpoint makes: few, so each is made once and kept (phones at DPR 3 take 1080-1280). */
export const IMAGE_WIDTHS = [360, 640, 828, 1080, 1280, 1920] as const;

/**
 * The endpoint's version: part of every address, so changing how images are made gives new addresses and a
 * year-long `immutable` stays true. A source address is taken to stand for one file for ever (WordPress never
 * overwrites an upload; a changed site picture gets a new file name).
 */
export const IMAGE_VERSION = "1";

/** The social image's size (Open Graph's 1.91:1). */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The layout's `sizes`: the post column (max-w-3xl with px-4 / sm:px-6), and a card of the post grid. */
export const POST_COLUMN_SIZES =
  "(min-width: 768px) 720px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";
export const POST_CARD_SIZES =
  "(min-width: 1280px) 384px, (min-width: 1024px) calc((100vw - 128px) / 3), (min-width: 768px) calc((100vw - 72px) / 2), calc(100vw - 32px)";

const RASTER = /\.(jpe?g|png|webp|avif|gif)$/i;

/** True for an address the endpoint makes sizes of: a web address (WordPress media) or a raster site picture. */
export function isPipelineSource(src: string): boolean {
  if (/^https?:\/\//i.test(src)) return true;
  return src.startsWith("/images/") && RASTER.test(src.split(/[?#]/)[0] ?? "");
}

/** The endpoint's address for `src` at `width` pixels wide (never wider than the source itself). */
export function imageUrl(src: string, width: number): string {
  return `${IMAGE_PATH}?v=${IMAGE_VERSION}&w=${width}&src=${encodeURIComponent(src)}`;
}

/** The endpoint's address for `src` cropped to the social image's size, as a JPEG under 300 KB. */
export function socialImageUrl(src: string): string {
  return `${IMAGE_PATH}?v=${IMAGE_VERSION}&fit=social&src=${encodeURIComponent(src)}`;
}

/** The widths worth offering for a source `intrinsic` pixels wide: up to the first that holds all of it. */
function widthsFor(intrinsic: number | undefined): number[] {
  if (!intrinsic) return [...IMAGE_WIDTHS];
  const index = IMAGE_WIDTHS.findIndex((width) => width >= intrinsic);
  return IMAGE_WIDTHS.slice(0, index < 0 ? IMAGE_WIDTHS.length : index + 1);
}

export type ResponsiveImage = { src: string; srcSet?: string; sizes?: string };

/**
 * `src`, `srcSet` and `sizes` for an image laid out at `sizes`: through the endpoint when it is a photograph
 * it can size, as it is otherwise (a site drawing in SVG is sharp at any size already).
 */
export function responsiveImage(
  src: string,
  intrinsicWidth: number | undefined,
  sizes: string,
): ResponsiveImage {
  if (!isPipelineSource(src)) return { src };
  const widths = widthsFor(intrinsicWidth);
  // Browsers without srcset (and readers of the feed) get a width that suits a desktop column.
  const fallback = widths.filter((width) => width <= 1080).at(-1) ?? widths[0] ?? IMAGE_WIDTHS[0];
  return {
    src: imageUrl(src, fallback),
    srcSet: widths.map((width) => `${imageUrl(src, width)} ${width}w`).join(", "),
    sizes,
  };
}

/** The largest size of `src` worth naming (JSON-LD, the feed): an absolute-ready path on our origin. */
export function largestImageUrl(src: string, intrinsicWidth: number | undefined): string {
  if (!isPipelineSource(src)) return src;
  return imageUrl(
    src,
    widthsFor(intrinsicWidth)
      .filter((width) => width <= 1920)
      .at(-1) ?? IMAGE_WIDTHS[0],
  );
}
