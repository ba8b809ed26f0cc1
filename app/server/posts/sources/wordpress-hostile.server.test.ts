// The WordPress source against a WordPress that misbehaves: bombs, endless bodies, redirects, absurd totals, bad items.
import { describe, expect, it } from "vitest";
import {
  HOSTILE_DATES,
  startRedirectTarget,
  WRONG_TYPES_KEPT,
  WRONG_TYPES_SKIPPED,
} from "#tests/support/fake-wordpress";
import { withFakeWordPress } from "#tests/support/fake-wordpress-vitest";
import { SourceError } from "./source.server";
import { MAX_WORDPRESS_BODY_BYTES } from "./wordpress-client.server";
import { createWordPressSource, MAX_TOTAL_POSTS } from "./wordpress.server";
import { toPost } from "./wordpress-shapes.server";

const wp = withFakeWordPress();
const source = (timeoutMs = 1000, log = (_: string) => {}) =>
  createWordPressSource({ apiUrl: wp().apiUrl, timeoutMs, log });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable("expected a SourceError"),
    (error: unknown) => {
      expect(error).toBeInstanceOf(SourceError);
      return error as SourceError;
    },
  );

const MB = 1024 * 1024;

/** How far the process's memory grew above where it was, at most, while `run` ran (sampled every 5 ms). */
async function memoryGrowthDuring(run: () => Promise<unknown>) {
  const before = process.memoryUsage();
  const peak = { rss: 0, arrayBuffers: 0 };
  const sample = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss - before.rss);
    peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers - before.arrayBuffers);
  };
  const timer = setInterval(sample, 5);
  try {
    await run();
  } finally {
    clearInterval(timer);
    sample();
  }
  return peak;
}

