// Reading an upstream answer's body with a byte limit and a deadline: shared by every read of another server
// (the WordPress source, the image endpoint, the social cards' covers), so none of them can be made to hold an endless body.

/**
 * The body's bytes, at most `maxBytes` of them as they arrive (after any Content-Encoding is undone: a gzip
 * bomb is stopped while it streams); more, and the download is cancelled and `tooLarge()` is thrown.
 * Content-Length is no help, it counts the compressed bytes. `signal` ends the body too.
 */
export async function readBoundedBody(
  response: Response,
  signal: AbortSignal,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  // Whatever fetch does with the signal once the headers are in, the deadline also ends the body.
  const stop = () => void reader.cancel().catch(() => {});
  signal.addEventListener("abort", stop);
  try {
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      signal.throwIfAborted();
      if (done) return Buffer.concat(chunks, bytes);
      bytes += value.byteLength;
      if (bytes > maxBytes) {
        stop();
        throw tooLarge();
      }
      chunks.push(value);
    }
  } finally {
    signal.removeEventListener("abort", stop);
  }
}
