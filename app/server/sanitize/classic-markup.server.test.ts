// Markup older than the block editor's current blocks, as WordPress's theme unit test data holds it
// (https://github.com/WordPress/theme-test-data, themeunittestdata.wordpress.xml, GPL-2.0-or-later): covers
// saved with their picture as a background, media & text "fill", [gallery] shortcodes, pasted player code,
// tweets and Facebook posts. Each must show as it does on WordPress, its pictures through the image endpoint.
import { describe, expect, it } from "vitest";
import { siteFiles } from "./site-files.server";
import { cleanContent, type SanitizeOptions } from "./pipeline.server";

const MEDIA = "https://wpthemetestdata.files.wordpress.com";
const options: SanitizeOptions = {
  siteUrl: "https://www.example.com",
  mediaOrigins: [MEDIA],
  siteFiles: siteFiles(),
};
const clean = (html: string) => {
  const once = cleanContent(html, options);
  // Sanitizing what was sanitized changes nothing.
  expect(cleanContent(once, options)).toBe(once);
  return once;
};
const endpoint = (src: string, width: number) =>
  `/image?v=1&amp;w=${width}&amp;src=${encodeURIComponent(src)}`;

describe("markup older than the current blocks", () => {
  it("draws a cover saved with its picture as a background through the image endpoint", () => {
    const picture = `${MEDIA}/2008/06/dsc04563.jpg`;
    const html = clean(
      `<div class="wp-block-cover-image has-background-dim-60 has-background-dim" style="background-image:url(${picture});min-height:274px"><p class="wp-block-cover-image-text">Cover Image</p></div>`,
    );
    expect(html).toBe(
      `<div class="wp-block-cover-image has-background-dim-60 has-background-dim" style="background-image:url(${endpoint(picture, 1920)});min-height:274px"><p class="wp-block-cover-image-text">Cover Image</p></div>`,
    );
  });

  it("draws a media & text block's fill picture through the image endpoint, keeping its position", () => {
    const picture = `${MEDIA}/2013/03/image-alignment-1200x4002.jpg`;
    const html = clean(
      `<div class="wp-block-media-text alignwide is-stacked-on-mobile is-image-fill"><figure class="wp-block-media-text__media" style="background-image:url(${picture});background-position:50% 50%"><img src="${picture}" alt="Image Alignment 1200x4002" class="wp-image-1029 size-full"/></figure><div class="wp-block-media-text__content"><p>Text</p></div></div>`,
    );
    expect(html).toContain(
      `<figure class="wp-block-media-text__media" style="background-image:url(${endpoint(picture, 1920)});background-position:50% 50%">`,
    );
    expect(html).not.toContain(`"${MEDIA}`);
    expect(html).not.toContain(`(${MEDIA}`);
  });

  it("keeps a [gallery]'s classes, so it is laid out in its columns", () => {
    const html = clean(
      `<div id='gallery-1' class='gallery galleryid-555 gallery-columns-4 gallery-size-thumbnail'><figure class='gallery-item'><div class='gallery-icon landscape'><a href='https://wpthemetestdata.wordpress.com/a/'><img width="150" height="150" src="${MEDIA}/2008/06/dsc04563.jpg?w=150" class="attachment-thumbnail size-thumbnail" alt="A picture" /></a></div><figcaption class='wp-caption-text gallery-caption' id='gallery-1-1'>Caption</figcaption></figure></div>`,
    );
    expect(html).toMatch(
      /^<div id="user-content-gallery-1" class="gallery gallery-columns-4"><figure class="gallery-item"><div class="gallery-icon"><a /,
    );
    expect(html).toContain(
      '<figcaption class="wp-caption-text gallery-caption" id="user-content-gallery-1-1">Caption</figcaption>',
    );
    expect(html).toContain(`src="${endpoint(`${MEDIA}/2008/06/dsc04563.jpg?w=150`, 1080)}"`);
  });

  it("turns a pasted YouTube or Vimeo player into the embeds' click-to-load facade, in place of its paragraph", () => {
    const html = clean(
      `<p><iframe width="720" height="405" src="https://www.youtube.com/embed/ex8fMxXJDJw?feature=oembed" frameborder="0" allowfullscreen></iframe></p><div><iframe title="A talk" src="https://player.vimeo.com/video/76979871"></iframe></div>`,
    );
    expect(html).toMatch(
      /^<figure class="wp-block-embed is-type-video is-provider-youtube"><div class="wp-block-embed__facade wp-block-embed__facade--video"><p class="wp-block-embed__title">A video on YouTube<\/p>/,
    );
    expect(html).toContain(
      '<a class="wp-block-embed__link" href="https://www.youtube.com/watch?v=ex8fMxXJDJw"',
    );
    expect(html).toContain(
      '<div><figure class="wp-block-embed is-type-video is-provider-vimeo"><div class="wp-block-embed__facade',
    );
    expect(html).toContain('<p class="wp-block-embed__title">A talk</p>');
    expect(html).not.toContain("<iframe");
  });

  it("turns any other frame, or a player inside running text, into a link to its address; a script address into nothing", () => {
    expect(
      clean(
        '<div><iframe src="https://maps.example.org/embed?pb=1"></iframe></div><p>See <iframe src="https://player.vimeo.com/video/76979871"></iframe> here.</p><p><iframe src="javascript:alert(1)"></iframe>x</p>',
      ),
    ).toBe(
      '<div><a href="https://maps.example.org/embed?pb=1" rel="noopener noreferrer">https://maps.example.org/embed?pb=1</a></div>' +
        '<p>See <a href="https://player.vimeo.com/video/76979871" rel="noopener noreferrer">https://player.vimeo.com/video/76979871</a> here.</p><p>x</p>',
    );
  });

  it("keeps a tweet's and a Facebook post's quote, with its text and links, above a link to the original", () => {
    const tweet = clean(
      `<figure class="wp-block-embed is-type-rich is-provider-twitter wp-block-embed-twitter"><div class="wp-block-embed__wrapper"><blockquote class="twitter-tweet" data-width="550" data-dnt="true"><p lang="en" dir="ltr">Really cool to read through and find so much awesomeness added to WordPress 3.6 while I was gone.</p>&mdash; Andrew Nacin (@nacin) <a href="https://twitter.com/nacin/status/319508408669708289">April 3, 2013</a></blockquote><script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script></div></figure>`,
    );
    expect(tweet).toMatch(
      /^<figure class="wp-block-embed is-type-rich is-provider-twitter wp-block-embed-twitter"><blockquote><p>Really cool to read through .*<\/p>— Andrew Nacin \(@nacin\) <a href="https:\/\/twitter.com\/nacin\/status\/319508408669708289" rel="noopener noreferrer">April 3, 2013<\/a><\/blockquote><div class="wp-block-embed__facade"><p class="wp-block-embed__provider">twitter.com<\/p>/,
    );
    const facebook = clean(
      `<figure class="wp-block-embed is-type-rich is-provider-facebook wp-block-embed-facebook"><div class="wp-block-embed__wrapper"><div id="fb-root"></div><script async defer src="https://connect.facebook.net/en_US/sdk.js#xfbml=1&amp;version=v3.1"></script><div class="fb-post" data-href="https://www.facebook.com/WordPress/posts/10156380423617911" data-width="720"><blockquote cite="https://www.facebook.com/WordPress/posts/10156380423617911" class="fb-xfbml-parse-ignore"><p>Many of the WordPress contribution teams have been working hard on the new WordPress editor.</p>Posted by <a href="https://www.facebook.com/WordPress/">WordPress</a>&nbsp;<a href="https://www.facebook.com/WordPress/posts/10156380423617911">Monday, 3 September 2018</a></blockquote></div></div></figure>`,
    );
    expect(facebook).toContain(
      '<blockquote><p>Many of the WordPress contribution teams have been working hard on the new WordPress editor.</p>Posted by <a href="https://www.facebook.com/WordPress/" rel="noopener noreferrer">WordPress</a>',
    );
    expect(facebook).not.toMatch(/<script|fb-root|connect\.facebook/);
  });
});
