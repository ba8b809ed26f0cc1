// What a file's first bytes say it is. Decoders (sharp's libvips, resvg) pick their way of reading by content,
// whatever the name or Content-Type: so the site decides from the bytes too, before any decoder sees them.

/** The raster format the first bytes announce, or undefined: the only test that decides which decoder runs. */
export function sniffRaster(bytes: Uint8Array): "jpeg" | "png" | "gif" | "webp" | "heif" | undefined {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 16));
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (b.toString("latin1", 0, 4) === "GIF8") return "gif";
  if (b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP") return "webp";
  if (b.toString("latin1", 4, 8) === "ftyp") return "heif";
  return undefined;
}

/** True when `bytes` read as text hold an SVG drawing near their start (a text file, or gzipped: SVGZ). */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return true;
  return /<svg[\s>/]/i.test(
    Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 4096)).toString("latin1"),
  );
}
