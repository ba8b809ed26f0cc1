// What a visitor reads on an embedded video, sound or post before and after asking for its player
// (app/server/sanitize-embeds.server.ts builds the facade, app/components/blog/embed-players.ts plays it).
import type { EmbedKind } from "~/lib/embeds";

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
};

export const embedTexts: EmbedTexts = {
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
};
