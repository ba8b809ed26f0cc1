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
 * `text` in pieces, the places where a word of the search occurs marked (folded on both sides, so "vyzkum"
 * marks "Výzkum"). Words of one letter are not marked: they would mark half of any sentence.
 */
export function markWords(text: string, words: string[]): TextPart[] {
  // The folded text, and for each of its characters where it came from in `text`.
  let folded = "";
  const from: number[] = [];
  const until: number[] = [];
  for (let at = 0; at < text.length;) {
    const char = String.fromCodePoint(text.codePointAt(at)!);
    for (const piece of foldText(char)) {
      folded += piece;
      for (let i = 0; i < piece.length; i++) {
        from.push(at);
        until.push(at + char.length);
      }
    }
    at += char.length;
  }
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    if (word.length < 2) continue;
    for (let hit = folded.indexOf(word); hit !== -1; hit = folded.indexOf(word, hit + word.length))
      for (let i = from[hit]!; i < until[hit + word.length - 1]!; i++) marked[i] = true;
  }
  const parts: TextPart[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = parts[parts.length - 1];
    if (last && last.mark === marked[i]) last.text += text[i];
    else parts.push({ text: text[i]!, mark: marked[i]! });
  }
  return parts;
}

/**
 * A short piece of `text` around the first place a word of the search occurs ("…" where it was cut), or
 * undefined when none does: shown under a result whose words are in its body, not its excerpt.
 */
export function snippetAround(text: string, words: string[], before = 80, length = 220): string | undefined {
  let at = 0;
  let hit = -1;
  for (const part of markWords(text, words)) {
    if (part.mark) {
      hit = at;
      break;
    }
    at += part.text.length;
  }
  if (hit === -1) return undefined;
  let start = Math.max(0, hit - before);
  let end = Math.min(text.length, start + length);
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(" ", end) > hit ? text.lastIndexOf(" ", end) : end;
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
}
