// The embed providers whose players a post may load, after the visitor asks (a click on "Play video"). Read
// by the server, which turns WordPress's embed blocks into facades, and by the browser, which builds the
// player's address again from the facade's link to the original. Every player address is made here from an
// identifier checked against the provider's own format: nothing from a post's markup is ever used as one.
import { webUrl } from "./web-url";

import type { EmbedKind } from "~/content/embeds";


/** A recognised piece of media: where it lives and which player shows it. */
export type Embed = {
  provider: string;
  /** The provider's name as shown to the visitor. */
  name: string;
  kind: EmbedKind;
  /** The canonical address of the original, on the provider's own site. */
  original: string;
  /** The player's address; privacy-enhanced where the provider offers it. */
  player: string;
};

type Provider = {
  name: string;
  kind: EmbedKind;
  /** The origin the player is framed from (the CSP's frame-src). */
  frameOrigin: string;
  /** The embed for an address, or undefined when the address is not one of this provider's. */
  read(url: URL): Omit<Embed, "provider" | "name" | "kind"> | undefined;
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;
const VIDEOPRESS_ID = /^[A-Za-z0-9]{8}$/;
const SPOTIFY_ID = /^[A-Za-z0-9]{22}$/;
const SPOTIFY_TYPES = ["track", "album", "playlist", "episode", "show", "artist"];
const SOUNDCLOUD_PATH = /^\/[A-Za-z0-9_-]{1,100}\/(?:sets\/)?[A-Za-z0-9_-]{1,200}$/;
const DAILYMOTION_ID = /^x[a-z0-9]{4,10}$/i;

const host = (url: URL) => url.hostname.toLowerCase().replace(/^(www|m)\./, "");
const segments = (url: URL) => url.pathname.split("/").filter(Boolean);

function youtube(id: string | null | undefined) {
  if (!id || !YOUTUBE_ID.test(id)) return undefined;
  return {
    original: `https://www.youtube.com/watch?v=${id}`,
    player: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
  };
}

function vimeo(id: string | undefined, hash: string | null | undefined) {
  if (!id || !VIMEO_ID.test(id)) return undefined;
  const unlisted = hash && VIMEO_HASH.test(hash) ? hash : undefined;
  return {
    original: `https://vimeo.com/${id}${unlisted ? `/${unlisted}` : ""}`,
    player: `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1${unlisted ? `&h=${unlisted}` : ""}`,
  };
}

function soundcloud(url: URL): ReturnType<Provider["read"]> {
  // The player WordPress frames names the sound in its own `url` parameter.
  if (host(url) === "w.soundcloud.com") {
    const inner = parse(url.searchParams.get("url"));
    return inner && host(inner) === "soundcloud.com" ? soundcloud(inner) : undefined;
  }
  const path = url.pathname.replace(/\/$/, "");
  if (host(url) !== "soundcloud.com" || !SOUNDCLOUD_PATH.test(path)) return undefined;
  const original = `https://soundcloud.com${path}`;
  return {
    original,
    player: `https://w.soundcloud.com/player/?url=${encodeURIComponent(original)}&auto_play=true`,
  };
}

function dailymotion(url: URL): ReturnType<Provider["read"]> {
  const parts = segments(url);
  const at = parts.indexOf("video");
  const id =
    host(url) === "dai.ly"
      ? parts[0]
      : host(url) === "dailymotion.com" && at >= 0
        ? parts[at + 1]
        : undefined;
  if (!id || !DAILYMOTION_ID.test(id)) return undefined;
  return {
    original: `https://www.dailymotion.com/video/${id}`,
    player: `https://www.dailymotion.com/embed/video/${id}?autoplay=1`,
  };
}

/** Known providers by the slug WordPress gives them (its `is-provider-<slug>` class). */
export const PROVIDERS: Readonly<Record<string, Provider>> = {
  youtube: {
    name: "YouTube",
    kind: "video",
    frameOrigin: "https://www.youtube-nocookie.com",
    read(url) {
      const [first, second] = segments(url);
      if (host(url) === "youtu.be") return youtube(first);
      if (!["youtube.com", "youtube-nocookie.com"].includes(host(url))) return undefined;
      if (first === "watch") return youtube(url.searchParams.get("v"));
      if (["embed", "shorts", "live", "v"].includes(first ?? "")) return youtube(second);
      return undefined;
    },
  },
  vimeo: {
    name: "Vimeo",
    kind: "video",
    frameOrigin: "https://player.vimeo.com",
    read(url) {
      const parts = segments(url);
      if (host(url) === "vimeo.com") return vimeo(parts[0], parts[1]);
      if (host(url) === "player.vimeo.com" && parts[0] === "video")
        return vimeo(parts[1], url.searchParams.get("h"));
      return undefined;
    },
  },
  // WordPress.tv pages play in VideoPress; only a VideoPress address names the video itself.
  "wordpress-tv": {
    name: "WordPress.tv",
    kind: "video",
    frameOrigin: "https://video.wordpress.com",
    read(url) {
      const [first, id] = segments(url);
      const known =
        (host(url) === "video.wordpress.com" && first === "embed") ||
        (host(url) === "videopress.com" && (first === "v" || first === "embed"));
      if (!known || !id || !VIDEOPRESS_ID.test(id)) return undefined;
      return {
        original: `https://videopress.com/v/${id}`,
        player: `https://video.wordpress.com/embed/${id}?autoPlay=1`,
      };
    },
  },
  soundcloud: {
    name: "SoundCloud",
    kind: "audio",
    frameOrigin: "https://w.soundcloud.com",
    read: soundcloud,
  },
  spotify: {
    name: "Spotify",
    kind: "audio",
    frameOrigin: "https://open.spotify.com",
    read(url) {
      if (host(url) !== "open.spotify.com") return undefined;
      const parts = segments(url).filter((part) => part !== "embed" && !part.startsWith("intl-"));
      const [type, id] = parts;
      if (!type || !SPOTIFY_TYPES.includes(type) || !id || !SPOTIFY_ID.test(id)) return undefined;
      return {
        original: `https://open.spotify.com/${type}/${id}`,
        player: `https://open.spotify.com/embed/${type}/${id}`,
      };
    },
  },
  dailymotion: {
    name: "Dailymotion",
    kind: "video",
    frameOrigin: "https://www.dailymotion.com",
    read: dailymotion,
  },
};

/** Every origin a player may be framed from, for the CSP's frame-src. */
export const EMBED_FRAME_ORIGINS: readonly string[] = [
  ...new Set(Object.values(PROVIDERS).map((provider) => provider.frameOrigin)),
];

/** An absolute https or http address, or undefined (javascript:, data: and anything else). */
export function parse(value: unknown): URL | undefined {
  return webUrl(value);
}

/** The media an address names, when a known provider plays it. */
export function recognizeEmbed(address: unknown): Embed | undefined {
  const url = parse(address);
  if (!url) return undefined;
  for (const [provider, { name, kind, read }] of Object.entries(PROVIDERS)) {
    const found = read(url);
    if (found) return { provider, name, kind, ...found };
  }
  return undefined;
}
