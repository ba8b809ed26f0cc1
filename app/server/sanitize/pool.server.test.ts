import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { POST_SHOWN_AS_TEXT } from "~/content/posts";
import type { Post } from "~/lib/posts";
import { nestedDivs, unclosedTextareas } from "#tests/support/hostile-posts";
import { ClientLimitError } from "~/server/http/http.server";
import type { Metrics } from "~/server/metrics/metrics.server";
import { createSanitizer, SanitizerUnavailableError, workerFile } from "./pool.server";
import { sanitizePostWith } from "./post.server";

const options = {
  siteUrl: "https://www.example.com",
  mediaOrigins: ["https://media.example.com"],
  siteFiles: [],
};

const post = (content: string, slug = "p"): Post => ({
  id: 7,
  slug,
  date: "2025-01-01T10:00:00",
  title: { rendered: "A <em>title</em><script>x()</script>" },
  excerpt: { rendered: "<p>Ex</p>" },
  content: { rendered: content },
  _embedded: { author: [{ id: 1, name: "<b>Eve</b>" }] },
});

const logged: string[] = [];
const pool = createSanitizer({ threads: 1, budgetMs: 20_000, maxChars: 100_000, log: (m) => logged.push(m) });
const strict = createSanitizer({ threads: 1, budgetMs: 1, maxChars: 1_000_000, log: (m) => logged.push(m) });
afterAll(() => Promise.all([pool.close(), strict.close()]));

describe("the sanitizer's worker pool", () => {
  it("sanitizes a post in a worker thread exactly as the pipeline does in this one", async () => {
    const raw = post('<p onclick="x()">Body</p><script>alert(1)</script><h1>Head</h1>');
    const clean = await pool.sanitize(raw, options);
    expect(clean).toEqual(sanitizePostWith(raw, options));
    expect(clean.content.rendered).toBe(
      '<p>Body</p><h2 id="user-content-head">Head<a class="heading-self-link" href="#user-content-head" aria-label="Link to the section Head"></a></h2>',
    );
  });

  it("shows a post over the size limit as its text under the note, and logs it", async () => {
    const big = `<p>Start &amp; go.</p><script>secret()</script>${"<p><b>word</b> </p>".repeat(10_000)}<p>End.</p>`;
    const clean = await pool.sanitize(post(big, "big"), options);
    expect(clean.content.rendered.startsWith(`<p><em>${POST_SHOWN_AS_TEXT}</em></p>`)).toBe(true);
    expect(clean.content.rendered).toContain("<p>Start &amp; go.</p>");
    expect(clean.content.rendered).toContain("<p>End.</p>");
    expect(clean.content.rendered).not.toMatch(/<b>|secret/);
    expect(clean.title.rendered).toBe("A title");
    expect(clean._embedded?.author?.[0]?.name).toBe("Eve");
    expect(logged.some((m) => m.includes("(big)") && m.includes("over 100000"))).toBe(true);
  });

  it("shows a post over the time budget as its text, and goes on sanitizing the next ones", async () => {
    const clean = await strict.sanitize(post(unclosedTextareas(), "slow"), options);
    expect(clean.content.rendered).toContain(POST_SHOWN_AS_TEXT);
    expect(clean.content.rendered).toContain("The end of the post.");
    expect(clean.content.rendered).not.toContain("<textarea");
    expect(logged.some((m) => m.includes("(slow)") && m.includes("took longer than 1 ms"))).toBe(true);
    const next = await pool.sanitize(post("<p>Next</p>"), options);
    expect(next.content.rendered).toBe("<p>Next</p>");
  });

  it(
    "sanitizes the two posts made to stall a sanitizer, keeping their text",
    { timeout: 60_000 },
    async () => {
      const [textareas, divs] = await Promise.all(
        [unclosedTextareas(), nestedDivs()].map((html) =>
          createSanitizer({ threads: 1, budgetMs: 60_000, maxChars: 1_000_000 }).sanitize(
            post(html),
            options,
          ),
        ),
      );
      expect(textareas!.content.rendered).toContain("<p>Part 101.</p>");
      expect(textareas!.content.rendered).toContain("<p>The end of the post.</p>");
      expect(textareas!.content.rendered).not.toContain(POST_SHOWN_AS_TEXT);
      expect(divs!.content.rendered).toContain("Deep inside.");
      expect(divs!.content.rendered).toContain("<p>After the nesting.</p>");
    },
  );
});

/** A sanitizer of one thread that counts its runs. */
function counted(waitingPerClient?: number) {
  const counter = { runs: 0 };
  const metrics = {
    watchSanitizeQueue: () => {},
    sanitizeRan: () => void (counter.runs += 1),
    sanitizeOverBudget: () => {},
  } as unknown as Metrics;
  const sanitizer = createSanitizer({
    threads: 1,
    budgetMs: 20_000,
    maxChars: 1_000_000,
    metrics,
    waitingPerClient,
  });
  return { sanitizer, counter };
}

