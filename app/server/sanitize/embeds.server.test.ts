import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recognizeEmbed } from "~/lib/embeds";
import { sanitizeContent } from "#tests/support/sanitize-fields";

beforeEach(() => vi.stubEnv("SITE_URL", "https://www.example.com"));
afterEach(() => vi.unstubAllEnvs());

/** An embed block as WordPress 6 renders it (content.rendered): the provider's oEmbed iframe. */
const renderedYouTube = `<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">
<iframe title="Electrospinning in 90 seconds" width="640" height="360" src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed" frameborder="0" allow="accelerometer; autoplay" allowfullscreen></iframe>
</div><figcaption class="wp-element-caption">Our Multispin unit at work.</figcaption></figure>`;

/** The same block as the editor saves it (post_content): the address as text. */
const savedVimeo = `<figure class="wp-block-embed is-type-video is-provider-vimeo wp-block-embed-vimeo"><div class="wp-block-embed__wrapper">
https://vimeo.com/22439234
</div></figure>`;

describe("embed blocks become click-to-load facades", () => {
  it("shows the title, the provider, a Play button and a link to the original instead of the player", () => {
    const html = sanitizeContent(renderedYouTube);
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("youtube.com/embed");
    expect(html).toContain('<p class="wp-block-embed__title">Electrospinning in 90 seconds</p>');
    expect(html).toContain('<p class="wp-block-embed__provider">YouTube</p>');
    expect(html).toContain('<button class="wp-block-embed__play" type="button">Play video');
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(html).toContain("Our Multispin unit at work.");
    expect(html).toContain("www.youtube-nocookie.com");
  });

  it("writes its texts in the post's language", () => {
    const html = sanitizeContent(savedVimeo, {
      siteUrl: "https://www.example.com",
      mediaOrigins: [],
      siteFiles: [],
      lang: "cs",
    });
    expect(html).toContain("Video na\u00a0Vimeo");
    expect(html).toContain('<button class="wp-block-embed__play" type="button">Přehrát video');
    expect(html).not.toContain("Play video");
  });

  it("reads the address the editor saved as text", () => {
    const html = sanitizeContent(savedVimeo);
    expect(html).toContain('href="https://vimeo.com/22439234"');
    expect(html).toContain("A video on Vimeo");
  });

  it("turns an unknown provider into a link card without a button", () => {
    const html = sanitizeContent(
      '<figure class="wp-block-embed is-provider-example"><div class="wp-block-embed__wrapper">https://media.example.org/talk/42</div></figure>',
    );
    expect(html).not.toContain("<button");
    expect(html).toContain('href="https://media.example.org/talk/42"');
    expect(html).toContain("Open on media.example.org");
  });

  it.each([
    ["a javascript: address as text", "javascript:alert(1)//https://youtu.be/dQw4w9WgXcQ"],
    ["a data: address as text", "data:text/html,<script>alert(1)</script>"],
    ["a javascript: player", '<iframe title="x" src="javascript:alert(1)"></iframe>'],
    [
      "a data: player",
      '<iframe title="x" src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></iframe>',
    ],
    ["a javascript: link", '<a href="javascript:alert(1)">https://www.youtube.com/watch?v=dQw4w9WgXcQ</a>'],
  ])("keeps nothing of %s", (_name, inside) => {
    const html = sanitizeContent(
      `<figure class="wp-block-embed is-provider-youtube"><div class="wp-block-embed__wrapper">${inside}</div></figure>`,
    );
    expect(html).not.toMatch(/javascript:|data:|<script|<iframe|<button/i);
  });

  it("keeps a button block's label as an inert span and removes other buttons, so the only buttons are the facades'", () => {
    const html = sanitizeContent(
      '<div class="wp-block-button"><button type="submit" class="wp-block-button__link" onclick="alert(1)">Go</button></div><button>Log in</button>',
    );
    expect(html).toBe('<div class="wp-block-button"><span class="wp-block-button__link">Go</span></div>');
  });
});

describe("recognizeEmbed builds player addresses only from checked identifiers", () => {
  it.each([
    ["https://youtu.be/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"],
    [
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
    ],
    [
      "https://player.vimeo.com/video/22439234?h=abcdef1234",
      "https://player.vimeo.com/video/22439234?dnt=1&autoplay=1&h=abcdef1234",
    ],
    [
      "https://video.wordpress.com/embed/AbCd1234?hd=1",
      "https://video.wordpress.com/embed/AbCd1234?autoPlay=1",
    ],
    [
      "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC",
      "https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC",
    ],
    [
      "https://soundcloud.com/lab/fibres",
      "https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Flab%2Ffibres&auto_play=true",
    ],
    [
      "https://www.dailymotion.com/video/x8abc12",
      "https://www.dailymotion.com/embed/video/x8abc12?autoplay=1",
    ],
  ])("%s", (address, player) => {
    expect(recognizeEmbed(address)?.player).toBe(player);
  });

  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ%22onload=%22x",
    "https://www.youtube.com/embed/../../evil",
    "https://evil.example/www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "javascript:alert(1)",
    "https://vimeo.com/123abc",
    "https://open.spotify.com/track/short",
  ])("refuses %s", (address) => {
    expect(recognizeEmbed(address)).toBeUndefined();
  });
});
