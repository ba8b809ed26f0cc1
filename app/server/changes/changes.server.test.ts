import { describe, expect, it } from "vitest";
import {
  MAX_CLOCK_SKEW_SECONDS,
  parseRevalidateEvent,
  previewToken,
  replayWindowSeconds,
  sign,
  verifyPreview,
  verifyRevalidation,
} from "./changes.server";

const SECRET = "s".repeat(40);
const NOW = 1_800_000_000;
const body = JSON.stringify({ event: "publish", id: 7, slugs: ["new-post"] });
const signature = (timestamp: number, text = body, secret = SECRET) =>
  `sha256=${sign(secret, `${timestamp}.${text}`)}`;

describe("verifyRevalidation", () => {
  it("accepts the plugin's signature of timestamp and body", () => {
    expect(verifyRevalidation(SECRET, String(NOW), signature(NOW), body, NOW)).toBe(true);
    expect(verifyRevalidation(SECRET, String(NOW - 60), signature(NOW - 60), body, NOW)).toBe(true);
  });

  it("refuses a missing, malformed or wrong signature, another body, another secret and no secret", () => {
    expect(verifyRevalidation(SECRET, String(NOW), undefined, body, NOW)).toBe(false);
    expect(verifyRevalidation(SECRET, undefined, signature(NOW), body, NOW)).toBe(false);
    expect(verifyRevalidation(SECRET, String(NOW), signature(NOW).slice(7), body, NOW)).toBe(false);
    expect(verifyRevalidation(SECRET, String(NOW), "sha256=zz", body, NOW)).toBe(false);
    expect(verifyRevalidation(SECRET, String(NOW), signature(NOW), body.replace("7", "8"), NOW)).toBe(false);
    expect(verifyRevalidation(SECRET, String(NOW), signature(NOW, body, "t".repeat(40)), body, NOW)).toBe(
      false,
    );
    expect(verifyRevalidation(undefined, String(NOW), signature(NOW), body, NOW)).toBe(false);
  });

  it("refuses a replay: a timestamp further than five minutes from the clock, either way", () => {
    const old = NOW - MAX_CLOCK_SKEW_SECONDS - 1;
    const ahead = NOW + MAX_CLOCK_SKEW_SECONDS + 1;
    expect(verifyRevalidation(SECRET, String(old), signature(old), body, NOW)).toBe(false);
    expect(verifyRevalidation(SECRET, String(ahead), signature(ahead), body, NOW)).toBe(false);
    // The timestamp is signed: moving it forward breaks the signature.
    expect(verifyRevalidation(SECRET, String(NOW), signature(old), body, NOW)).toBe(false);
  });
});

describe("parseRevalidateEvent", () => {
  it("reads the plugin's body and drops slugs the site cannot have", () => {
    expect(parseRevalidateEvent(body)).toEqual({ event: "publish", id: 7, slugs: ["new-post"] });
    expect(parseRevalidateEvent(JSON.stringify({ event: "trash", id: 3, slugs: ["a", "../x", 5] }))).toEqual({
      event: "trash",
      id: 3,
      slugs: ["a"],
    });
  });

  it("refuses anything else", () => {
    for (const bad of [
      "",
      "null",
      "[]",
      '{"event":"hack","id":1,"slugs":[]}',
      '{"event":"update","id":0,"slugs":[]}',
    ])
      expect(parseRevalidateEvent(bad)).toBeUndefined();
  });
});

describe("verifyPreview", () => {
  const expires = NOW + 600;
  const token = previewToken(SECRET, 42, expires);
  it("accepts the plugin's token until it expires", () => {
    expect(verifyPreview(SECRET, "42", String(expires), token, NOW)).toBe(true);
    expect(verifyPreview(SECRET, "42", String(expires), token, expires + 1)).toBe(false);
  });
  it("refuses another post, another expiry, a wrong token or no secret", () => {
    expect(verifyPreview(SECRET, "43", String(expires), token, NOW)).toBe(false);
    expect(verifyPreview(SECRET, "42", String(expires + 1), token, NOW)).toBe(false);
    expect(verifyPreview(SECRET, "42", String(expires), "0".repeat(64), NOW)).toBe(false);
    expect(verifyPreview(SECRET, "42", String(expires), null, NOW)).toBe(false);
    expect(verifyPreview(undefined, "42", String(expires), token, NOW)).toBe(false);
  });
  it("refuses a token that claims to live for more than a day", () => {
    const far = NOW + 2 * 24 * 3600;
    expect(verifyPreview(SECRET, "42", String(far), previewToken(SECRET, 42, far), NOW)).toBe(false);
  });
});

describe("replayWindowSeconds", () => {
  it("remembers a signature until its timestamp is refused anyway, and at least a second", () => {
    const now = 1_000_000;
    expect(replayWindowSeconds(String(now), now)).toBe(MAX_CLOCK_SKEW_SECONDS);
    expect(replayWindowSeconds(String(now - 100), now)).toBe(MAX_CLOCK_SKEW_SECONDS - 100);
    expect(replayWindowSeconds(String(now - MAX_CLOCK_SKEW_SECONDS), now)).toBe(1);
  });
});
