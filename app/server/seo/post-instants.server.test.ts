import { describe, expect, it } from "vitest";
import {
  isoWithOffset,
  modifiedAt,
  publishedAt,
  rfc822WithOffset,
  siteInstant,
} from "./post-instants.server";

describe("siteInstant: WordPress's date and date_gmt as one instant", () => {
  const iso = (local: unknown, gmt: unknown, zone = "Europe/Prague") => {
    const instant = siteInstant(local, gmt, zone);
    return instant && isoWithOffset(instant);
  };

  it("reads the wall time in the site's zone, across daylight saving", () => {
    expect(iso("2025-03-14T09:30:00", undefined)).toBe("2025-03-14T09:30:00+01:00");
    expect(iso("2025-07-01T09:30:00", undefined)).toBe("2025-07-01T09:30:00+02:00");
    expect(iso("2025-03-30T03:30:00", undefined)).toBe("2025-03-30T03:30:00+02:00");
    expect(siteInstant("2025-03-14T09:30:00", undefined, "Europe/Prague")!.toISOString()).toMatch(
      /^2025-03-14T09:30:00\.000\+01:00$/,
    );
    expect(new Date(+siteInstant("2025-03-14T09:30:00", undefined, "Europe/Prague")!).toISOString()).toBe(
      "2025-03-14T08:30:00.000Z",
    );
    expect(iso("2025-01-01T00:00:00", undefined, "UTC")).toBe("2025-01-01T00:00:00Z");
  });

  it("prefers date_gmt, printed with the site's offset", () => {
    expect(iso("2024-08-08T13:20:00", "2024-08-08T11:20:00")).toBe("2024-08-08T13:20:00+02:00");
    // A site whose WordPress runs in another zone: the instant is date_gmt's.
    expect(iso("2024-08-08T07:20:00", "2024-08-08T11:20:00")).toBe("2024-08-08T13:20:00+02:00");
  });

  it("falls back to date when date_gmt is WordPress's 'no date' or junk, and gives null for nothing usable", () => {
    expect(iso("2025-03-14T09:30:00", "0000-00-00T00:00:00")).toBe("2025-03-14T09:30:00+01:00");
    expect(iso("2025-03-14T09:30:00", "2025-02-30T00:00:00")).toBe("2025-03-14T09:30:00+01:00");
    expect(siteInstant("", undefined, "UTC")).toBeNull();
    expect(siteInstant("2024-01-01T00:00:00<script>", "x", "UTC")).toBeNull();
  });

  it("prints RSS's RFC 822 form with the same offset", () => {
    const instant = siteInstant("2025-03-14T09:30:00", undefined, "Europe/Prague")!;
    expect(rfc822WithOffset(instant)).toBe("Fri, 14 Mar 2025 09:30:00 +0100");
    expect(Date.parse(rfc822WithOffset(instant))).toBe(+instant);
  });

  it("gives a post's publication and last change; a change before publication counts as none", () => {
    const post = { date: "2025-03-14T09:30:00", modified: "2025-04-01T10:00:00" };
    expect(isoWithOffset(publishedAt(post, "Europe/Prague")!)).toBe("2025-03-14T09:30:00+01:00");
    expect(isoWithOffset(modifiedAt(post, "Europe/Prague")!)).toBe("2025-04-01T10:00:00+02:00");
    expect(isoWithOffset(modifiedAt({ date: post.date }, "Europe/Prague")!)).toBe(
      "2025-03-14T09:30:00+01:00",
    );
    expect(
      isoWithOffset(modifiedAt({ date: post.date, modified: "2020-01-01T00:00:00" }, "Europe/Prague")!),
    ).toBe("2025-03-14T09:30:00+01:00");
  });
});
