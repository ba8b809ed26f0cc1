// The social image an editor chose (Yoast SEO's og_image), as link previews show it everywhere: 1200x630,
// cropped to its most interesting part, a JPEG under 300 KB (lower quality until it fits). Apart from the
// drawn social cards (social-cards.server.ts), which are used when a post names no social image.
import { ImageError } from "./source.server";
import { decoder, finish, loadSharp, type Made } from "./transform.server";

/** A social image must stay under this (what link previews accept everywhere). */
const MAX_SOCIAL_IMAGE_BYTES = 300 * 1024;

/** `input` cropped to `size` (its most interesting part), as a JPEG of at most `maxBytes` (lower quality). */
export async function cropJpeg(
  input: Buffer,
  size: { width: number; height: number },
  maxBytes = MAX_SOCIAL_IMAGE_BYTES,
): Promise<Made> {
  const { strategy } = await loadSharp();
  let made: Made | undefined;
  for (const quality of [82, 72, 62, 50, 40]) {
    const image = (await decoder(input)).resize({ ...size, fit: "cover", position: strategy.attention });
    made = await finish(image.flatten({ background: "#ffffff" }).jpeg({ quality, mozjpeg: true }), "jpeg");
    if (made.body.length <= maxBytes) return made;
  }
  throw new ImageError(422, `The picture cannot be made into a social image under ${maxBytes / 1024} KB`);
}
