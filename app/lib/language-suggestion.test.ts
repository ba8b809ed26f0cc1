import { describe, expect, it } from "vitest";
import { suggestedLocale } from "./language-suggestion";

describe("suggestedLocale", () => {
  it("offers Czech on an English page to a browser that prefers Czech", () => {
    expect(suggestedLocale("en", ["cs-CZ", "en"])).toBe("cs");
  });

  it("offers English on a Czech page to a browser that prefers English", () => {
    expect(suggestedLocale("cs", ["en-GB", "cs"])).toBe("en");
  });

  it("offers nothing when the browser's first language of ours is the page's", () => {
    expect(suggestedLocale("en", ["de-DE", "en-US", "cs"])).toBeUndefined();
    expect(suggestedLocale("cs", ["CS"])).toBeUndefined();
  });

  it("reads past languages the site does not have", () => {
    expect(suggestedLocale("en", ["sk-SK", "de", "cs"])).toBe("cs");
  });

  it("offers nothing to a browser with none of the site's languages", () => {
    expect(suggestedLocale("en", ["de-DE", "fr"])).toBeUndefined();
    expect(suggestedLocale("cs", [])).toBeUndefined();
  });
});
