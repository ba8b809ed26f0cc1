import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { formatPostDate, isWallTime, postDateTime, toExactWallTime } from "./dates";

describe("formatPostDate", () => {
  it("prints WordPress wall time as 'MMMM d, yyyy'", () => {
    expect(formatPostDate("2025-03-14T09:30:00")).toBe("March 14, 2025");
    expect(formatPostDate("2024-12-01T00:00:00")).toBe("December 1, 2024");
  });

  it("keeps the written day at the edges of the day", () => {
    expect(formatPostDate("2025-01-01T00:00:00")).toBe("January 1, 2025");
    expect(formatPostDate("2025-12-31T23:59:59")).toBe("December 31, 2025");
  });

  it("prints years before 1000 with four digits, as 'yyyy' does", () => {
    expect(formatPostDate("0999-01-02T00:00:00")).toBe("January 2, 0999");
  });

  it("accepts a bare date and a space separator", () => {
    expect(formatPostDate("2025-07-04")).toBe("July 4, 2025");
    expect(formatPostDate("2025-07-04 23:30:00")).toBe("July 4, 2025");
  });

  it("ignores a zone suffix and still prints the written day", () => {
    expect(formatPostDate("2025-03-14T23:30:00Z")).toBe("March 14, 2025");
    expect(formatPostDate("2025-03-14T00:10:00+02:00")).toBe("March 14, 2025");
  });

  it("prints nothing for unreadable or impossible dates", () => {
    expect(formatPostDate("")).toBe("");
    expect(formatPostDate("yesterday")).toBe("");
    expect(formatPostDate("2025-02-30T10:00:00")).toBe("");
    expect(formatPostDate("2025-13-01")).toBe("");
    expect(postDateTime("2025-13-01")).toBeUndefined();
  });

  it("gives the calendar day for <time dateTime>", () => {
    expect(postDateTime("2025-03-14T09:30:00")).toBe("2025-03-14");
    expect(postDateTime("nonsense")).toBeUndefined();
  });
});

describe("isWallTime: what a post date may be", () => {
  it("accepts WordPress's exact form naming a real day and time", () => {
    for (const date of [
      "2025-03-14T09:30:00",
      "2024-02-29T00:00:00",
      "2000-02-29T23:59:59",
      "1999-12-31T12:00:00",
    ])
      expect(isWallTime(date)).toBe(true);
  });

  it.each([
    "2024-13-45T99:00:00",
    "2024-01-01T00:00:00<script>",
    "]]></lastmod><evil/>",
    "0000-00-00T00:00:00",
    "2025-02-29T10:00:00",
    "1900-02-29T10:00:00",
    "2025-04-31T10:00:00",
    "2025-03-14T24:00:00",
    "2025-03-14T23:60:00",
    "2025-03-14T23:59:60",
    "2025-03-14",
    "2025-03-14 09:30:00",
    "2025-03-14T09:30:00Z",
    " 2025-03-14T09:30:00",
    "",
  ])("rejects %j", (date) => {
    expect(isWallTime(date)).toBe(false);
  });

  it("rejects what is not a string", () => {
    for (const value of [20240101, null, undefined, new Date(), ["2025-03-14T09:30:00"]])
      expect(isWallTime(value)).toBe(false);
  });

  it('a post without a date ("") prints nothing and has no <time dateTime>', () => {
    expect(formatPostDate("")).toBe("");
    expect(postDateTime("")).toBeUndefined();
  });
});

describe("formatPostDate in other time zones", () => {
  // A process's zone is fixed when it starts, so each zone gets its own Node process.
  const zones = [
    "UTC",
    "Pacific/Kiritimati",
    "Pacific/Pago_Pago",
    "America/Los_Angeles",
    "Europe/Prague",
    "Asia/Tokyo",
  ];
  const script = `
    const { formatPostDate } = await import(${JSON.stringify(new URL("./dates.ts", import.meta.url).href)});
    console.log(JSON.stringify(["2025-03-14T00:00:00", "2025-03-14T23:59:59", "2025-03-30T02:30:00", "2025-10-26T02:30:00"].map(formatPostDate)));
  `;

  it.each(zones)("prints the same days in %s", (tz) => {
    const out = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      env: { ...process.env, TZ: tz },
      encoding: "utf8",
    });
    expect(JSON.parse(out)).toEqual([
      "March 14, 2025",
      "March 14, 2025",
      "March 30, 2025",
      "October 26, 2025",
    ]);
  });
});

describe("toExactWallTime", () => {
  it("normalizes what editors write", () => {
    expect(toExactWallTime("2025-03-14")).toBe("2025-03-14T00:00:00");
    expect(toExactWallTime(" 2025-03-14 09:30 ")).toBe("2025-03-14T09:30:00");
    expect(toExactWallTime("2025-02-30")).toBeNull();
    expect(toExactWallTime("2025-03-14T09:30:00Z")).toBeNull();
  });
});

describe("formatPostDate in Czech", () => {
  it('prints "d. MMMM yyyy" with the month in the genitive and a non-breaking space after the day', () => {
    expect(formatPostDate("2025-10-02T09:30:00", "cs")).toBe("2.\u00a0října 2025");
    expect(formatPostDate("2025-01-31", "cs")).toBe("31.\u00a0ledna 2025");
    expect(formatPostDate("2024-07-01T00:00:00", "cs")).toBe("1.\u00a0července 2024");
    expect(formatPostDate("2024-13-45T99:00:00", "cs")).toBe("");
  });
});
