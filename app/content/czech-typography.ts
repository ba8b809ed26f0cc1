// Czech typography applied to every Czech text: a one-letter preposition or conjunction (k, s, v, z, o, u, a,
// i) never ends a line, and a number's groups of thousands, its percent sign and its unit stay together.
// Editors write ordinary spaces; this puts the non-breaking ones where Czech typesetting wants them.

const NBSP = "\u00a0";

export function czech(text: string): string {
  return text
    .replace(/(?<=^|[\s(„>])([ksvzouaiKSVZOUAI]) /g, `$1${NBSP}`)
    .replace(/(?<=\d) (?=\d{3}(?!\d))/g, NBSP)
    .replace(/(?<=\d) (?=(?:%|°C|kV|nm|µm|ot\.|hodin|dnů|dní|let|týdnů|měsíců|x|×)(?![\p{L}]))/gu, NBSP);
}

/**
 * The same texts with czech() applied to every string, and to what every function returns; numbers and other
 * values as they are. Addresses and e-mails have no spaces, so they pass unchanged.
 */
export function czechTexts<T>(texts: T): T {
  if (typeof texts === "string") return czech(texts) as T;
  if (typeof texts === "function")
    return ((...args: unknown[]) => {
      const result = (texts as (...a: unknown[]) => unknown)(...args);
      return typeof result === "string" ? czech(result) : result;
    }) as T;
  if (Array.isArray(texts)) return texts.map((t: unknown) => czechTexts(t)) as T;
  if (typeof texts !== "object" || texts === null) return texts;
  return Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, czechTexts(value)])) as T;
}
