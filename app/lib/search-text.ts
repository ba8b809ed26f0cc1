// How the blog's search reads words, shared by the server (the embedded index, the loader) and the page that
// marks what was found. Czech is folded, not stemmed: no released JavaScript engine stems Czech.

/** Most characters of a search the site reads; a longer one is refused with a message. */
export const MAX_SEARCH_LENGTH = 100;

/** Lower case without diacritics, so "Výzkum" and "vyzkum" are one word. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** What a visitor typed, as the site reads it: control and format characters out, spaces collapsed. */
export function cleanQuery(raw: string): string {
  return raw
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The words of a search, folded, each once, letters and digits only (so `*` or `<script>` is no pattern). */
export function searchWords(query: string): string[] {
  return [...new Set(foldText(query).split(/[^\p{L}\p{N}]+/u))].filter((word) => word.length > 0);
}

export type TextPart = { text: string; mark: boolean };

/**
 * `text` folded as foldText folds it, character by character, and a way back from a place in the folded text to
 * the character of `text` it came from. One pass over the code units, each distinct character folded once, so
 * a long post costs a walk, not a Unicode normalization per character. Most characters fold to as many code
 * units as they had; only where one does not (a letter and its accent written apart, say) is a shift noted.
 */
function foldWithOrigins(text: string) {
  const known = new Map<number, string>();
  // For each character whose folding changed the length: where its folding starts, where it was, and how many
  // code units it had and has.
  const shifts: { at: number; from: number; had: number; has: number }[] = [];
  let units = new Uint16Array(text.length);
  let length = 0;
  for (let from = 0; from < text.length; ) {
    const code = text.charCodeAt(from);
    if (code < 0x80) {
      units[length++] = code >= 0x41 && code <= 0x5a ? code + 0x20 : code;
      from += 1;
      continue;
    }
    const point = text.codePointAt(from)!;
    const had = point > 0xffff ? 2 : 1;
    let piece = known.get(point);
    if (piece === undefined) known.set(point, (piece = foldText(String.fromCodePoint(point))));
    if (piece.length !== had) shifts.push({ at: length, from, had, has: piece.length });
    // Room for this piece and the rest of the text as it stands.
    const needed = length + piece.length + text.length - from - had;
    if (needed > units.length) {
      const more = new Uint16Array(Math.max(needed, units.length * 2));
      more.set(units);
      units = more;
    }
    for (let i = 0; i < piece.length; i++) units[length++] = piece.charCodeAt(i);
    from += had;
  }
  const folded = new TextDecoder("utf-16le").decode(units.subarray(0, length));
  /** The start and end in `text` of the character the folded code unit at `at` came from. */
  function origin(at: number): [start: number, end: number] {
    let low = 0;
    let high = shifts.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (shifts[middle]!.at <= at) low = middle + 1;
      else high = middle;
    }
    const shift = shifts[low - 1];
    if (shift && at < shift.at + shift.has) return [shift.from, shift.from + shift.had];
    const start = shift ? at - (shift.at + shift.has) + shift.from + shift.had : at;
    return [start, start + 1];
  }
  return { folded, origin };
}

/** Where each place a word of the search occurs starts and ends in `text`, in the order the words are given. */
function* wordPlaces(text: string, words: string[]): Generator<[start: number, end: number]> {
  const { folded, origin } = foldWithOrigins(text);
  for (const word of words) {
    if (word.length < 2) continue;
    for (let hit = folded.indexOf(word); hit !== -1; hit = folded.indexOf(word, hit + word.length))
      yield [origin(hit)[0], origin(hit + word.length - 1)[1]];
  }
}

/**
 * `text` in pieces, the places where a word of the search occurs marked (folded on both sides, so "vyzkum"
 * marks "Výzkum"). Words of one letter are not marked: they would mark half of any sentence.
 */
export function markWords(text: string, words: string[]): TextPart[] {
  const marked = new Uint8Array(text.length);
  for (const [start, end] of wordPlaces(text, words)) marked.fill(1, start, end);
  const parts: TextPart[] = [];
  for (let start = 0; start < text.length; ) {
    const mark = marked[start]!;
    let end = start + 1;
    while (end < text.length && marked[end] === mark) end++;
    parts.push({ text: text.slice(start, end), mark: mark === 1 });
    start = end;
  }
  return parts;
}

/**
 * A short piece of `text` around the first place a word of the search occurs ("…" where it was cut), or
 * undefined when none does: shown under a result whose words are in its body, not its excerpt.
 */
export function snippetAround(text: string, words: string[], before = 80, length = 220): string | undefined {
  let hit = Infinity;
  for (const [start] of wordPlaces(text, words)) hit = Math.min(hit, start);
  if (hit === Infinity) return undefined;
  let start = Math.max(0, hit - before);
  let end = Math.min(text.length, start + length);
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(" ", end) > hit ? text.lastIndexOf(" ", end) : end;
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
}
