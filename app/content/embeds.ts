// What a visitor reads on an embedded video, sound or post before and after asking for its player
// (app/server/sanitize/embeds.server.ts builds the facade, app/components/blog/embed-players.ts plays it), and on
// the button over a cover block's background video (app/components/blog/cover-videos.ts).
import type { Locale } from "~/content/locales";

/** What a player shows: moving pictures or sound only. */
export type EmbedKind = "video" | "audio";

export type EmbedTexts = {
  /** The button that loads the player. */
  play: Record<EmbedKind, string>;
  /** The link to the original on the provider's site. */
  original: (provider: string) => string;
  /** Under the button: what pressing it does, so nobody loads a third party's player unawares. */
  notice: (provider: string, origin: string) => string;
  /** The title when the post names none. */
  untitled: Record<EmbedKind, (provider: string) => string>;
  /** A link card: an embed from a site with no player we load. */
  card: (site: string) => string;
  /** The name of the loaded player's frame, for screen readers. */
  frameTitle: (title: string, provider: string) => string;
  /** The button over a cover block's background video. */
  background: { pause: string; play: string };
};

const en: EmbedTexts = {
  play: { video: "Play video", audio: "Load player" },
  original: (provider) => `Open on ${provider}`,
  notice: (provider, origin) =>
    `The player loads from ${origin} only when you press the button; ${provider}'s privacy policy applies to it.`,
  untitled: {
    video: (provider) => `A video on ${provider}`,
    audio: (provider) => `A recording on ${provider}`,
  },
  card: (site) => `Open on ${site}`,
  frameTitle: (title, provider) => `${title} (${provider} player)`,
  background: { pause: "Pause the background video", play: "Play the background video" },
};

const cs: EmbedTexts = {
  play: { video: "Přehrát video", audio: "Načíst přehrávač" },
  original: (provider) => `Otevřít na\u00a0${provider}`,
  notice: (provider, origin) =>
    `Přehrávač se načte z\u00a0${origin} až po stisknutí tlačítka; platí pro něj zásady ochrany soukromí služby ${provider}.`,
  untitled: {
    video: (provider) => `Video na\u00a0${provider}`,
    audio: (provider) => `Nahrávka na\u00a0${provider}`,
  },
  card: (site) => `Otevřít na\u00a0${site}`,
  frameTitle: (title, provider) => `${title} (přehrávač ${provider})`,
  background: { pause: "Pozastavit video na\u00a0pozadí", play: "Přehrát video na\u00a0pozadí" },
};

/** The texts in the post's own language: they are written into its body. */
export const embedTexts: Record<Locale, EmbedTexts> = { en, cs };
