import { describe, expect, it } from "vitest";
import { absoluteImageUrl, isExternalLink, isSameOrigin, safeImageUrl } from "./same-origin";

const BASE = "https://www.example.com";

/** Spellings browsers read as another host although they look like paths on ours. */
const LOOK_ALIKES = [
  "//evil.example/x.png",
  "/\\evil.example/x.png",
  "\\\\evil.example/x.png",
  "\\/evil.example/x.png",
  "/\t/evil.example/x.png",
  "/\n/evil.example/x.png",
  " //evil.example/x.png",
  "http:evil.example/x.png",
  "https:evil.example/x.png",
  "http:/evil.example/x.png",
];

describe("isSameOrigin", () => {
  it.each([
    "/blog",
    "/images/a.png?x=1#y",
    "images/a.png",
    "#top",
    "?page=2",
    "https://www.example.com/blog",
  ])("%s stays on the site", (url) => expect(isSameOrigin(url, BASE)).toBe(true));

  it.each(LOOK_ALIKES)("%j only looks local", (url) => expect(isSameOrigin(url, BASE)).toBe(false));

  it.each([
    "https://evil.example/",
    "http://www.example.com/",
    "https://www.example.com:8443/",
    "javascript:x",
  ])("%s is elsewhere", (url) => expect(isSameOrigin(url, BASE)).toBe(false));

  it("reads a spelling with our own scheme the same way on an http site", () => {
    expect(isSameOrigin("http:evil.example/x", "http://localhost:3000")).toBe(false);
    expect(isSameOrigin("/\\evil.example/x", "http://localhost:3000")).toBe(false);
  });

  it("knows no origin without a base", () => {
    expect(isSameOrigin("/blog", "")).toBe(false);
  });
});

describe("isExternalLink", () => {
  it.each(["https://example.org/", "//example.org/", ...LOOK_ALIKES])("%j leaves the site", (href) =>
    expect(isExternalLink(href, BASE)).toBe(true),
  );

  it.each(["https://www.example.com/blog", "/blog", "#top", "mailto:a@example.com", "tel:+420123"])(
    "%s does not",
    (href) => expect(isExternalLink(href, BASE)).toBe(false),
  );
});

describe("safeImageUrl", () => {
  it("accepts absolute http(s) addresses and references to our origin", () => {
    expect(safeImageUrl("https://cdn.example.com/a.png", BASE)).toBe("https://cdn.example.com/a.png");
    expect(safeImageUrl(" /images/blog/a.svg ", BASE)).toBe("/images/blog/a.svg");
    expect(safeImageUrl("https://www.example.com/a.png", BASE)).toBe("https://www.example.com/a.png");
  });

  it("refuses other schemes and what is not a string", () => {
    for (const url of ["javascript:alert(1)", "data:image/png;base64,AAAA", "vbscript:x", "blob:x", "", 42])
      expect(safeImageUrl(url, BASE)).toBeUndefined();
  });

  it.each(LOOK_ALIKES.filter((url) => !url.startsWith("http")))("refuses the look-alike %j", (url) =>
    expect(safeImageUrl(url, BASE)).toBeUndefined(),
  );

  it("writes a scheme without slashes out in full, so it no longer looks local", () => {
    expect(safeImageUrl("http:evil.example/x.png", BASE)).toBe("http://evil.example/x.png");
  });
});

describe("absoluteImageUrl", () => {
  it("makes our own images absolute and keeps the media host's", () => {
    expect(absoluteImageUrl("/images/a.png", BASE)).toBe("https://www.example.com/images/a.png");
    expect(absoluteImageUrl("https://cdn.example.com/a.png", BASE)).toBe("https://cdn.example.com/a.png");
  });

  it("has no address for look-alikes or other schemes", () => {
    expect(absoluteImageUrl("/\\evil.example/a.png", BASE)).toBeUndefined();
    expect(absoluteImageUrl("javascript:alert(1)", BASE)).toBeUndefined();
    expect(absoluteImageUrl(undefined, BASE)).toBeUndefined();
  });
});
