import { describe, expect, it } from "vitest";
import { blockStyles } from "./block-styles";
import { BLOCK_CSS } from "./block-styles-css";

describe("blockStyles sends only what a post uses", () => {
  it("sends nothing for a post of plain paragraphs", () => {
    expect(blockStyles("<p>Text</p><ul><li>a</li></ul>")).toBeUndefined();
  });

  it("sends the groups of the blocks named in the body, and no others", () => {
    const styles = blockStyles(
      '<figure class="wp-block-gallery columns-3"><figure class="wp-block-image"></figure></figure>',
    );
    expect(styles?.css).toContain(BLOCK_CSS.gallery.trim());
    expect(styles?.css).toContain(BLOCK_CSS.image.trim());
    expect(styles?.css).not.toContain(".wp-block-cover");
    expect(styles?.key).toMatch(/^wp-blocks-image-gallery-/);
  });

  it("writes preset rules only for the slugs the post names, in the site's colours", () => {
    const css = blockStyles(
      '<p class="has-vivid-red-color has-black-background-color has-huge-font-size">x</p>',
    )!.css;
    expect(css).toContain(".prose-post .has-vivid-red-color{color:#b42318!important}");
    expect(css).toContain(".prose-post .has-black-background-color{background-color:#0f1e2e!important}");
    expect(css).toContain(".prose-post .has-huge-font-size{font-size:2.5rem!important");
    expect(css).not.toContain("vivid-purple");
  });

  it("defines the preset variables inline styles refer to, and ignores unknown slugs", () => {
    const css = blockStyles(
      '<div class="wp-block-group" style="padding:var(--wp--preset--spacing--50);color:var(--wp--preset--color--nope)"></div>',
    )!.css;
    expect(css).toContain(".prose-post{--wp--preset--spacing--50:1.5rem}");
    expect(css).not.toContain("nope");
  });

  it("gives the same bytes for the same body, and a different key for different styles", () => {
    const a = blockStyles('<div class="wp-block-columns"></div>');
    expect(blockStyles('<div class="wp-block-columns"></div>')).toEqual(a);
    expect(blockStyles('<div class="wp-block-columns has-black-color"></div>')?.key).not.toBe(a?.key);
  });
});
