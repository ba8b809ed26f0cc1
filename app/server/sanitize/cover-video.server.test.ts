// A cover block's background video is kept as WordPress shows it: behind the cover's text, muted, looping,
// inline and without controls. It does not start by itself: the page starts it unless the reader asks for
// reduced motion (tests/browser/blocks.spec.ts shows it playing, and still).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { coverVideo } from "#tests/support/block-fixtures";
import { sanitizeContent } from "#tests/support/sanitize-fields";
import { siteFiles } from "./site-files.server";

beforeEach(() => vi.stubEnv("SITE_URL", "https://www.example.com"));
afterEach(() => vi.unstubAllEnvs());

const media = "https://media.example.com";
const options = { siteUrl: "https://www.example.com", mediaOrigins: [media], siteFiles: siteFiles() };

describe("a cover block's video background", () => {
  const html = sanitizeContent(coverVideo(media), options);
  const video = /<video[^>]*>/.exec(html)?.[0] ?? "";

  it("stays the cover's background: its class, its file from the media host", () => {
    expect(video).toContain('class="wp-block-cover__video-background"');
    expect(video).toContain(`src="${media}/wp-content/uploads/2025/06/fibres.webm"`);
    // The cover's text stays in front of it, in the cover's inner container (with its heading's own id).
    expect(html).toMatch(
      /<div class="wp-block-cover__inner-container"><h2 class="wp-block-heading has-text-align-center"[^>]*>Fibres in motion</,
    );
  });

  it("is muted, looping and inline, without controls, with its first frame loaded; the page starts it", () => {
    for (const attribute of ["muted", "loop", "playsinline", 'preload="metadata"'])
      expect(video).toContain(attribute);
    for (const attribute of ["controls", "autoplay"]) expect(video).not.toContain(attribute);
  });

  it("keeps a poster, through the image endpoint", () => {
    const withPoster = coverVideo(media).replace(
      "<video ",
      `<video poster="${media}/wp-content/uploads/2025/06/still.jpg" `,
    );
    expect(sanitizeContent(withPoster, options)).toMatch(/<video[^>]* poster="\/image\?[^"]*still\.jpg/);
  });

  it("is a player like any other outside a cover", () => {
    const player = sanitizeContent(
      `<video src="${media}/wp-content/uploads/2025/06/fibres.webm" autoplay muted loop></video>`,
      options,
    );
    expect(player).toMatch(/<video[^>]* controls[^>]*preload="none"/);
    for (const attribute of ["muted", "loop", "autoplay", "wp-block-cover"])
      expect(player).not.toContain(attribute);
  });
});
