// Real block-editor markup (tests/support/fixtures/gutenberg-blocks/, from WordPress's Gutenberg repository) as posts:
// one with every core block there, one with embeds as WordPress saves and renders them. Served by the fake
// WordPress (tests/browser/blocks.spec.ts) and seeded into the real one (tests/wordpress/seed.ts).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { RawPost } from "./fake-wordpress-fixtures";

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures/gutenberg-blocks");

/** The fixtures' file names, in the order the corpus post shows them. */
export const FIXTURE_FILES: readonly string[] = readdirSync(DIR)
  .filter((name) => name.endsWith(".html"))
  .sort();

/** Every fixture as the editor saved it (post_content), one after another. */
export function savedCorePosts(): string {
  return FIXTURE_FILES.map((name) => readFileSync(path.join(DIR, name), "utf8")).join("\n\n");
}

export const CORE_BLOCKS_SLUG = "wordpress-core-blocks";
export const EMBEDS_SLUG = "wordpress-embeds";
export const YOUTUBE_ID = "aqz-KE-bpKQ";
export const VIMEO_ID = "76979871";

/**
 * The footnotes block is dynamic: WordPress renders it from the post's meta, so there is no saved markup.
 * This is what WordPress 6.5 prints for a paragraph with one footnote (content.rendered).
 */
export const RENDERED_FOOTNOTE = `<p>Fibres thinner than a micrometre<sup data-fn="5d2d5a8c-1b0e-4c1a-9a57-1d1c1e1f2a3b" class="fn"><a href="#5d2d5a8c-1b0e-4c1a-9a57-1d1c1e1f2a3b" id="5d2d5a8c-1b0e-4c1a-9a57-1d1c1e1f2a3b-link">1</a></sup> need a stable jet.</p>
<div style="height:900px" aria-hidden="true" class="wp-block-spacer"></div>
<ol class="wp-block-footnotes"><li id="5d2d5a8c-1b0e-4c1a-9a57-1d1c1e1f2a3b">Measured by SEM on 100 fibres. <a href="#5d2d5a8c-1b0e-4c1a-9a57-1d1c1e1f2a3b-link" aria-label="Jump to footnote reference 1">↩︎</a></li></ol>`;

/** Where the fake WordPress serves the cover's video (tests/support/fixtures/video/fibres.webm). */
export const COVER_VIDEO_PATH = "/wp-content/uploads/2025/06/fibres.webm";

/**
 * A cover block with a video background, as the block editor saves it (WordPress 6.x: the video muted, looping,
 * inline and playing by itself, no controls), with a heading over it. `media`: the WordPress serving uploads.
 */
export const coverVideo = (media: string) => `<div class="wp-block-cover" style="min-height:360px">
<span aria-hidden="true" class="wp-block-cover__background has-background-dim-40 has-background-dim"></span>
<video class="wp-block-cover__video-background intrinsic-ignore" autoplay muted loop playsinline src="${media}${COVER_VIDEO_PATH}" data-object-fit="cover"></video>
<div class="wp-block-cover__inner-container"><h2 class="wp-block-heading has-text-align-center">Fibres in motion</h2></div>
</div>`;

/** Embed blocks: saved (the address as text) and rendered (WordPress's oEmbed iframe), known and unknown providers. */
export const EMBEDS = `<!-- wp:embed {"url":"https://www.youtube.com/watch?v=${YOUTUBE_ID}","type":"video","providerNameSlug":"youtube","responsive":true,"className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} -->
<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">
https://www.youtube.com/watch?v=${YOUTUBE_ID}
</div><figcaption class="wp-element-caption">Big Buck Bunny, as the editor embedded it.</figcaption></figure>
<!-- /wp:embed -->

<figure class="wp-block-embed is-type-video is-provider-vimeo wp-block-embed-vimeo wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">
<iframe title="The New Vimeo Player (You Know, For Videos)" src="https://player.vimeo.com/video/${VIMEO_ID}?dnt=1&amp;app_id=122963" width="500" height="281" frameborder="0" allow="autoplay; fullscreen; picture-in-picture; clipboard-write"></iframe>
</div></figure>

<figure class="wp-block-embed is-type-rich is-provider-example wp-block-embed-example"><div class="wp-block-embed__wrapper">
https://media.example.org/talks/electrospinning
</div></figure>`;

/** Embeds whose addresses are script or data: nothing of them may run or load. */
export const HOSTILE_EMBEDS = `<figure class="wp-block-embed is-provider-youtube"><div class="wp-block-embed__wrapper">
javascript:window.__pwned=true//https://www.youtube.com/watch?v=${YOUTUBE_ID}
</div></figure>
<figure class="wp-block-embed is-provider-vimeo"><div class="wp-block-embed__wrapper"><iframe title="x" src="data:text/html,<script>parent.__pwned=true</script>"></iframe></div></figure>
<figure class="wp-block-embed"><div class="wp-block-embed__wrapper"><a href="javascript:window.__pwned=true">https://vimeo.com/${VIMEO_ID}</a></div></figure>`;

/**
 * Saved markup as WordPress's content.rendered shows it for static blocks: the block comments gone. The
 * fixtures' images (localhost:8888 and data: URLs) are pointed at `media`, the WordPress serving uploads.
 */
export function renderedLikeWordPress(saved: string, media: string): string {
  let image = 0;
  return saved
    .replace(/<!-- \/?wp:[^>]*-->\n?/g, "")
    .replaceAll("http://localhost:8888", media)
    .replace(
      /src="data:image\/[^"]+"/g,
      () => `src="${media}/wp-content/uploads/2025/06/fixture-${++image}.png"`,
    );
}

/** Saved markup with every image of the fixtures (localhost:8888 uploads and data: URLs) at `image`. */
export function withImage(saved: string, image: string): string {
  return saved
    .replace(/http:\/\/localhost:8888\/wp-content\/uploads\/[^"\\]+\.(png|jpg)/g, image)
    .replace(/data:image\/[^"\\]+/g, image);
}

function post(id: number, slug: string, title: string, content: string): RawPost {
  return {
    id,
    slug,
    date: `2025-07-0${id - 900}T09:30:00`,
    title: { rendered: title },
    excerpt: { rendered: `<p>${title}.</p>`, protected: false },
    content: { rendered: content, protected: false },
    _embedded: { author: [{ id: 2, name: "Dr. Jana Nov\u00e1kov\u00e1" }], "wp:term": [[], []] },
  };
}

/** The corpus posts as the fake WordPress at `origin` serves them. */
export function blockPosts(origin: string): RawPost[] {
  return [
    post(
      901,
      CORE_BLOCKS_SLUG,
      "Every core block",
      renderedLikeWordPress(savedCorePosts(), origin) + RENDERED_FOOTNOTE + coverVideo(origin),
    ),
    post(902, EMBEDS_SLUG, "Embeds", renderedLikeWordPress(EMBEDS, origin) + HOSTILE_EMBEDS),
  ];
}
