// A post in markup older than the block editor's current blocks, as an editor's WordPress keeps it from years
// past: a cover saved with its picture as a background, a media & text block whose picture fills its half,
// a classic [gallery] shortcode in three columns, a YouTube player and a map pasted as bare frames, and a tweet
// pasted with its script. WordPress stores and renders it; the site must show each as WordPress meant it.
import { YOUTUBE_ID } from "#tests/support/block-fixtures";
import type { SeedPost } from "./seed-posts";

export const OLDER_MARKUP_SLUG = "older-markup-from-the-archive";

/** The real photographs (tests/support/fixtures/photos/) the post's gallery shows, uploaded when seeding. */
export const GALLERY_PHOTOS = [
  "nci-connective-tissue-cells-2303.jpg",
  "nci-connective-tissue-cells-2305.jpg",
  "nci-connective-tissue-cells-2306.jpg",
] as const;

/** The pasted frame that is no known player: it becomes a link to its address. */
export const MAP_FRAME = "https://www.openstreetmap.org/export/embed.html?bbox=14.40%2C50.07%2C14.44%2C50.09";

/** The tweet's words and the address of the tweet, as its embed code quotes them. */
export const TWEET = {
  text: "Nanofiber dressings at the conference today: the humidity chamber drew the biggest crowd.",
  url: "https://twitter.com/examplebio/status/1234567890123456789",
};

type Media = { id: number; source_url: string };

const html = (markup: string) => `<!-- wp:html -->\n${markup}\n<!-- /wp:html -->`;

/** `cover`: an uploaded photograph for the cover and the media & text block; `gallery`: three more. */
export function olderMarkupPost(cover: Media, gallery: Media[]): SeedPost {
  const content = [
    `<!-- wp:cover-image {"url":"${cover.source_url}","id":${cover.id},"dimRatio":60} -->\n<div class="wp-block-cover-image has-background-dim-60 has-background-dim" style="background-image:url(${cover.source_url})"><p class="wp-block-cover-image-text">An older cover, its picture a background</p></div>\n<!-- /wp:cover-image -->`,
    `<!-- wp:media-text {"mediaId":${cover.id},"mediaType":"image","imageFill":true} -->\n<div class="wp-block-media-text alignwide is-stacked-on-mobile is-image-fill"><figure class="wp-block-media-text__media" style="background-image:url(${cover.source_url});background-position:50% 50%"><img src="${cover.source_url}" alt="Cells in culture" class="wp-image-${cover.id} size-full"/></figure><div class="wp-block-media-text__content"><!-- wp:paragraph -->\n<p>Text beside a picture that fills its half.</p>\n<!-- /wp:paragraph --></div></div>\n<!-- /wp:media-text -->`,
    `<!-- wp:shortcode -->\n[gallery columns="3" link="file" size="thumbnail" ids="${gallery.map((media) => media.id).join(",")}"]\n<!-- /wp:shortcode -->`,
    html(
      `<iframe width="560" height="315" src="https://www.youtube.com/embed/${YOUTUBE_ID}" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>`,
    ),
    html(
      `<iframe width="425" height="350" src="${MAP_FRAME.replace(/&/g, "&amp;")}" style="border: 1px solid black"></iframe>`,
    ),
    html(
      `<blockquote class="twitter-tweet"><p lang="en" dir="ltr">${TWEET.text}</p>&mdash; Example Biomaterials (@examplebio) <a href="${TWEET.url}?ref_src=twsrc%5Etfw">March 5, 2019</a></blockquote> <script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>`,
    ),
  ].join("\n\n");
  return {
    title: "From the archive: markup older than today's blocks",
    slug: OLDER_MARKUP_SLUG,
    date: "2019-03-05T10:00:00",
    author: "Ing. Martin Král",
    categories: ["Research"],
    tags: [],
    content,
    status: "publish",
  };
}
