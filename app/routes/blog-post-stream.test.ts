// A post's page as the server sends it: the posts around it, known when the page is made, are part of the page
// itself. A Suspense boundary around them made React stream them after the page and reveal them with a script
// of its own, and hydrate them apart: main-thread work on every post a visitor opens (docs/benchmarks.md).
import { afterAll, beforeAll, expect, test } from "vitest";
import { type InProcessSite, startInProcessSite } from "#tests/support/in-process-site";

let site: InProcessSite;
beforeAll(async () => {
  site = await startInProcessSite();
}, 60_000);
afterAll(() => site?.stop());

test("a post's related and neighbouring posts come in the page, with nothing streamed to be revealed later", async () => {
  const html = await (await fetch(`${site.url}/blog/hydrogels-and-foams`)).text();
  const neighbours = html.indexOf('data-testid="post-neighbours"');
  expect(neighbours).toBeGreaterThan(-1);
  expect(html.slice(0, neighbours)).not.toMatch(/<template id="B:\d+">/);
  expect(html).not.toContain("$RC(");
});
