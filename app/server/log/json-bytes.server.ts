// JSON written as bytes straight into a Buffer, for the request lines (request-lines.server.ts, decision 066).
// Each writer puts its bytes at `at` and gives where the next go; the caller has made room.

/** Bytes of text that is ASCII throughout (the constant parts of a line). */
export const asciiBytes = (text: string): Buffer => Buffer.from(text, "latin1");

export function putBytes(to: Buffer, at: number, bytes: Uint8Array): number {
  to.set(bytes, at);
  return at + bytes.length;
}

/** Text known to be printable ASCII without `"` or `\` (a request id that passed its check). */
export function putAscii(to: Buffer, at: number, text: string): number {
  for (let i = 0; i < text.length; i++) to[at++] = text.charCodeAt(i);
  return at;
}

const HEX = asciiBytes("0123456789abcdef");
/** The most a UTF-16 unit takes in putJsonText: `\uXXXX`. */
export const JSON_BYTES_PER_UNIT = 6;

/**
 * The inside of a JSON string: `"` and `\` escaped, anything outside printable ASCII as `\uXXXX`. A reader
 * gets the same text JSON.stringify would give it (which writes letters beyond ASCII as themselves), and the
 * bytes are ASCII whatever the text holds, a lone surrogate included.
 */
export function putJsonText(to: Buffer, at: number, text: string): number {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0x20 && unit < 0x7f) {
      if (unit === 0x22 || unit === 0x5c) to[at++] = 0x5c;
      to[at++] = unit;
    } else {
      to[at++] = 0x5c; // \u
      to[at++] = 0x75;
      to[at++] = HEX[unit >> 12]!;
      to[at++] = HEX[(unit >> 8) & 15]!;
      to[at++] = HEX[(unit >> 4) & 15]!;
      to[at++] = HEX[unit & 15]!;
    }
  }
  return at;
}

/** `text` as a whole JSON string, quotes included, escaped as putJsonText does. */
export function jsonStringBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafe(2 + JSON_BYTES_PER_UNIT * text.length);
  bytes[0] = 0x22;
  const end = putJsonText(bytes, 1, text);
  bytes[end] = 0x22;
  return Buffer.from(bytes.subarray(0, end + 1));
}

/** A whole number that is not negative, in decimal. */
export function putWhole(to: Buffer, at: number, value: number): number {
  let end = at + 1;
  for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) end++;
  for (let i = end - 1, rest = value; i >= at; i--, rest = Math.floor(rest / 10)) to[i] = 0x30 + (rest % 10);
  return end;
}
