// Every picture in a post goes through the site's image endpoint (app/lib/images.ts): content images and
// galleries get `src`, `srcset` and `sizes` for the post column, the cover and the SEO plugin's social image
// are kept only when the endpoint may read them. A picture from anywhere else is dropped (its alt text stays):
// the content security policy lets a page show images from our own origin alone.
// Pure functions over a hast tree and plain data, so they run wherever the sanitizer runs (worker threads too).
import type { Element, ElementContent, Root } from "hast";
import { isPipelineSource, POST_COLUMN_SIZES, type ResponsiveImage, responsiveImage } from "~/lib/images";
import type { Post } from "~/lib/posts";
import { endpointWidth, type PostAddressOptions, pictureSource } from "./post-addresses.server";

export type PostImageOptions = PostAddressOptions;

/**
 * The source of a picture the site may show: an http(s) address on a media origin (normalized), or one of the
 * site's own pictures (post-addresses.server.ts); an address of the endpoint stands for its source. Undefined
 * for anything else: pages, `.data`, the proxy, files that are not pictures.
 * @internal
 */
export const allowedImageSource = pictureSource;

type Candidate = { url: string; width: number };

/** The `w` candidates of a srcset; others (`2x`) are left out. */
function candidates(srcSet: unknown): Candidate[] {
  if (typeof srcSet !== "string") return [];
  return srcSet.split(/,(?=\s)/).flatMap((part) => {
    const [url, descriptor] = part.trim().split(/\s+/);
    const width = /^(\d+)w$/.exec(descriptor ?? "")?.[1];
    return url && width ? [{ url, width: Number(width) }] : [];
  });
}

const pixels = (value: unknown) => {
  const number = typeof value === "number" ? value : Number(value);
  return Number.isFinite(number) && number > 0 ? Math.round(number) : undefined;
};

const classes = (element: Element): string[] =>
  Array.isArray(element.properties.className) ? element.properties.className.map(String) : [];

/** The layout width of a picture: a gallery's column, or at most its own `width` inside the post column. */
function sizesFor(img: Element, ancestors: Element[]): string {
  const gallery = ancestors.find((element) => classes(element).includes("wp-block-gallery"));
  if (gallery) {
    const columns = Number(
      /^columns-(\d)$/.exec(classes(gallery).find((c) => /^columns-\d$/.test(c)) ?? "")?.[1] ?? 3,
    );
    if (columns > 1)
      return `(min-width: 768px) ${Math.ceil(720 / columns)}px, (min-width: 600px) calc((100vw - 48px) / ${columns}), calc((100vw - 32px) / 2)`;
  }
  const width = pixels(img.properties.width);
  if (width && width < 720) return `(min-width: 768px) ${width}px, min(${width}px, calc(100vw - 32px))`;
  return POST_COLUMN_SIZES;
}

/** Points one image at the endpoint, or says it must go (undefined). */
function rewrite(img: Element, ancestors: Element[], options: PostImageOptions): boolean {
  const { properties } = img;
  // An address of the endpoint is made again from its source: one spelling per picture and width.
  // WordPress lists its sizes of the upload in srcset; the largest is the original (or its "-scaled" copy).
  const largest = candidates(properties.srcSet).sort((a, b) => b.width - a.width)[0];
  const fromSet = largest && allowedImageSource(largest.url, options);
  const source = fromSet ?? allowedImageSource(properties.src, options);
  if (!source) return false;
  const made: ResponsiveImage = isPipelineSource(source)
    ? responsiveImage(
        source,
        fromSet ? largest.width : endpointWidth(properties.src),
        sizesFor(img, ancestors),
      )
    : { src: source };
  // Unchanged when it already is what would be written (sanitized twice, the order of attributes stays).
  if (made.src === properties.src && made.srcSet === properties.srcSet && made.sizes === properties.sizes)
    return true;
  delete properties.srcSet;
  delete properties.sizes;
  Object.assign(properties, made);
  if (!isPipelineSource(source)) return true;
  // Nothing in a post's body is the page's largest paint: the cover or the title above it is.
  properties.loading = "lazy";
  properties.decoding = "async";
  return true;
}

/** Rewrites every `<img>` of a sanitized post body in place (see the top of this file). */
export function rewritePostImages(tree: Root, options: PostImageOptions): void {
  const visit = (children: ElementContent[] | Root["children"], ancestors: Element[]) => {
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      if (child?.type !== "element") continue;
      if (child.tagName === "img") {
        if (rewrite(child, ancestors, options)) continue;
        const alt = typeof child.properties.alt === "string" ? child.properties.alt.trim() : "";
        children.splice(i, 1, ...(alt ? [{ type: "text" as const, value: alt }] : []));
        i -= alt ? 0 : 1;
        continue;
      }
      visit(child.children, [child, ...ancestors]);
    }
  };
  visit(tree.children, []);
}

/**
 * The post's other pictures, on a sanitized copy `clean` of `post`: the cover (embedded featured media,
 * Jetpack's address) stays only when it is a picture the site may show, and Yoast SEO's social image is kept with its
 * size and type when it may too.
 */
export function keepPostImages(clean: Post, post: Post, options: PostImageOptions): void {
  // Kept in the resolved form that was checked, so the browser asks for exactly that.
  const media = clean._embedded?.["wp:featuredmedia"];
  const cover = media?.[0] && allowedImageSource(media[0].source_url, options);
  if (media?.[0] && !cover) delete clean._embedded?.["wp:featuredmedia"];
  else if (media?.[0] && cover) media[0] = { ...media[0], source_url: cover };
  const jetpack =
    clean.jetpack_featured_media_url && allowedImageSource(clean.jetpack_featured_media_url, options);
  if (jetpack) clean.jetpack_featured_media_url = jetpack;
  else delete clean.jetpack_featured_media_url;
  const social = post.yoast_head_json?.og_image;
  const url = social && allowedImageSource(social.url, options);
  if (url && isPipelineSource(url)) clean.yoast_head_json = { ...clean.yoast_head_json, og_image: { url } };
}
