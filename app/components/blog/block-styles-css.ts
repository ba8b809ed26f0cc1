// The styles of WordPress's core blocks, inside the site's design. Written for the blocks a post can hold,
// with @wordpress/block-library 10.5.0's build-style/<block>/style.css as the reference for how each one
// behaves (breakpoints 600 and 782 px, columns-N, is-cropped, has-background-dim-N...), in the site's
// typography and colours (the --prose-* values of prose-post.css). Scoped to .prose-post, so they win over its
// plain element rules. block-styles.ts sends each group only to pages whose post uses it (decision 025).

/** A gallery's images: list items (galleries before WordPress 5.9) or image blocks (has-nested-images). */
const items = (gallery: string, inner = "") =>
  `.prose-post ${gallery}>ul>li${inner},.prose-post ${gallery}>figure${inner}`;

const columnsOfGallery = Array.from({ length: 8 }, (_, i) => i + 1)
  .map(
    (n) =>
      `${items(`.wp-block-gallery.columns-${n}`)}{width:calc(${(100 / n).toFixed(4)}% - ${((n - 1) / n).toFixed(4)}rem)}`,
  )
  .join("\n");

/** One group per block (or family of classes); the key names it in the <style>'s href. */
export const BLOCK_CSS = {
  align: `
.prose-post{display:flow-root}
.prose-post .alignwide{box-sizing:border-box;max-width:none;width:min(64rem,100vw - 2rem);margin-inline:calc(50% - min(32rem,50vw - 1rem))}
.prose-post .alignfull{box-sizing:border-box;max-width:none;width:100vw;margin-inline:calc(50% - 50vw);border-radius:0}
.prose-post :is(.alignwide,.alignfull) img{width:100%}
.prose-post .alignleft,.prose-post .alignright{max-width:100%}
@media (min-width:600px){
.prose-post .alignleft{float:left;max-width:50%;margin:.3em 1.5em 1em 0}
.prose-post .alignright{float:right;max-width:50%;margin:.3em 0 1em 1.5em}
}
.prose-post .wp-block-image.aligncenter,.prose-post .aligncenter>img{display:table;margin-inline:auto}`,
  image: `
.prose-post .wp-block-image img{display:block;height:auto;max-width:100%}
.prose-post .wp-block-image.is-style-rounded img{border-radius:9999px}
.prose-post .wp-block-image :is(.alignleft,.alignright,.aligncenter){display:table}`,
  gallery: `
.prose-post .wp-block-gallery,.prose-post .wp-block-gallery>ul{display:flex;flex-wrap:wrap;align-items:stretch;gap:1rem;list-style:none;padding:0}
.prose-post .wp-block-gallery>ul{margin:0;width:100%}
${items(".wp-block-gallery")}{box-sizing:border-box;display:flex;flex-direction:column;flex-grow:1;justify-content:center;margin:0;padding:0;position:relative;width:calc(50% - .5rem)}
.prose-post .wp-block-gallery>ul>li>figure{margin:0;height:100%;display:flex;flex-direction:column}
.prose-post .wp-block-gallery img{display:block;width:100%;height:auto;border-radius:.5rem}
${items(".wp-block-gallery.is-cropped", " img")}{flex:1;height:100%;object-fit:cover}
${items(".wp-block-gallery", " figcaption")}{margin-top:.35em}
.prose-post .wp-block-gallery>figcaption{flex-basis:100%;margin-top:0}
@media (min-width:600px){
${items(".wp-block-gallery.columns-default")}{width:calc(33.3333% - .6667rem)}
${columnsOfGallery}
}
${items(".wp-block-gallery.columns-1")}{width:100%}
.prose-post .gallery{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:1rem;margin-block:1.5em}
${Array.from({ length: 9 }, (_, i) => `.prose-post .gallery-columns-${i + 1}{grid-template-columns:repeat(${i + 1},minmax(0,1fr))}`).join("\n")}
@media (max-width:599px){.prose-post .gallery:not(.gallery-columns-1,.gallery-columns-2){grid-template-columns:repeat(3,minmax(0,1fr))}}
.prose-post .gallery-item{margin:0;min-width:0;text-align:center}
.prose-post .gallery-item img{display:block;width:100%;height:auto;border-radius:.5rem}
.prose-post .gallery-caption{margin-top:.35em;font-size:.875rem}`,
  columns: `
.prose-post .wp-block-columns{box-sizing:border-box;display:flex;flex-wrap:wrap;gap:1.5rem 2rem;margin-block:1.75em}
.prose-post .wp-block-column{flex-basis:100%;flex-grow:1;min-width:0;overflow-wrap:break-word}
.prose-post .wp-block-column>:first-child{margin-top:0}
.prose-post .wp-block-column>:last-child{margin-bottom:0}
@media (max-width:781px){
.prose-post .wp-block-columns:not(.is-not-stacked-on-mobile)>.wp-block-column{flex-basis:100%!important}
}
@media (min-width:782px){
.prose-post .wp-block-columns{flex-wrap:nowrap}
.prose-post .wp-block-columns>.wp-block-column{flex-basis:0}
.prose-post .wp-block-columns>.wp-block-column[style*=flex-basis]{flex-grow:0}
}
.prose-post .wp-block-columns.is-not-stacked-on-mobile{flex-wrap:nowrap}
.prose-post .wp-block-columns.is-not-stacked-on-mobile>.wp-block-column{flex-basis:0}
.prose-post .wp-block-columns.are-vertically-aligned-center,.prose-post .wp-block-column.is-vertically-aligned-center{align-items:center;align-self:center}
.prose-post .wp-block-columns.are-vertically-aligned-bottom,.prose-post .wp-block-column.is-vertically-aligned-bottom{align-items:flex-end;align-self:flex-end}
.prose-post .wp-block-columns.has-background{padding:1.25em 2.375em;border-radius:.75rem}`,
  buttons: `
.prose-post .wp-block-buttons{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem;margin-block:1.5em}
.prose-post .wp-block-buttons.is-vertical{flex-direction:column;align-items:flex-start}
.prose-post .wp-block-buttons:is(.is-content-justification-center,.aligncenter){justify-content:center}
.prose-post .wp-block-buttons.is-content-justification-right{justify-content:flex-end}
.prose-post .wp-block-buttons.is-content-justification-space-between{justify-content:space-between}
.prose-post .wp-block-button{margin:0}
.prose-post .wp-block-button__link{box-sizing:border-box;display:inline-block;cursor:pointer;text-align:center;overflow-wrap:break-word;border:2px solid var(--prose-accent);border-radius:9999px;background:var(--prose-accent);color:#fff;font-weight:600;line-height:1.4;padding:.625em 1.375em;text-decoration:none}
.prose-post a.wp-block-button__link:hover{background:var(--prose-link);border-color:var(--prose-link);text-decoration:underline}
.prose-post .wp-block-button.is-style-outline>.wp-block-button__link,.prose-post .wp-block-button__link.is-style-outline{background:transparent;border-color:currentColor;color:var(--prose-link)}
.prose-post .wp-block-button.is-style-outline>a.wp-block-button__link:hover{background:var(--prose-tint)}
.prose-post .wp-block-button__link.no-border-radius{border-radius:0}
.prose-post .wp-block-button[class*=wp-block-button__width]>.wp-block-button__link{width:100%}
.prose-post .wp-block-button.wp-block-button__width-25{width:calc(25% - .5625rem)}
.prose-post .wp-block-button.wp-block-button__width-50{width:calc(50% - .375rem)}
.prose-post .wp-block-button.wp-block-button__width-75{width:calc(75% - .1875rem)}
.prose-post .wp-block-button.wp-block-button__width-100{width:100%}`,
  cover: `
.prose-post .wp-block-cover{box-sizing:border-box;position:relative;isolation:isolate;display:flex;align-items:center;justify-content:center;min-height:430px;padding:1.5em;overflow:hidden;overflow:clip;margin-block:1.5em;border-radius:.75rem;background-position:50%;background-size:cover;color:#fff}
.prose-post .wp-block-cover.alignfull{border-radius:0}
.prose-post .wp-block-cover.is-light{color:var(--prose-ink)}
.prose-post .wp-block-cover :is(.wp-block-cover__image-background,.wp-block-cover__video-background){position:absolute;inset:0;width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:0;border:0;border-radius:0;object-fit:cover;z-index:0}
.prose-post .wp-block-cover .wp-block-cover__background{position:absolute;inset:0;z-index:1;opacity:.5}
.prose-post .wp-block-cover .wp-block-cover__background:not([class*=-background-color]):not(.has-background-gradient){background-color:#0b2236}
${Array.from({ length: 11 }, (_, i) => `.prose-post .wp-block-cover .has-background-dim-${i * 10}{opacity:${i / 10}}`).join("\n")}
.prose-post .wp-block-cover__inner-container{position:relative;z-index:1;width:100%;color:inherit}
.prose-post .wp-block-cover :is(h2,h3,h4,h5,h6,p,a){color:inherit}
.prose-post .wp-block-cover.is-position-top-left,.prose-post .wp-block-cover.is-position-top-center,.prose-post .wp-block-cover.is-position-top-right{align-items:flex-start}
.prose-post .wp-block-cover-image{box-sizing:border-box;position:relative;isolation:isolate;display:flex;align-items:center;justify-content:center;min-height:430px;padding:1.5em;overflow:hidden;margin-block:1.5em;border-radius:.75rem;background-position:50%;background-size:cover;color:#fff}
.prose-post :is(.wp-block-cover,.wp-block-cover-image).has-background-dim::before{content:"";position:absolute;inset:0;z-index:1;background-color:#0b2236;opacity:.5}
${Array.from({ length: 11 }, (_, i) => `.prose-post :is(.wp-block-cover,.wp-block-cover-image).has-background-dim-${i * 10}::before{opacity:${i / 10}}`).join("\n")}
.prose-post :is(.wp-block-cover,.wp-block-cover-image).has-background-dim>:not(.wp-block-cover__image-background,.wp-block-cover__video-background,.wp-block-cover__background){position:relative;z-index:2}
.prose-post :is(.wp-block-cover-image-text,.wp-block-cover-text){margin:0;color:inherit;font-size:1.75em;line-height:1.25;text-align:center}
.prose-post .wp-block-cover.is-position-bottom-left,.prose-post .wp-block-cover.is-position-bottom-center,.prose-post .wp-block-cover.is-position-bottom-right{align-items:flex-end}
.prose-post .wp-block-cover .wp-block-cover__video-background~.cover-video-toggle{position:absolute;z-index:3;right:.75rem;bottom:.75rem;min-height:1.75rem;padding:.25rem .75rem;border:1px solid #fff;border-radius:9999px;background:#0b2236d9;color:#fff;font-family:inherit;font-size:.8125rem;font-weight:600;line-height:1.25;cursor:pointer}
.prose-post .wp-block-cover .cover-video-toggle:focus-visible{outline-color:#fff}`,
  "media-text": `
.prose-post .wp-block-media-text{box-sizing:border-box;display:grid;grid-template-columns:50% 1fr;grid-template-rows:auto;align-items:center;margin-block:1.5em}
.prose-post .wp-block-media-text.has-media-on-the-right{grid-template-columns:1fr 50%}
.prose-post .wp-block-media-text__media{grid-column:1;grid-row:1;margin:0;position:relative}
.prose-post .wp-block-media-text__media :is(img,video){display:block;width:100%;height:auto}
.prose-post .wp-block-media-text__content{grid-column:2;grid-row:1;padding:0 8%;overflow-wrap:break-word}
.prose-post .wp-block-media-text.has-media-on-the-right .wp-block-media-text__media{grid-column:2}
.prose-post .wp-block-media-text.has-media-on-the-right .wp-block-media-text__content{grid-column:1}
.prose-post .wp-block-media-text.is-vertically-aligned-top>*{align-self:start}
.prose-post .wp-block-media-text.is-vertically-aligned-bottom>*{align-self:end}
.prose-post .wp-block-media-text.is-image-fill .wp-block-media-text__media{height:100%;min-height:250px;background-size:cover}
.prose-post .wp-block-media-text.is-image-fill .wp-block-media-text__media img{position:absolute;inset:0;height:100%;object-fit:cover;border-radius:0}
@media (max-width:600px){
.prose-post .wp-block-media-text.is-stacked-on-mobile{grid-template-columns:100%!important}
.prose-post .wp-block-media-text.is-stacked-on-mobile .wp-block-media-text__media{grid-column:1;grid-row:1}
.prose-post .wp-block-media-text.is-stacked-on-mobile .wp-block-media-text__content{grid-column:1;grid-row:2;padding:1em 0 0}
}`,
  pullquote: `
.prose-post .wp-block-pullquote{box-sizing:border-box;border-block:4px solid var(--prose-accent);margin-block:2em;padding:1.5em 1em;text-align:center;font-size:1.25em;line-height:1.6;overflow-wrap:break-word}
.prose-post .wp-block-pullquote blockquote{background:none;border:0;border-radius:0;margin:0;padding:0;font-style:normal}
.prose-post .wp-block-pullquote p{font-size:inherit;line-height:inherit;margin-block:.5em}
.prose-post .wp-block-pullquote cite{display:block;color:var(--prose-muted);font-size:.75em;font-style:normal;margin-top:.75em;text-transform:uppercase;letter-spacing:.04em}
.prose-post .wp-block-pullquote:is(.alignleft,.alignright){font-size:1.125em;max-width:min(420px,100%)}
.prose-post .wp-block-pullquote.is-style-solid-color{background:var(--prose-tint);border:0;border-radius:.75rem;padding:2em}
.prose-post .wp-block-pullquote.is-style-solid-color blockquote{margin-inline:auto;max-width:60ch;text-align:left}`,
  quote: `
.prose-post .wp-block-quote{box-sizing:border-box;overflow-wrap:break-word}
.prose-post .wp-block-quote cite{display:block;color:var(--prose-muted);font-size:.875em;font-style:normal;margin-top:.5em}
.prose-post .wp-block-quote:is(.is-style-large,.is-large){font-size:1.375em;line-height:1.5;padding:1em 1.5em}
.prose-post .wp-block-quote:is(.is-style-large,.is-large) p{font-size:inherit}
.prose-post .wp-block-quote.is-style-plain{background:none;border:0;font-style:normal;padding:0}
.prose-post .wp-block-quote.has-text-align-center{border-left:0;border-radius:.75rem}
.prose-post .wp-block-quote.has-text-align-right{border-left:0;border-right:3px solid var(--prose-accent);border-radius:.75rem 0 0 .75rem}`,
  separator: `
.prose-post .wp-block-separator{border:0;border-top:2px solid var(--prose-line);margin-inline:auto;width:100px}
.prose-post .wp-block-separator.is-style-wide{width:auto}
.prose-post .wp-block-separator.has-text-color{border-top-color:currentColor}
.prose-post .wp-block-separator.has-background:not(.is-style-dots){border:0;height:2px}
.prose-post .wp-block-separator.has-css-opacity{opacity:.4}
.prose-post .wp-block-separator.is-style-dots{border:0;height:auto;line-height:1;text-align:center;width:auto;color:var(--prose-accent)}
.prose-post .wp-block-separator.is-style-dots::before{content:"\\00b7 \\00b7 \\00b7";font-family:serif;font-size:1.5em;letter-spacing:1em;padding-left:1em}`,
  table: `
.prose-post .wp-block-table table.has-fixed-layout{table-layout:fixed}
.prose-post .wp-block-table.is-style-stripes tbody tr:nth-child(odd){background-color:var(--prose-mist)}
.prose-post .wp-block-table.is-style-stripes :is(th,td){border-bottom-color:transparent}
.prose-post .wp-block-table.is-style-stripes table{border-bottom:1px solid var(--prose-line)}
.prose-post .wp-block-table :is(th,td).has-text-align-center{text-align:center}
.prose-post .wp-block-table :is(th,td).has-text-align-right{text-align:right}`,
  spacer: `
.prose-post .wp-block-spacer{clear:both;margin:0}`,
  group: `
.prose-post .wp-block-group{box-sizing:border-box}
.prose-post .wp-block-group>:first-child{margin-top:0}
.prose-post .wp-block-group>:last-child{margin-bottom:0}
.prose-post :where(.wp-block-group.has-background,p.has-background){padding:1.25em 2.375em;border-radius:.75rem}
.prose-post .wp-block-group.alignfull{border-radius:0;padding-inline:max(1rem,(100vw - 45rem)/2)}`,
  details: `
.prose-post .wp-block-details{box-sizing:border-box;border:1px solid var(--prose-line);border-radius:.75rem;margin-block:1.25em;padding:.75em 1.25em}
.prose-post .wp-block-details summary{cursor:pointer;font-weight:600}
.prose-post .wp-block-details[open]>summary{margin-bottom:.5em}`,
  media: `
.prose-post :is(.wp-block-video,.wp-block-audio){margin-block:1.5em}
.prose-post .wp-block-video video{display:block;width:100%;height:auto;border-radius:.75rem}
.prose-post .wp-block-audio audio{display:block;width:100%;min-width:min(300px,100%)}`,
  text: `
.prose-post .wp-block-verse{background:none;color:inherit;font-family:inherit;font-size:inherit;padding:0;white-space:pre-wrap;overflow:auto}
.prose-post .wp-block-preformatted{white-space:pre-wrap}
.prose-post .has-drop-cap:not(:focus)::first-letter{float:left;font-size:4.5em;font-weight:600;line-height:.7;margin:.07em .1em 0 0;text-transform:uppercase;color:var(--prose-accent)}`,
  // Display math (the Math block, the Markdown blog's $$...$$): centred, scrolling sideways when wider than the
  // column (an inline box in a centred line starts at the left edge when it overflows, so nothing is cut off).
  math: `
.prose-post .wp-block-math{box-sizing:border-box;max-width:100%;margin-block:1.5em;padding-block:.25em;overflow-x:auto;overflow-y:hidden;text-align:center}
.prose-post .wp-block-math>math{display:inline math;math-style:normal;font-size:1.15em}
.prose-post .wp-block-math .tml-right{text-align:right}
.prose-post .wp-block-math .tml-left{text-align:left}`,
  footnotes: `
.prose-post .wp-block-footnotes{border-top:1px solid var(--prose-line);font-size:.9375rem;padding-top:1em}
.prose-post :is(.wp-block-footnotes li,sup a){scroll-margin-top:5rem}
.prose-post .wp-block-footnotes li:target{background:var(--prose-tint);border-radius:.375rem}`,
  embed: `
.prose-post .wp-block-embed{margin-block:1.5em}
.prose-post .wp-block-embed__facade{box-sizing:border-box;display:flex;flex-direction:column;justify-content:center;gap:.5rem;padding:1.5rem;border-radius:.75rem;background:#0b2236;color:#fff}
.prose-post .wp-block-embed__facade--video{aspect-ratio:16/9}
@supports not (aspect-ratio:1){.prose-post .wp-block-embed__facade--video{min-height:14rem}}
.prose-post .wp-block-embed__facade p{margin:0}
.prose-post .wp-block-embed__title{font-size:1.125rem;font-weight:600;line-height:1.4}
.prose-post .wp-block-embed__provider{color:#cfeceb;font-size:.8125rem;font-weight:600;letter-spacing:.06em;text-transform:uppercase}
.prose-post .wp-block-embed__actions{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem 1.25rem;margin-top:.5rem!important}
.prose-post .wp-block-embed__play{display:inline-flex;align-items:center;gap:.6em;border:2px solid #fff;border-radius:9999px;background:#fff;color:#0f1e2e;cursor:pointer;font:inherit;font-weight:600;line-height:1.4;padding:.5em 1.25em}
.prose-post .wp-block-embed__play::before{content:"";border-block:.45em solid transparent;border-left:.75em solid currentColor}
.prose-post .wp-block-embed__play:hover{background:#ecf7f7}
.prose-post .wp-block-embed__play:focus-visible,.prose-post .wp-block-embed__facade a:focus-visible{outline:3px solid #fff;outline-offset:3px}
.prose-post .wp-block-embed__facade a{color:#fff}
.prose-post .wp-block-embed__notice{color:#cbd5df;font-size:.8125rem;line-height:1.5}
.prose-post .wp-block-embed__hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.prose-post .wp-block-embed__player{display:block;width:100%;border:0;border-radius:.75rem;aspect-ratio:16/9;background:#0b2236}
${["21-9", "18-9", "4-3", "1-1"]
  .map((ratio) => {
    const value = ratio.replace("-", "/");
    return `.prose-post .wp-embed-aspect-${ratio} :is(.wp-block-embed__facade--video,.wp-block-embed__player--video){aspect-ratio:${value}}`;
  })
  .join("\n")}
.prose-post .wp-block-embed__player--audio{aspect-ratio:auto;height:166px}
.prose-post .wp-block-embed__player--spotify{aspect-ratio:auto;height:352px}`,
} as const;

export type BlockStyleGroup = keyof typeof BLOCK_CSS;
