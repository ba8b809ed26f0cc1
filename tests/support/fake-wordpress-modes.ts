// The fake WordPress's modes (tests/support/fake-wordpress.ts): how it answers, switched at run time.
export const FAKE_MODES = [
  "ok",
  "500",
  "timeout",
  "slow",
  "non-json",
  "empty",
  "reset",
  "down",
  "gzip-bomb",
  "slow-body",
  "redirect",
  "absurd-totals",
  "hostile-date",
  "wrong-types",
  "polylang",
] as const;
/**
 * ok: answers like WordPress. 500: WordPress's critical-error page (HTML, status 500). timeout: accepts the
 * request and never answers. slow: answers correctly after delayMs (default 1500). non-json: 200 with an HTML
 * body. empty: there are no posts. reset: the connection is dropped without an answer. down: the port is
 * closed, connections are refused (over HTTP control, where the port must stay open, down acts as reset).
 *
 * Hostile modes, for the limits a reader must keep:
 * gzip-bomb: 200 with `Content-Encoding: gzip`, about 200 KB on the wire that inflate to BOMB_BYTES (200 MB) of
 * valid JSON, one post whose content is all zeros. slow-body: headers at once, then a body that never ends
 * (`[` and a space every 100 ms). redirect: `redirectStatus` (default 301) to `redirectTo` (default the port
 * after this one) + the same path and query. absurd-totals: the right posts with X-WP-Total and
 * X-WP-TotalPages set to `total` and `totalPages` (default 999999999999 both). hostile-date: some posts carry
 * hostile dates (HOSTILE_DATES in the fixtures). wrong-types: some posts have fields of the wrong type
 * (WRONG_TYPES_KEPT are still usable, WRONG_TYPES_SKIPPED have no usable id or slug).
 * polylang: WordPress with the Polylang plugin: posts carry `lang` and `translations`, `?lang=` filters, and
 * three posts have Czech translations (POLYLANG_CZECH). In every other mode `lang` is ignored, as WordPress
 * without the plugin ignores it.
 */
export type FakeMode = (typeof FAKE_MODES)[number];

export type ModeOptions = {
  delayMs?: number;
  /** redirect: where to, without path (the request's path and query are appended). */
  redirectTo?: string;
  redirectStatus?: 301 | 302 | 307 | 308;
  /** absurd-totals: the raw values of X-WP-Total and X-WP-TotalPages. */
  total?: string;
  totalPages?: string;
};