describe("many pages showing the same posts", () => {
  it("sanitize each post once: 36 searches showing the same nine posts, at once and after", async () => {
    const { sanitizer, counter } = counted();
    const nine = Array.from({ length: 9 }, (_, i) => ({ ...post(`<p>Post ${i}</p>`, `p-${i}`), id: i }));
    const search = (client: string) =>
      Promise.all(nine.map((one) => sanitizer.sanitize(one, options, client)));
    const at = await Promise.all(Array.from({ length: 18 }, (_, i) => search(`client-${i % 3}`)));
    const after = await Promise.all(Array.from({ length: 18 }, () => search("client-0")));
    await sanitizer.close();
    expect(counter.runs).toBe(9);
    for (const found of [...at, ...after])
      expect(found.map((one) => one.content.rendered)).toEqual(nine.map((_, i) => `<p>Post ${i}</p>`));
  });

  it("take turns: another client's post waits for the busy client's running post and one more, not all 30", async () => {
    const { sanitizer } = counted();
    const done: string[] = [];
    const ask = (client: string, i: number) =>
      sanitizer.sanitize(post(`<p>${client} ${i}</p>`, `${client}-${i}`), options, client).then(() => {
        done.push(`${client}-${i}`);
      });
    await Promise.all([...Array.from({ length: 30 }, (_, i) => ask("busy", i)), ask("visitor", 0)]);
    await sanitizer.close();
    expect(done.indexOf("visitor-0")).toBeLessThanOrEqual(2);
  });

  it("hold a client's share of waiting posts: past it, 429 for that client, not for others nor the site", async () => {
    const { sanitizer } = counted(10);
    const ask = (client: string | undefined, i: number) =>
      sanitizer.sanitize(post(`<p>${i}</p>`, `${client ?? "site"}-${i}`), options, client);
    const [busy, visitor, site] = await Promise.all(
      [
        Array.from({ length: 12 }, (_, i) => ask("busy", i)),
        [ask("visitor", 0)],
        Array.from({ length: 20 }, (_, i) => ask(undefined, i)),
      ].map((asked) => Promise.allSettled(asked)),
    );
    // One running, ten waiting, the twelfth refused.
    const refused = busy!.filter((result) => result.status === "rejected");
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(ClientLimitError);
    for (const result of [...visitor!, ...site!]) expect(result.status).toBe("fulfilled");
    await sanitizer.close();
  });
});

describe("stopping", () => {
  it("lets the runs in flight finish with their threads; a post asked for after fails, never shown as text", async () => {
    const { sanitizer } = counted();
    const inFlight = Array.from({ length: 6 }, (_, i) =>
      sanitizer.sanitize(post(`<p>Run ${i}</p>`, `r-${i}`), options),
    );
    await new Promise((resolve) => setImmediate(resolve));
    const closed = sanitizer.close();
    const done = await Promise.all(inFlight);
    expect(done.map((one) => one.content.rendered)).toEqual(done.map((_, i) => `<p>Run ${i}</p>`));
    await closed;
    await expect(sanitizer.sanitize(post("<p>Late</p>", "late"), options)).rejects.toBeInstanceOf(
      SanitizerUnavailableError,
    );
  });
});

describe("the worker's file", () => {
  it("missing: a post is not shown as its text, as if it were the post's fault, but fails, logged", async () => {
    const messages: string[] = [];
    const broken = createSanitizer({
      threads: 1,
      budgetMs: 20_000,
      maxChars: 100_000,
      log: (m) => messages.push(m),
      file: pathToFileURL(path.join(tmpdir(), "no-such-worker.js")),
    });
    await expect(broken.sanitize(post("<p>Kept as text</p>", "lost"), options)).rejects.toBeInstanceOf(
      SanitizerUnavailableError,
    );
    await broken.close();
    expect(messages.some((m) => m.includes("threads are not running"))).toBe(true);
  });

  it("is the on-the-fly compiled worker beside the TypeScript sources", () => {
    const here = pathToFileURL(path.resolve("app/server/sanitize/pool.server.ts")).href;
    expect(workerFile(here).pathname).toMatch(/app\/server\/sanitize\/worker-dev\.mjs$/);
  });

  it("is build/server/sanitize-worker.js from the server bundle and from its chunks", () => {
    const build = mkdtempSync(path.join(tmpdir(), "build-"));
    mkdirSync(path.join(build, "assets"));
    writeFileSync(path.join(build, "sanitize-worker.js"), "");
    const worker = pathToFileURL(path.join(build, "sanitize-worker.js")).href;
    expect(workerFile(pathToFileURL(path.join(build, "index.js")).href).href).toBe(worker);
    expect(workerFile(pathToFileURL(path.join(build, "assets", "posts-1.js")).href).href).toBe(worker);
  });
});