describe("WordPress source against a hostile WordPress", () => {
  it("stops reading a gzip bomb at the body limit: the process does not grow by the inflated body", async () => {
    await source().list(1, 9); // fetch itself loaded and warm before measuring
    await wp().setMode("gzip-bomb"); // about 200 KB on the wire, 200 MB inflated
    let error: SourceError | undefined;
    const growth = await memoryGrowthDuring(async () => {
      error = await failure(source(30_000).list(1, 9));
    });
    expect(growth.arrayBuffers).toBeLessThan(60 * MB);
    expect(growth.rss).toBeLessThan(60 * MB);
    expect(error!.message).toBe(`WordPress answered more than ${MAX_WORDPRESS_BODY_BYTES / MB} MB`);
    expect(error!.timeout).toBe(false);
  });

  it("a body that never ends fails at the timeout", async () => {
    await wp().setMode("slow-body"); // headers at once, then a byte every 100 ms
    const error = await failure(source(300).list(1, 9));
    expect(error.timeout).toBe(true);
    expect(error.message).toBe("WordPress did not answer within 300 ms");
  });

  it.each([301, 302, 307, 308] as const)(
    "a %i is an error naming the status, and the redirect's target is asked nothing",
    async (status) => {
      const target = await startRedirectTarget();
      try {
        await wp().setMode("redirect", { redirectTo: target.origin, redirectStatus: status });
        const listError = await failure(source().list(1, 9));
        expect(listError.message).toMatch(
          new RegExp(`^WordPress answered ${status}, a redirect, which is not followed`),
        );
        expect(listError.timeout).toBe(false);
        await failure(source().bySlug("electrospinning-at-scale"));
        expect(wp().requests).toHaveLength(2);
        expect(target.connections()).toBe(0);
      } finally {
        await target.stop();
      }
    },
  );

  it.each([
    ["huge", "999999999999", "999999999999", MAX_TOTAL_POSTS],
    ["fewer than the page shows", "0", "0", 9],
    ["pages that disagree with the total", "21", "5000", 21],
    ["a total that is not a number, with pages", "21 posts", "3", 27],
    ["a negative total, with pages", "-5", "2", 18],
  ])("X-WP-Total and X-WP-TotalPages %s are held to sane bounds", async (_, total, totalPages, expected) => {
    await wp().setMode("absurd-totals", { total, totalPages });
    const list = await source().list(1, 9);
    expect(list.data).toHaveLength(9);
    expect(list.totalPosts).toBe(expected);
    expect(list.totalPages).toBe(Math.ceil(expected / 9));
  });

  it("a short page is the last one, whatever the totals claim (the sitemap reads no further)", async () => {
    await wp().setMode("absurd-totals", { total: "999999999999", totalPages: "999999999999" });
    expect(await source().list(1, 100)).toMatchObject({ totalPosts: 21, totalPages: 1 });
    expect(await source().list(3, 9)).toMatchObject({ totalPosts: 21, totalPages: 3 });
    const past = await source().list(7, 9);
    expect(past).toEqual({
      data: [],
      totalPosts: MAX_TOTAL_POSTS,
      totalPages: Math.ceil(MAX_TOTAL_POSTS / 9),
    });
  });

  it("keeps posts whose date is not a real wall time, with the date left empty", async () => {
    await wp().setMode("hostile-date");
    const logged: string[] = [];
    const { data } = await source(1000, (message) => logged.push(message)).list(1, 9);
    expect(data).toHaveLength(9);
    for (const post of data) {
      if (post.slug in HOSTILE_DATES) expect(post.date).toBe("");
      else expect(post.date).toMatch(/^2025-\d{2}-\d{2}T09:30:00$/);
    }
    expect(logged).toHaveLength(Object.keys(HOSTILE_DATES).length);
    expect(logged).toContain(
      'WordPress post 197 has no valid date ("2024-01-01T00:00:00<script>"); it is shown without one',
    );
    expect((await source().bySlug("fixture-post-07"))?.date).toBe("");
  });

  it("skips posts without a usable id or slug and reads wrong-typed fields as absent", async () => {
    await wp().setMode("wrong-types");
    const logged: string[] = [];
    const list = await source(1000, (message) => logged.push(message)).list(1, 9);
    const slugs = list.data.map((post) => post.slug);
    expect(slugs).toHaveLength(7);
    for (const slug of WRONG_TYPES_SKIPPED) expect(slugs).not.toContain(slug);
    for (const slug of WRONG_TYPES_KEPT) expect(slugs).toContain(slug);
    expect(list).toMatchObject({ totalPosts: 21, totalPages: 3 });
    expect(logged).toEqual([
      'Skipped an item from WordPress: WordPress answered a post without a valid id: "195"',
      'Skipped an item from WordPress: WordPress post 194 has a slug the site cannot use: "Fixture Post 07!"',
    ]);
    const bySlug = Object.fromEntries(list.data.map((post) => [post.slug, post]));
    expect(bySlug["fixture-post-03"]).toMatchObject({ title: { rendered: "" }, content: { rendered: "" } });
    expect(bySlug["fixture-post-04"]!._embedded).toEqual({});
    expect(bySlug["fixture-post-08"]!._embedded).toBeUndefined();
    expect(bySlug["fixture-post-08"]!.excerpt).toEqual({ rendered: "" });
    expect(bySlug["fixture-post-08"]!.jetpack_featured_media_url).toBeUndefined();
  });

  it("a post whose only answer is unusable is an error; one that lost its slug is not found", async () => {
    await wp().setMode("wrong-types");
    const error = await failure(source().bySlug("fixture-post-06"));
    expect(error.message).toBe("WordPress answered 1 items and none is a usable post");
    expect(await source().bySlug("fixture-post-07")).toBeUndefined();
  });

  it("reads an item as a post only with a whole positive id and a slug the site can link to", () => {
    const post = { id: 7, slug: "a-post", date: "2025-02-28T23:59:59" };
    expect(toPost(post)).toMatchObject(post);
    for (const id of [1.5, -3, 0, "7", null, Number.MAX_SAFE_INTEGER + 2])
      expect(() => toPost({ ...post, id })).toThrow(SourceError);
    for (const slug of ["A-Post", "a post", "a/b", "", "x".repeat(201), 7])
      expect(() => toPost({ ...post, slug })).toThrow(SourceError);
    const noLog = () => {};
    for (const date of ["2025-02-29T10:00:00", "2025-01-01", "2025-01-01T10:00:00Z", 1735722000, null])
      expect(toPost({ ...post, date }, noLog).date).toBe("");
  });
});
