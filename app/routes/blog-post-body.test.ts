// A post's body is sent once: in the page's markup, not a second time in the loader data the page hydrates from
// (decision 069). A navigation in the browser reads the post from the proxy, which still has it whole.
import { afterAll, beforeAll, expect, test } from "vitest";
import { type InProcessSite, startInProcessSite } from "#tests/support/in-process-site";

const SENTENCE = "The crosslink density decides almost everything";

let site: InProcessSite;
beforeAll(async () => {
  site = await startInProcessSite();
}, 60_000);
afterAll(() => site?.stop());

const count = (text: string, part: string) => text.split(part).length - 1;

test("a post's page holds its body once, in the article, and its loader data without it", async () => {
  const html = await (await fetch(`${site.url}/blog/hydrogels-and-foams`)).text();
  const body = html.indexOf("data-post-body");
  expect(body).toBeGreaterThan(-1);
  expect(count(html, SENTENCE)).toBe(1);
  expect(html.indexOf(SENTENCE)).toBeGreaterThan(body);
  // The rest of the post is still in the data (the browser's query cache starts from it).
  const data = html.slice(html.indexOf("streamController.enqueue"));
  expect(data).toContain("Beyond fibers: hydrogels and foams in our lab");
  expect(data).not.toContain(SENTENCE);
});

test("the route's data for a navigation leaves the body out too; the proxy answers it whole", async () => {
  const data = await (await fetch(`${site.url}/blog/hydrogels-and-foams.data`)).text();
  expect(data).toContain("hydrogels-and-foams");
  expect(data).not.toContain(SENTENCE);
  const proxy = await fetch(
    `${site.url}/api/wordpress?path=/posts&params=slug%3Dhydrogels-and-foams%26_embed`,
  );
  expect(await proxy.text()).toContain(SENTENCE);
});
