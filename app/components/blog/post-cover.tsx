import type { ImgHTMLAttributes } from "react";
import { responsiveImage } from "~/lib/images";
import type { FeaturedImage } from "~/lib/post-fields";

/** A post's featured image through our image endpoint, in the widths that `sizes` asks for. */
export function PostCover({
  image,
  sizes,
  ...props
}: { image: FeaturedImage; sizes: string } & Pick<
  ImgHTMLAttributes<HTMLImageElement>,
  "loading" | "fetchPriority" | "className"
>) {
  return (
    <img
      {...responsiveImage(image.src, image.intrinsicWidth, sizes)}
      alt={image.alt}
      width={image.width}
      height={image.height}
      decoding="async"
      {...props}
    />
  );
}
