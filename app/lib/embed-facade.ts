// The classes of an embed's facade: written by the server (app/server/sanitize/embeds.server.ts), acted on by
// the browser (app/components/blog/embed-players.ts) and styled in app/components/blog/block-styles-css.ts.
// All start with wp-block-, so the sanitizer's class allow-list keeps them.
export const FACADE_CLASS = {
  facade: "wp-block-embed__facade",
  title: "wp-block-embed__title",
  provider: "wp-block-embed__provider",
  actions: "wp-block-embed__actions",
  play: "wp-block-embed__play",
  link: "wp-block-embed__link",
  notice: "wp-block-embed__notice",
  hidden: "wp-block-embed__hidden",
  player: "wp-block-embed__player",
} as const;
