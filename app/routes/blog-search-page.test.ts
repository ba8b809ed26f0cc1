// The search page as a visitor receives it: what a search finds and what it offers when it finds nothing.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type InProcessSite, startInProcessSite } from "#tests/support/in-process-site";
import { byTestId, readPage, textOf } from "#tests/support/page-body";

let site: InProcessSite;
beforeAll(async () => {
  site = await startInProcessSite();
}, 60_000);
afterAll(() => site?.stop());

/** The snippets under the results of a search. */
async function snippets(path: string): Promise<string[]> {
  const page = await readPage(site.url, path);
  expect(page.status).toBe(200);
  return byTestId(page.root, "search-snippet").map(textOf);
}

describe("search snippets", () => {
  test("show a heading and the paragraph after it on lines of their own", async () => {
    const found = await snippets("/blog/search?q=interlocked");
    expect(found).toHaveLength(1);
    expect(found[0]).toContain("Safety first\nThe chamber is interlocked");
  });
});
